/** `npm run dev`: Vite's dev server with hot reload, and the local send-email function beside it. */
import { createServer } from 'vite';
import { LOCAL_SUPABASE_ENV } from '../src/config/env-schema';
import { startFunctionsServer } from './functions-server';

// The site talks to the local function started here, unless the developer points it elsewhere.
for (const [name, value] of Object.entries(LOCAL_SUPABASE_ENV)) process.env[name] ??= value;
const VITE_PORT = 5173;
// The e-mails' links (the advisers' page, the newsletter's pages) open this dev server.
process.env.SITE_URL ??= `http://localhost:${VITE_PORT}`;

await startFunctionsServer({ port: Number(process.env.FUNCTIONS_PORT ?? 54321), seedRoster: true });
const vite = await createServer({ server: { port: VITE_PORT } });
await vite.listen();
vite.printUrls();
