/**
 * `npm start` / `npm run serve`: serves the built site on http://localhost:4173 and, beside it, the
 * local send-email function on http://127.0.0.1:54321 (leads land in .outbox/).
 * Flags: --port, --functions-port, --outbox, --no-functions; env PORT and HOST.
 */
import { existsSync } from 'node:fs';
import { startFunctionsServer } from './functions-server';
import { createStaticServer } from './lib/static-server';

function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : undefined;
}

const port = Number(flag('port') ?? process.env.PORT ?? 4173);
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

if (!process.argv.includes('--no-functions')) {
  // The e-mails' links (the advisers' page, the newsletter's pages) open this site.
  process.env.SITE_URL ??= `http://localhost:${port}`;
  try {
    servers.push(
      await startFunctionsServer({
        port: Number(flag('functions-port') ?? process.env.FUNCTIONS_PORT ?? 54321),
        outboxDir: flag('outbox'),
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
