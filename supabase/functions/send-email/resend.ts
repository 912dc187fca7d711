/**
 * The production transport: Resend's HTTP API (Supabase blocks outgoing SMTP ports 25 and 587).
 * Each call carries the mail's Idempotency-Key (Resend sends one e-mail per key for 24 hours) and
 * gives up after a time limit. https://resend.com/docs/api-reference/emails/send-email
 */
import {
  DeliveryError,
  retryAfterMs,
  threadHeaders,
  type LeadMail,
  type Transport,
} from './mail.ts';

export interface ResendOptions {
  apiKey: string;
  /** https://api.resend.com unless a test points it at a local server. */
  apiUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Resend's error name ("rate_limit_exceeded"); its message may quote addresses, so it is not kept. */
function errorName(body: string): string | undefined {
  try {
    const name = (JSON.parse(body) as { name?: unknown }).name;
    return typeof name === 'string' && /^[\w.-]{1,60}$/.test(name) ? name : undefined;
  } catch {
    return undefined;
  }
}

export function createResendTransport(options: ResendOptions): Transport {
  const endpoint = `${(options.apiUrl ?? 'https://api.resend.com').replace(/\/+$/, '')}/emails`;
  const doFetch = options.fetch ?? fetch;

  return {
    async send(mail: LeadMail): Promise<void> {
      const response = await doFetch(endpoint, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          'Content-Type': 'application/json',
          ...(mail.idempotencyKey ? { 'Idempotency-Key': mail.idempotencyKey } : {}),
        },
        body: JSON.stringify({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
          // Every e-mail about one lead in one conversation, in any mail client.
          ...(mail.thread ? { headers: threadHeaders(mail) } : {}),
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      // Read the body either way, so the connection is released.
      const body = await response.text();
      if (!response.ok) {
        const name = errorName(body);
        // The key was used in the last 24 hours with other content: an e-mail under this key was
        // accepted then (a lead first e-mailed while the store was down, say). Nothing to send.
        if (response.status === 409 && name === 'invalid_idempotent_request') return;
        throw new DeliveryError(
          `Resend API answered ${response.status}${name ? ` (${name})` : ''}`,
          response.status,
          retryAfterMs(response.headers.get('retry-after')),
        );
      }
    },
  };
}
