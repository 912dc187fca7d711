/**
 * The local functions server's addresses and store directory (scripts/functions-server.ts), in a
 * module of their own: the owner's commands need them to ask the server, and loading the server
 * (the whole function and PGlite) for them would cost each command about half a CPU-second.
 */
export const FUNCTION_PATH = '/functions/v1/send-email';
/** The local-only list of the latest leads (JSON), for `npm run leads` and the browser tests. */
export const LOCAL_LEADS_PATH = '/local/leads';
/** The local-only erasure of one person's leads (POST {"email", "phone" or "name": …}), for `npm run leads -- --forget`. */
export const LOCAL_FORGET_PATH = '/local/leads/forget';
/** The advisers' roster, for `npm run advisers`: GET lists it, POST {add: {name, email}} or {remove: email}. */
export const LOCAL_ADVISERS_PATH = '/local/advisers';
export const DEFAULT_FUNCTIONS_PORT = 54321;

/**
 * The store's directory: LEADS_DB_DIR, else .data/leads for the default port and
 * .data/leads-<port> for any other (PGlite serves one process, so each server has its own).
 */
export function defaultDataDir(port: number): string {
  return port === DEFAULT_FUNCTIONS_PORT ? '.data/leads' : `.data/leads-${port}`;
}
