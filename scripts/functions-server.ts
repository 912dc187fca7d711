/**
 * The local send-email function for `npm start` and `npm run dev`: the same handler as on Supabase,
 * served by Node at http://127.0.0.1:54321/functions/v1/send-email (FUNCTIONS_PORT to change). Leads
 * are stored in PGlite under .data/ (they survive a restart), then notified through the outbox
 * (.outbox/) unless EMAIL_TRANSPORT says otherwise; a timer retries pending notifications every
 * LEADS_RETRY_INTERVAL_MS (10 s). GET /local/leads lists the latest leads (?bySource: the count per
 * campaign, ?surveys: the survey answers, ?report: the owner's figures, each with an optional
 * ?since=), GET /local/leads?email=
 * (or ?phone=, ?name=) one person's leads and POST /local/leads/forget erases them (127.0.0.1 only; what `npm run leads`
 * asks). Run directly to serve it alone: `npx tsx scripts/functions-server.ts`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { realpathSync } from 'node:fs';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { MAX_BODY_BYTES } from '../supabase/functions/_shared/lead-schema';
import { configFromEnv } from '../supabase/functions/send-email/config';
import {
  createLeadFunction,
  type LeadFunction,
} from '../supabase/functions/send-email/create-handler';
import { errorMessages } from '../supabase/functions/send-email/handler';
import type { OutboxFiles } from '../supabase/functions/send-email/outbox';
import { applyRosterChange, rosterChange } from './lib/adviser-roster';
import { requestPerson } from './lib/gdpr-request';
import { openLocalLeadDb } from './lib/lead-db';
import {
  DEFAULT_FUNCTIONS_PORT,
  FUNCTION_PATH,
  LOCAL_ADVISERS_PATH,
  LOCAL_FORGET_PATH,
  LOCAL_LEADS_PATH,
  defaultDataDir,
} from './lib/local-server-paths';

export interface FunctionsServerOptions {
  /** 54321 (Supabase's local port) unless FUNCTIONS_PORT says otherwise; 0 picks a free port. */
  port?: number;
  host?: string;
  /** Overrides OUTBOX_DIR (default .outbox). */
  outboxDir?: string;
  /** Overrides LEADS_DB_DIR (see defaultDataDir); 'memory://' keeps nothing on disk. */
  dataDir?: string;
  /** Overrides LEADS_RETRY_INTERVAL_MS, the retry timer's interval. */
  retryIntervalMs?: number;
  /** Environment to read the settings from; process.env by default. */
  env?: NodeJS.ProcessEnv;
  /** Technical log lines; console.error by default. */
  log?: (line: string) => void;
  /** No start-up line. */
  quiet?: boolean;
  /**
   * Gives a store whose roster never had anyone two local advisers (LOCAL_ADVISERS), so that
   * `npm start` shows the whole flow: each gets the notification with a link of their own.
   */
  seedRoster?: boolean;
}

/** The advisers `npm start` begins with (change them with `npm run advisers`). */
export const LOCAL_ADVISERS = [
  { name: 'Anna Nowak', email: 'anna.nowak@localhost' },
  { name: 'Piotr Zieliński', email: 'piotr.zielinski@localhost' },
] as const;

/** Seeds LOCAL_ADVISERS into a roster that never had anyone; a removed adviser stays removed. */
async function seedLocalRoster(leads: LeadFunction, log: (line: string) => void): Promise<void> {
  if ((await leads.store.listAdvisers()).length > 0) return;
  for (const adviser of LOCAL_ADVISERS) {
    await leads.store.addAdviser(adviser.name, adviser.email, new Date());
  }
  log(
    `Doradcy (lokalnie): ${LOCAL_ADVISERS.map((a) => `${a.name} <${a.email}>`).join(', ')}; ` +
      'zmienisz ich przez npm run advisers.',
  );
}

/** The running server, its lead function, and a close() that stops the timer and the store. */
export interface FunctionsServer extends Server {
  leads: LeadFunction;
  /** Runs one retry pass now (as the timer does). */
  deliverPending: LeadFunction['deliverPending'];
  /** Stops the timer and the server, waits for a running pass, closes the store. */
  stop(): Promise<void>;
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

/** What a WHATWG Request can carry and the handler answers; others (TRACE …) get 405 here. */
const FUNCTION_METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);

const methodNotAllowed = () =>
  new Response(JSON.stringify({ error: errorMessages.methodNotAllowed }), {
    status: 405,
    headers: {
      Allow: 'POST, OPTIONS',
      'Content-Type': 'application/json; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
    },
  });

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

const isLoopback = (address: string | undefined) =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

const localJson = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });

/**
 * The local endpoints are for the owner's own machine only: a loopback peer, a loopback Host (no
 * DNS rebinding) and no Origin (no web page can read or send). The refusal, or undefined.
 */
function refuseUnlessLocal(req: IncomingMessage): Response | undefined {
  const host = (req.headers.host ?? '').replace(/:\d+$/, '');
  if (
    !isLoopback(req.socket.remoteAddress) ||
    !['127.0.0.1', 'localhost', '[::1]'].includes(host) ||
    req.headers.origin !== undefined
  ) {
    return localJson(403, { error: 'Tylko z tego komputera.' });
  }
  return undefined;
}

/** The latest leads as JSON; with ?email= one person's leads and subscription (GDPR art. 15). */
async function localLeads(req: IncomingMessage, leads: LeadFunction): Promise<Response> {
  const refused = refuseUnlessLocal(req);
  if (refused) return refused;
  const params = new URL(req.url ?? '/', 'http://localhost').searchParams;
  const since = params.get('since');
  const sinceDate = since ? new Date(since) : undefined;
  if (sinceDate && Number.isNaN(sinceDate.getTime())) {
    return localJson(400, { error: 'Niepoprawna data w parametrze since.' });
  }
  if (params.has('bySource')) return localJson(200, await leads.store.leadsBySource(sinceDate));
  if (params.has('report')) return localJson(200, await leads.store.leadReport(sinceDate));
  if (params.has('surveys')) {
    return localJson(200, await leads.store.surveyAnswers(sinceDate, 1000));
  }
  const asked = (['email', 'phone', 'name'] as const).filter((key) => params.has(key));
  if (asked.length > 0) {
    const checked = requestPerson(
      Object.fromEntries(
        asked.map((key) => [key, params.getAll(key).length === 1 ? params.get(key) : null]),
      ),
    );
    if ('error' in checked) return localJson(400, checked);
    return localJson(200, await leads.store.findPerson(checked.person));
  }
  const limit = Number(params.get('limit') ?? 20);
  const latest = await leads.store.latest(
    Number.isInteger(limit) && limit > 0 ? Math.min(limit, 1000) : 20,
  );
  return localJson(200, latest);
}

/** Erases one person's leads and subscription (GDPR art. 17): POST {"email": …}, nothing else. */
async function localForget(req: IncomingMessage, leads: LeadFunction): Promise<Response> {
  const refused = refuseUnlessLocal(req);
  if (refused) {
    req.resume();
    return refused;
  }
  if (req.method !== 'POST') {
    req.resume();
    return localJson(405, { error: 'Tylko metodą POST.' }, { Allow: 'POST' });
  }
  const body = await readBody(req, 4096);
  let given: unknown;
  try {
    given = JSON.parse(body.toString('utf8'));
  } catch {
    given = undefined;
  }
  const checked = requestPerson(
    typeof given === 'object' && given !== null ? (given as Record<string, unknown>) : {},
  );
  if ('error' in checked) return localJson(400, checked);
  return localJson(200, await leads.store.forget(checked.person));
}

/** The roster (GET), or one change to it (POST), checked as `npm run advisers` checks it. */
async function localAdvisers(req: IncomingMessage, leads: LeadFunction): Promise<Response> {
  const refused = refuseUnlessLocal(req);
  if (refused) {
    req.resume();
    return refused;
  }
  if (req.method === 'GET') {
    req.resume();
    return localJson(200, await leads.store.listAdvisers());
  }
  if (req.method !== 'POST') {
    req.resume();
    return localJson(405, { error: 'Tylko metodą GET lub POST.' }, { Allow: 'GET, POST' });
  }
  let given: unknown;
  try {
    given = JSON.parse((await readBody(req, 4096)).toString('utf8'));
  } catch {
    given = undefined;
  }
  const change = rosterChange(given);
  if ('error' in change) return localJson(400, change);
  return localJson(200, await applyRosterChange(leads.store, change, new Date()));
}

/** Starts the server with its store and retry timer; resolves once it listens. */
export async function startFunctionsServer(
  options: FunctionsServerOptions = {},
): Promise<FunctionsServer> {
  const env = options.env ?? process.env;
  const port = options.port ?? Number(env.FUNCTIONS_PORT ?? DEFAULT_FUNCTIONS_PORT);
  const host = options.host ?? '127.0.0.1';
  const config = configFromEnv((name) => env[name]);
  if (options.outboxDir) config.outboxDir = options.outboxDir;
  const dataDir = options.dataDir ?? env.LEADS_DB_DIR ?? defaultDataDir(port);
  const retryIntervalMs = options.retryIntervalMs ?? config.retryIntervalMs;
  const log = options.log ?? ((line: string) => console.error(line));

  const db = await openLocalLeadDb(dataDir);
  const leads = createLeadFunction(config, {
    db,
    files: nodeFiles,
    log,
    // Node keeps running: the first attempt goes on after the answer.
    waitUntil: () => {},
  });
  if (options.seedRoster) await seedLocalRoster(leads, log);

  const server = createServer((req, res) => {
    const origin = `http://${req.headers.host ?? `${host}:${port}`}`;
    const path = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '');
    const respond = async () => {
      if (path === LOCAL_LEADS_PATH && req.method === 'GET') {
        req.resume();
        return writeResponse(res, await localLeads(req, leads), false);
      }
      if (path === LOCAL_FORGET_PATH) {
        return writeResponse(res, await localForget(req, leads), false);
      }
      if (path === LOCAL_ADVISERS_PATH) {
        return writeResponse(res, await localAdvisers(req, leads), false);
      }
      if (path !== FUNCTION_PATH) {
        req.resume();
        return writeResponse(res, notFound(), false);
      }
      // new Request() throws on TRACE (and CONNECT, TRACK): refused before one is built. Node's
      // parser itself answers 400 to TRACK; CONNECT comes to the 'connect' listener below.
      if (!FUNCTION_METHODS.has(req.method ?? 'GET')) {
        req.resume();
        return writeResponse(res, methodNotAllowed(), false);
      }
      const { request, oversized } = await toWebRequest(req, origin);
      // The socket's peer is the client: a local server trusts no X-Forwarded-For.
      const response = await leads.handle(request, req.socket.remoteAddress ?? 'unknown');
      return writeResponse(res, response, oversized);
    };
    respond().catch((error: unknown) => {
      console.error(
        `send-email (local): ${error instanceof Error ? error.message : String(error)}`,
      );
      if (!res.headersSent)
        res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie.' }));
    });
  }) as FunctionsServer;
  // Node hands CONNECT to this event, not to the handler above (unheard, it drops the socket).
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    const body = JSON.stringify({ error: errorMessages.methodNotAllowed });
    socket.on('error', () => socket.destroy());
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nAllow: POST, OPTIONS\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });

  try {
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
  } catch (error) {
    await db.close();
    throw error;
  }

  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  // Confirmation links point at this server unless LEADS_FUNCTION_URL says otherwise.
  if (!env.LEADS_FUNCTION_URL) config.functionUrl = `http://${host}:${actualPort}${FUNCTION_PATH}`;

  // The local stand-in for the production schedule: a retry pass every retryIntervalMs.
  let pass: Promise<unknown> | undefined;
  const deliverPending = () => {
    pass ??= leads.deliverPending().finally(() => {
      pass = undefined;
    });
    return pass as ReturnType<LeadFunction['deliverPending']>;
  };
  const timer = setInterval(() => {
    deliverPending().catch((error: unknown) => {
      log(
        `send-email (local): retry pass failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  }, retryIntervalMs);
  timer.unref();
  let closed: Promise<void> | undefined;
  const closeStore = () =>
    (closed ??= (async () => {
      clearInterval(timer);
      await Promise.resolve(pass).catch(() => undefined);
      await db.close();
    })());
  server.once('close', () => void closeStore());
  server.stop = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await closeStore();
  };
  server.leads = leads;
  server.deliverPending = deliverPending;

  if (!options.quiet) {
    const where =
      config.transport === 'outbox'
        ? `powiadomienia trafiają do ${config.outboxDir.replace(/\/?$/, '/')}`
        : `powiadomienia wysyłane przez Resend do ${config.emailTo.join(', ')}`;
    console.log(
      `Funkcja send-email: http://${host}:${actualPort}${FUNCTION_PATH} (zgłoszenia zapisywane w ${dataDir}; ${where})`,
    );
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
