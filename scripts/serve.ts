/** `npm start` / `npm run serve`: serves the built site on http://localhost:4173 (PORT to change). */
import { existsSync } from 'node:fs';
import { createStaticServer } from './lib/static-server';

const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag > -1 ? process.argv[portFlag + 1] : (process.env.PORT ?? 4173));
const host = process.env.HOST ?? 'localhost';
const root = 'dist';

if (!existsSync(`${root}/index.html`)) {
  console.error('Brak zbudowanej strony w dist/. Uruchom najpierw: npm run build');
  process.exit(1);
}

const server = createStaticServer(root);
server.listen(port, host, () => {
  console.log(`Strona działa na http://localhost:${port} (Ctrl+C, aby zatrzymać).`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
