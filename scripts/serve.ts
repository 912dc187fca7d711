/**
 * `npm start` / `npm run serve`: serves the built site on http://localhost:4173 and, beside it, the
 * local send-email function on http://127.0.0.1:54321 (leads land in .outbox/).
 * Flags: --port, --functions-port, --outbox, --no-functions; env PORT and HOST. Any other argument
 * is refused.
 */
import { existsSync } from 'node:fs';
import { startFunctionsServer } from './functions-server';
import { CommandLineError, readCommandLine } from './lib/command-line';
import { createStaticServer } from './lib/static-server';

function readFlags() {
  try {
    return readCommandLine(
      process.argv.slice(2),
      {
        port: { type: 'string' },
        'functions-port': { type: 'string' },
        outbox: { type: 'string' },
        'no-functions': { type: 'boolean' },
      },
      { language: 'pl' },
    ).values;
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    console.error(
      `${error.message}\nOpcje: --port N, --functions-port N, --outbox KATALOG, --no-functions.`,
    );
    process.exit(2);
  }
}

const flags = readFlags();
const port = Number(flags.port ?? process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';
const root = 'dist';

if (!existsSync(`${root}/index.html`)) {
  console.error('Brak zbudowanej strony w dist/. Uruchom najpierw: npm run build');
  process.exit(1);
}

const site = createStaticServer(root);
const servers = [site];
site.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} jest zajęty: zatrzymaj tamten serwer albo ustaw PORT, np. PORT=4180 npm start.`
      : error.message,
  );
  process.exit(1);
});
site.listen(port, host, () => {
  console.log(`Strona działa na http://localhost:${port} (Ctrl+C, aby zatrzymać).`);
});

if (!flags['no-functions']) {
  // The e-mails' links (the advisers' page, the newsletter's pages) open this site.
  process.env.SITE_URL ??= `http://localhost:${port}`;
  try {
    servers.push(
      await startFunctionsServer({
        port: Number(flags['functions-port'] ?? process.env.FUNCTIONS_PORT ?? 54321),
        outboxDir: flags.outbox,
        seedRoster: true,
      }),
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const server of servers) server.close();
    process.exit(0);
  });
}
