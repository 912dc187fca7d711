/**
 * The local send-email function for `npm start` and `npm run dev`: the same handler as on Supabase,
 * served by Node at http://127.0.0.1:54321/functions/v1/send-email (FUNCTIONS_PORT to change), with
 * leads written to .outbox/ unless EMAIL_TRANSPORT says otherwise. Run directly to serve it alone:
 * `npx tsx scripts/functions-server.ts`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MAX_BODY_BYTES } from '../supabase/functions/_shared/lead-schema';
import { configFromEnv } from '../supabase/functions/send-email/config';
import { createHandler } from '../supabase/functions/send-email/create-handler';
import type { OutboxFiles } from '../supabase/functions/send-email/outbox';

export const FUNCTION_PATH = '/functions/v1/send-email';

export interface FunctionsServerOptions {
  /** 54321 (Supabase's local port) unless FUNCTIONS_PORT says otherwise; 0 picks a free port. */
  port?: number;
  host?: string;
  /** Overrides OUTBOX_DIR (default .outbox). */
  outboxDir?: string;
  /** No start-up line. */
  quiet?: boolean;
}

const nodeFiles: OutboxFiles = {
  async mkdir(dir) {
    await mkdir(dir, { recursive: true });
  },
  async writeNew(path, content) {
    try {
      await writeFile(path, content, { encoding: 'utf8', flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  },
};

/** Collects the body up to `cap` bytes; anything beyond is read and dropped, never kept. */
function readBody(req: IncomingMessage, cap: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      chunks.push(chunk);
      size += chunk.length;
      if (size > cap) {
        settled = true;
        resolve(Buffer.concat(chunks));
      }
    });
    req.on('end', () => {
      if (!settled) resolve(Buffer.concat(chunks));
      settled = true;
    });
    req.on('error', (error) => {
      if (!settled) reject(error);
      settled = true;
    });
  });
}

async function toWebRequest(req: IncomingMessage, origin: string) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, item);
    }
  }
  const method = req.method ?? 'GET';
  // One byte over the limit is enough for the handler to refuse the body.
  const body =
    method === 'GET' || method === 'HEAD' ? undefined : await readBody(req, MAX_BODY_BYTES + 1);
  return {
    request: new Request(new URL(req.url ?? '/', origin), {
      method,
      headers,
      ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
    }),
    oversized: (body?.length ?? 0) > MAX_BODY_BYTES,
  };
}

async function writeResponse(res: ServerResponse, response: Response, close: boolean) {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (close) headers.connection = 'close';
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

const notFound = () =>
  new Response(
    JSON.stringify({
      error: `Nie ma tu funkcji. Formularze wysyłają zgłoszenia na ${FUNCTION_PATH}.`,
    }),
    {
      status: 404,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Access-Control-Allow-Origin': '*',
      },
    },
  );

/** Starts the server; resolves once it listens. */
export async function startFunctionsServer(options: FunctionsServerOptions = {}): Promise<Server> {
  const port = options.port ?? Number(process.env.FUNCTIONS_PORT ?? 54321);
  const host = options.host ?? '127.0.0.1';
  const config = configFromEnv((name) => process.env[name]);
  if (options.outboxDir) config.outboxDir = options.outboxDir;
  const handle = createHandler(config, { files: nodeFiles });

  const server = createServer((req, res) => {
    const origin = `http://${req.headers.host ?? `${host}:${port}`}`;
    const path = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '');
    const respond = async () => {
      if (path !== FUNCTION_PATH) {
        req.resume();
        return writeResponse(res, notFound(), false);
      }
      const { request, oversized } = await toWebRequest(req, origin);
      return writeResponse(res, await handle(request), oversized);
    };
    respond().catch((error: unknown) => {
      console.error(
        `send-email (local): ${error instanceof Error ? error.message : String(error)}`,
      );
      if (!res.headersSent)
        res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie.' }));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Funkcja send-email: port ${port} jest zajęty (zatrzymaj tamten serwer albo ustaw FUNCTIONS_PORT).`,
            )
          : error,
      );
    });
    server.listen(port, host, () => resolve());
  });

  if (!options.quiet) {
    const address = server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    const where =
      config.transport === 'outbox'
        ? `zgłoszenia trafiają do ${config.outboxDir.replace(/\/?$/, '/')}`
        : `zgłoszenia wysyłane przez Resend do ${config.emailTo.join(', ')}`;
    console.log(`Funkcja send-email: http://${host}:${actualPort}${FUNCTION_PATH} (${where})`);
  }
  return server;
}

function isMain(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  try {
    const server = await startFunctionsServer();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        server.close();
        process.exit(0);
      });
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
