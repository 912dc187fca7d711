import type { LeadPayload, SurveyPayload } from '@shared/lead-schema';
import { sendErrorDetails } from '@/content/forms';
import { readStoredConsent } from '@/features/consent/consent-cookie';
import { callSendEmail, SEND_EMAIL_TIMEOUT_MS, type SendEmailAnswer } from './call-send-email';
import { currentAttribution } from './campaign-attribution';

/** How long one attempt waits for the function before giving up (the mutation layer retries). */
export const LEAD_ATTEMPT_TIMEOUT_MS = SEND_EMAIL_TIMEOUT_MS;

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
 * Sends a lead (or the survey) through the one call of the send-email function
 * (./call-send-email.ts). A lead goes with the campaign that brought the visitor
 * (./campaign-attribution.ts); the survey, anonymous, without. Never throws: every failure becomes
 * a Polish detail, so no English message reaches the visitor.
 */
export async function sendLead(payload: LeadPayload | SurveyPayload): Promise<SendLeadResult> {
  let body: object;
  try {
    body =
      payload.formType === 'survey'
        ? payload
        : {
            ...payload,
            attribution: currentAttribution(readStoredConsent()?.marketing === true),
          };
  } catch {
    return { ok: false, detail: sendErrorDetails.unknown, retryable: true };
  }
  return resultOf(await callSendEmail(body, { timeout: LEAD_ATTEMPT_TIMEOUT_MS }));
}

function resultOf(answer: SendEmailAnswer): SendLeadResult {
  if (answer.ok) return { ok: true };
  switch (answer.kind) {
    case 'status':
      return {
        ok: false,
        detail: answer.error ?? sendErrorDetails.status(answer.status),
        retryable: answer.status >= 500 || answer.status === 429,
        ...(answer.retryAfterMs === undefined ? {} : { retryAfterMs: answer.retryAfterMs }),
      };
    case 'timeout':
      return { ok: false, detail: sendErrorDetails.timeout, retryable: true };
    case 'network':
      return { ok: false, detail: sendErrorDetails.network, retryable: true };
    case 'unknown':
      return { ok: false, detail: sendErrorDetails.unknown, retryable: true };
  }
}
