/**
 * The production transport: Resend's HTTP API (Supabase blocks outgoing SMTP ports 25 and 587).
 * https://resend.com/docs/api-reference/emails/send-email
 */
import type { LeadMail, Transport } from './mail.ts';

export interface ResendOptions {
  apiKey: string;
  /** https://api.resend.com unless a test points it at a local server. */
  apiUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
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
        },
        body: JSON.stringify({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      // Read the body either way, so the connection is released.
      const detail = (await response.text()).slice(0, 500);
      if (!response.ok) throw new Error(`Resend API answered ${response.status}: ${detail}`);
    },
  };
}
