/**
 * Ports of the servers the browser tests start, apart from `npm start`'s (4173 and 54321) so that
 * tests can run while the site is running. E2E_SITE_PORT and E2E_FUNCTIONS_PORT move them (two
 * checkouts testing side by side).
 */
const portFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name} must be a port number, not "${process.env[name]}"`);
  }
  return value;
};

export const E2E_SITE_PORT = portFrom('E2E_SITE_PORT', 4174);
export const E2E_FUNCTIONS_PORT = portFrom('E2E_FUNCTIONS_PORT', 54399);
export const E2E_OUTBOX_DIR = 'test-results/outbox';

/**
 * The build the browser tests run against sends its leads to the test function server. A
 * production build has no Supabase defaults (src/config/env-schema.ts), so both are given here.
 */
export const E2E_BUILD_ENV = {
  VITE_SUPABASE_URL: `http://127.0.0.1:${E2E_FUNCTIONS_PORT}`,
  VITE_SUPABASE_ANON_KEY: 'local-anon-key',
};
