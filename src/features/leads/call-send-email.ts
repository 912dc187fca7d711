/**
 * The site's only call of the send-email function (design.md §3): the lead forms (./send-lead.ts)
 * and the advisers' page (src/features/adviser) send their bodies through it. supabase-js is
 * imported here, on the first call (the forms start that import on the first focus of a field).
 * Never throws: the answer says what came back, and each caller words it in Polish.
 */

/** How long one attempt waits for the function before giving up. */
export const SEND_EMAIL_TIMEOUT_MS = 15_000;

export type SendEmailAnswer =
  /** 2xx: the function's body (JSON parsed, as supabase-js gives it). */
  | { ok: true; data: unknown }
  /** The function answered with another status. */
  | {
      ok: false;
      kind: 'status';
      status: number;
      /** Its JSON body, when it is JSON. */
      body: unknown;
      /** Its own (Polish) `error`, when the body has one. */
      error?: string;
      /** Its Retry-After, in milliseconds, when it gave one. */
      retryAfterMs?: number;
    }
  /**
   * No answer: the client's code could not be loaded or the request did not complete ('network'),
   * it took longer than the timeout ('timeout'), or something else went wrong ('unknown').
   */
  | { ok: false; kind: 'network' | 'timeout' | 'unknown' };

interface FunctionsErrorLike {
  context?: unknown;
}

export async function callSendEmail(
  body: object,
  { timeout = SEND_EMAIL_TIMEOUT_MS }: { timeout?: number } = {},
): Promise<SendEmailAnswer> {
  let getSupabase: typeof import('@/lib/supabase').getSupabase;
  try {
    ({ getSupabase } = await import('@/lib/supabase'));
  } catch {
    // The client's code could not be loaded: offline, or a deploy replaced the chunk.
    return { ok: false, kind: 'network' };
  }
  try {
    // supabase-js types the error as any: this module reads only its context.
    const { data, error } = (await getSupabase().functions.invoke('send-email', {
      body,
      timeout,
    })) as { data: unknown; error: FunctionsErrorLike | null };
    if (!error) return { ok: true, data };
    return await failureOf(error);
  } catch {
    return { ok: false, kind: 'unknown' };
  }
}

async function failureOf(error: FunctionsErrorLike): Promise<SendEmailAnswer & { ok: false }> {
  const response = error.context;
  if (response instanceof Response) {
    const body = await jsonOf(response);
    const message = (body as { error?: unknown } | undefined)?.error;
    const retryAfterMs = retryAfterOf(response);
    return {
      ok: false,
      kind: 'status',
      status: response.status,
      body,
      ...(typeof message === 'string' && message ? { error: message } : {}),
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  // FunctionsFetchError: the request did not complete; its context is the fetch error.
  const cause = error.context as { name?: unknown } | undefined;
  const timedOut = cause?.name === 'AbortError' || cause?.name === 'TimeoutError';
  return { ok: false, kind: timedOut ? 'timeout' : 'network' };
}

/** The answer's body when it is JSON (supabase-js leaves a non-2xx body unread). */
async function jsonOf(response: Response): Promise<unknown> {
  try {
    return (await response.clone().json()) as unknown;
  } catch {
    return undefined;
  }
}

/** Retry-After in seconds (the function's form) or as an HTTP date, in milliseconds. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('Retry-After');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
