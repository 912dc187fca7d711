import { QueryClient } from '@tanstack/react-query';
import type { SendLeadResult } from './send-lead';

type Failure = Extract<SendLeadResult, { ok: false }>;

/** A failed send, as the mutation layer sees it: thrown so that it can retry. */
export class LeadSendFailure extends Error {
  readonly detail: string;
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;

  constructor(failure: Failure) {
    super(failure.detail);
    this.name = 'LeadSendFailure';
    this.detail = failure.detail;
    this.retryable = failure.retryable;
    this.retryAfterMs = failure.retryAfterMs;
  }
}

/** Retries after the first failed attempt: three attempts in all. */
const LEAD_RETRIES = 2;
/** Backoff: 1 s, then 2 s. */
const LEAD_RETRY_BASE_MS = 1000;
const backoffMs = (retry: number) => LEAD_RETRY_BASE_MS * 2 ** retry;
/** What the retries wait in all without a Retry-After: the failure shows this much later. */
export const LEAD_RETRY_WAITS_MS = Array.from({ length: LEAD_RETRIES }, (_, retry) =>
  backoffMs(retry),
).reduce((sum, wait) => sum + wait, 0);

/** A longer Retry-After than this is not waited for: the visitor sees the message and decides. */
const LEAD_MAX_RETRY_AFTER_MS = 5000;

/**
 * Whether to send the same submission again after `failureCount` failed attempts. Safe because
 * every attempt carries the submission id, which the function stores once (design §3): network
 * errors, timeouts, 5xx and 429 are retried, other answers (400, 403, 413, 415) never.
 */
function shouldRetryLead(failureCount: number, error: unknown): boolean {
  if (!(error instanceof LeadSendFailure) || !error.retryable) return false;
  if ((error.retryAfterMs ?? 0) > LEAD_MAX_RETRY_AFTER_MS) return false;
  return failureCount < LEAD_RETRIES;
}

/**
 * Exponential backoff (react-query passes 0 after the first failure, 1 after the second), or the
 * function's (small) Retry-After when it gave one.
 */
function leadRetryDelay(failureCount: number, error: unknown): number {
  if (error instanceof LeadSendFailure && error.retryAfterMs !== undefined) {
    return Math.max(error.retryAfterMs, 250);
  }
  return backoffMs(failureCount);
}

/**
 * The forms' query client: a failed send is retried by itself, as above. `networkMode: 'always'`:
 * offline, the attempt fails at once and the visitor sees the alert, instead of a send paused
 * until the browser feels online again.
 */
export const leadsQueryClient = new QueryClient({
  defaultOptions: {
    mutations: { retry: shouldRetryLead, retryDelay: leadRetryDelay, networkMode: 'always' },
  },
});
