import type { LeadPayload, SurveyPayload } from '@shared/lead-schema';
import { sendErrorDetails } from '@/content/forms';
import { readStoredConsent } from '@/features/consent/consent-cookie';
import { currentAttribution } from './campaign-attribution';

/** How long one attempt waits for the function before giving up (the mutation layer retries). */
export const LEAD_ATTEMPT_TIMEOUT_MS = 15_000;

export type SendLeadResult =
  | { ok: true }
  | {
      ok: false;
      /** Polish, for the visitor: the function's own message, or ours for a client-side failure. */
      detail: string;
      /** A network error, a timeout, a 5xx or a 429: the same submission may be sent again. */
      retryable: boolean;
      /** The function's Retry-After, in milliseconds, when it gave one. */
      retryAfterMs?: number;
    };

/**
 * The site's only call of the send-email function. supabase-js is imported here (the forms start
 * that import on the first focus of a field, so it is usually loaded before the visitor sends).
 * A lead goes with the campaign that brought the visitor (./campaign-attribution.ts); the survey,
 * anonymous, without. Never throws: every failure becomes a Polish detail, so no English message
 * reaches the visitor.
 */
export async function sendLead(payload: LeadPayload | SurveyPayload): Promise<SendLeadResult> {
  let getSupabase: typeof import('@/lib/supabase').getSupabase;
  try {
    ({ getSupabase } = await import('@/lib/supabase'));
  } catch {
    // The client's code could not be loaded: offline, or a deploy replaced the chunk.
    return { ok: false, detail: sendErrorDetails.network, retryable: true };
  }
  try {
    // supabase-js types the error as any: this module reads only these two fields of it.
    const body =
      payload.formType === 'survey'
        ? payload
        : {
            ...payload,
            attribution: currentAttribution(readStoredConsent()?.marketing === true),
          };
    const { error } = (await getSupabase().functions.invoke('send-email', {
      body,
      timeout: LEAD_ATTEMPT_TIMEOUT_MS,
    })) as { error: FunctionsErrorLike | null };
    if (!error) return { ok: true };
    return await failureOf(error);
  } catch {
    return { ok: false, detail: sendErrorDetails.unknown, retryable: true };
  }
}

interface FunctionsErrorLike {
  name?: string;
  context?: unknown;
}

async function failureOf(error: FunctionsErrorLike): Promise<SendLeadResult & { ok: false }> {
  const response = error.context;
  if (response instanceof Response) {
    const status = response.status;
    const retryable = status >= 500 || status === 429;
    const retryAfterMs = retryAfterOf(response);
    const detail = (await functionMessage(response)) ?? sendErrorDetails.status(status);
    return {
      ok: false,
      detail,
      retryable,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  // FunctionsFetchError: the request did not complete; its context is the fetch error.
  const cause = error.context as { name?: unknown } | undefined;
  const timedOut = cause?.name === 'AbortError' || cause?.name === 'TimeoutError';
  return {
    ok: false,
    detail: timedOut ? sendErrorDetails.timeout : sendErrorDetails.network,
    retryable: true,
  };
}

/** The function's own (Polish) `error` when its answer is JSON that has one. */
async function functionMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { error?: unknown };
    return typeof body.error === 'string' && body.error ? body.error : undefined;
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
