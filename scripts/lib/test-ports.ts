/**
 * Ports of the servers the browser tests start, apart from `npm start`'s (4173 and 54321) so that
 * tests can run while the site is running.
 */
export const E2E_SITE_PORT = 4174;
export const E2E_FUNCTIONS_PORT = 54399;
export const E2E_OUTBOX_DIR = 'test-results/outbox';

/** The build the browser tests run against sends its leads to the test function server. */
export const E2E_BUILD_ENV = { VITE_SUPABASE_URL: `http://127.0.0.1:${E2E_FUNCTIONS_PORT}` };
