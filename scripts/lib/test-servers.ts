/**
 * The servers the browser tests run against: scripts/serve.ts with the built site on one port and
 * the local send-email function on the port the build calls, a lead store and an outbox of the
 * run's own, no rate window (every test request comes from 127.0.0.1; the window has its own tests
 * in the function's suite). Playwright starts them as its webServer when run by hand
 * (playwright.config.ts); `npm test` starts them once for Playwright and the Firefox and WebKit
 * smoke together (scripts/test-all.ts, which then sets E2E_SERVERS=started), and the smoke run by
 * itself starts its own (e2e/other-browsers/run.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';

/** Set by whoever started the servers for the browser tests run after it. */
export const SERVERS_STARTED = { E2E_SERVERS: 'started' } as const;

export const serversStarted = (env: NodeJS.ProcessEnv = process.env) =>
  env.E2E_SERVERS === SERVERS_STARTED.E2E_SERVERS;

export interface TestServerOptions {
  sitePort: number;
  functionsPort: number;
  /** Where the function writes its e-mails. */
  outboxDir: string;
  /** The lead store's PGlite directory: a fresh one for each run. */
  leadsDir: string;
}

/** The command that serves both, and its environment, as Playwright's webServer takes them. */
export function testServerCommand({
  sitePort,
  functionsPort,
  outboxDir,
  leadsDir,
}: TestServerOptions) {
  return {
    command: 'tsx',
    args: [
      'scripts/serve.ts',
      '--port',
      String(sitePort),
      '--functions-port',
      String(functionsPort),
      '--outbox',
      outboxDir,
    ],
    env: {
      HOST: '127.0.0.1',
      // Where the function's newsletter confirmation link sends the visitor back to.
      SITE_URL: `http://127.0.0.1:${sitePort}`,
      LEADS_DB_DIR: leadsDir,
      LEADS_RATE_LIMIT: '0',
    },
  };
}

export interface TestServers {
  origin: string;
  stop(): void;
}

/**
 * Starts the servers in a process group of their own and resolves once both answer: the site's
 * home page and the function's list of local leads. Gives up after 60 s (on a loaded machine the
 * start has taken longer than Playwright's 30 s), or at once when the servers end.
 */
export async function startTestServers(options: TestServerOptions): Promise<TestServers> {
  const { command, args, env } = testServerCommand(options);
  const server: ChildProcess = spawn(`node_modules/.bin/${command}`, args, {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  const origin = env.SITE_URL;
  const stop = () => {
    if (server.pid === undefined || server.exitCode !== null) return;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error('scripts/serve.ts ended at start');
    const up = await Promise.all(
      [`${origin}/`, `http://127.0.0.1:${options.functionsPort}/local/leads`].map((url) =>
        fetch(url).then(
          (response) => response.ok,
          () => false,
        ),
      ),
    );
    if (up.every(Boolean)) return { origin, stop };
    await new Promise((done) => setTimeout(done, 100));
  }
  stop();
  throw new Error('the site or the send-email function did not answer within 60 s');
}
