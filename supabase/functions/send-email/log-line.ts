/**
 * The one rule for the function's log lines about a failure: what failed, by lead id or step, and a
 * technical cause that never quotes data. A database's or a library's message text can quote the
 * values it refused (a name, an address), so only an error's kind and, for PostgreSQL, its
 * SQLSTATE code are written; our own transport errors say only what the provider answered.
 */
import { DeliveryError } from './mail.ts';

/** The technical cause of a failure, for the log and the row: never a message that may hold data. */
export function failureCause(error: unknown): string {
  if (error instanceof DeliveryError) return error.message;
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timeout';
    if (error.name === 'TypeError') return 'network error (connection refused or reset)';
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string') return error.name;
    // PostgreSQL's SQLSTATE ("57014": statement timeout), or a socket's error code ("EPIPE").
    if (error.name === 'PostgresError' && /^[0-9A-Z]{5}$/.test(code)) {
      return `${error.name} (SQLSTATE ${code})`;
    }
    return /^E[A-Z]+$/.test(code) ? `${error.name} (${code})` : error.name;
  }
  return 'unknown error';
}

/** The first frame of an error's stack ("at file:line:column"): where, without what. */
function whereOf(error: unknown): string {
  if (!(error instanceof Error) || error instanceof DeliveryError) return '';
  const frame = error.stack?.split('\n').find((line) => /^\s+at /.test(line));
  return frame ? ` ${frame.trim()}` : '';
}

/** "send-email: <what>: <cause> at <where>": a line for the platform's log. */
export function logLine(what: string, error: unknown): string {
  return `send-email: ${what}: ${failureCause(error)}${whereOf(error)}`;
}
