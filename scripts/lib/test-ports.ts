/**
 * Ports of the servers the browser tests start: fixed (site 4183, function 54331, beside
 * `npm start`'s 4173 and 54321), or E2E_SITE_PORT and E2E_FUNCTIONS_PORT when set. They travel in
 * those two variables to the build (which bakes in the function's URL), to Playwright's servers and
 * to its workers. Playwright never reuses a server: a busy port fails the run loudly instead of
 * testing another checkout's site (set the two variables to run two checkouts at once).
 */
import { createServer, type Server } from 'node:net';

export const E2E_OUTBOX_DIR = 'test-results/outbox';
/** The browser tests' lead store (PGlite), emptied with test-results/ before each run. */
export const E2E_LEADS_DIR = 'test-results/leads';

export interface E2EPorts {
  site: number;
  functions: number;
}

export const E2E_DEFAULT_PORTS: E2EPorts = { site: 4183, functions: 54331 };

function portFrom(name: string, env: NodeJS.ProcessEnv): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name} must be a port number, not "${raw}"`);
  }
  return value;
}

/** The browser tests' ports: E2E_SITE_PORT and E2E_FUNCTIONS_PORT when set, else the defaults. */
export function e2ePorts(env: NodeJS.ProcessEnv = process.env): E2EPorts {
  const site = portFrom('E2E_SITE_PORT', env) ?? E2E_DEFAULT_PORTS.site;
  const functions = portFrom('E2E_FUNCTIONS_PORT', env) ?? E2E_DEFAULT_PORTS.functions;
  if (site === functions) throw new Error(`E2E_SITE_PORT and E2E_FUNCTIONS_PORT are both ${site}`);
  return { site, functions };
}

function listenOnFreePort(): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/**
 * Ports free on 127.0.0.1 right now (for the lead bench's servers and the smoke's WebDriver
 * drivers), all different (each is held until all are found). The caller
 * binds them a moment later; should another process win that race, the server start fails.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let index = 0; index < count; index += 1) servers.push(await listenOnFreePort());
    return servers.map((server) => {
      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('no TCP port');
      return address.port;
    });
  } finally {
    await Promise.all(
      servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
    );
  }
}

/**
 * The build the browser tests run against sends its leads to the test function server. A
 * production build has no Supabase defaults (src/config/env-schema.ts), so both are given here.
 */
export function e2eBuildEnv(functionsPort: number) {
  return {
    VITE_SUPABASE_URL: `http://127.0.0.1:${functionsPort}`,
    VITE_SUPABASE_ANON_KEY: 'local-anon-key',
    // Twins that are sent and decode as the deployed ones do, without brotli's maximum effort.
    BUILD_PRECOMPRESS: 'fast',
  };
}

/** The measurement IDs of the consent journeys' build (e2e/consent.spec.ts), GA4 and the Pixel. */
export const CONSENT_GA_ID = 'G-E2ETEST01';
export const CONSENT_PIXEL_ID = '1234567890';
/**
 * Where `npm test` makes that build, beside dist/ and side by side with it in its first stage; it
 * passes the folder to Playwright as E2E_CONSENT_DIST. Not under test-results/: Playwright empties
 * that folder when it starts. Without E2E_CONSENT_DIST the spec builds its own.
 */
export const CONSENT_DIST = 'dist-consent';

/** The environment of the consent journeys' build into `outDir`: GA4 and the Pixel configured. */
export function consentBuildEnv(functionsPort: number, outDir: string) {
  return {
    ...e2eBuildEnv(functionsPort),
    BUILD_OUT_DIR: outDir,
    VITE_GA_MEASUREMENT_ID: CONSENT_GA_ID,
    VITE_META_PIXEL_ID: CONSENT_PIXEL_ID,
    VITE_SERVICE_WORKER: 'off',
    // The consent journeys judge the tags, not the encoding: the main build's twins are tested.
    BUILD_PRECOMPRESS: 'off',
  };
}

/** What a run passes to the build, to Playwright and to anything else it starts. */
export function e2eEnv(ports: E2EPorts): Record<string, string> {
  return {
    E2E_SITE_PORT: String(ports.site),
    E2E_FUNCTIONS_PORT: String(ports.functions),
    ...e2eBuildEnv(ports.functions),
  };
}
