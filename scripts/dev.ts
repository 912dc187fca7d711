/** `npm run dev`: Vite's dev server with hot reload, and the local send-email function beside it. */
import { createServer } from 'vite';
import { startFunctionsServer } from './functions-server';

await startFunctionsServer({ port: Number(process.env.FUNCTIONS_PORT ?? 54321) });
const vite = await createServer({ server: { port: 5173 } });
await vite.listen();
vite.printUrls();
