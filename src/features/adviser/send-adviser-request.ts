import type { AdviserRequest, AdviserResponse, AdviserResult } from '@shared/adviser-request';
import { adviserFailureCopy } from '@/content/pages/adviser-lead';
import { callSendEmail } from '@/features/leads/call-send-email';

export type AdviserSuccess = Extract<AdviserResponse, { ok: true }>;

/** The function's refusal (the link, the lead, a field), or no answer from it. */
export interface AdviserFailure {
  ok: false;
  /** Polish, for the adviser: the function's own message, or ours when it gave none. */
  error: string;
  /** Per field of the outcome form, the function's message (a 400). */
  fieldErrors?: Record<string, string>;
  /** No answer, a timeout, a 5xx or a 429: the same request may be sent again. */
  retryable: boolean;
}

export type AdviserAnswer = AdviserSuccess | AdviserFailure;

const results: readonly AdviserResult[] = [
  'shown',
  'claimed',
  'already-yours',
  'taken',
  'recorded',
];

/** Whether a 200 body is the answer the page can show (a view of the lead). */
function isSuccess(data: unknown): data is AdviserSuccess {
  if (typeof data !== 'object' || data === null) return false;
  const { ok, result, view } = data as { ok?: unknown; result?: unknown; view?: unknown };
  if (ok !== true || !results.includes(result as AdviserResult)) return false;
  const { lead, history } = (view ?? {}) as { lead?: unknown; history?: unknown };
  return typeof lead === 'object' && lead !== null && Array.isArray(history);
}

/** The field messages of a refusal, when it has any (strings only). */
function fieldErrorsOf(body: unknown): Record<string, string> | undefined {
  const fieldErrors = (body as { fieldErrors?: unknown } | undefined)?.fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return undefined;
  const entries = Object.entries(fieldErrors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Sends one request of the advisers' page ('show', 'claim', 'outcome') through the site's one call
 * of the send-email function and gives its answer: the lead as the adviser may see it now, or a
 * Polish failure. Never throws.
 */
export async function sendAdviserRequest(request: AdviserRequest): Promise<AdviserAnswer> {
  const answer = await callSendEmail(request);
  if (answer.ok) {
    return isSuccess(answer.data)
      ? answer.data
      : { ok: false, error: adviserFailureCopy.unexpected, retryable: true };
  }
  switch (answer.kind) {
    case 'status': {
      const fieldErrors = fieldErrorsOf(answer.body);
      return {
        ok: false,
        error: answer.error ?? adviserFailureCopy.status(answer.status),
        ...(fieldErrors ? { fieldErrors } : {}),
        retryable: answer.status >= 500 || answer.status === 429,
      };
    }
    case 'timeout':
      return { ok: false, error: adviserFailureCopy.timeout, retryable: true };
    case 'network':
      return { ok: false, error: adviserFailureCopy.network, retryable: true };
    case 'unknown':
      return { ok: false, error: adviserFailureCopy.unexpected, retryable: true };
  }
}
