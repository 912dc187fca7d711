/**
 * What a transport delivers: the advisers' notification of one lead (or a newsletter subscriber's
 * confirmation request), addressed from configuration and the stored lead only.
 */
import type { Lead } from '../_shared/lead-schema.ts';

/** The notification's content, built from the validated lead only. */
export interface Notification {
  subject: string;
  text: string;
  html: string;
  /** The visitor's own e-mail address, when a real one was given. */
  replyTo?: string;
  /** The reader's own link in it (an adviser's link to the lead), also kept beside a local copy. */
  link?: string;
}

export interface LeadMail extends Notification {
  /** The verified sender, from configuration. */
  from: string;
  /** The advisers' inbox (or inboxes) from configuration, or the subscriber being confirmed. */
  to: string[];
  /** The lead the mail is about; none for a digest of several (the held repeats). */
  lead?: Lead;
  receivedAt: Date;
  /** Derived from the stored lead: the provider sends one e-mail per key, however often asked. */
  idempotencyKey?: string;
  /**
   * The lead's conversation (see delivery.ts threadOf): this mail's Message-ID, and the first
   * mail's when this one follows it (In-Reply-To and References), without angle brackets.
   */
  thread?: { messageId: string; follows?: string };
}

/** The domain of an address ("Formularz <formularz@spokojnarata.pl>" → "spokojnarata.pl"). */
export const domainOf = (address: string) => /@([^@\s>]+)>?\s*$/.exec(address)?.[1] ?? 'localhost';

/** The threading headers of a mail, as a transport writes them. */
export function threadHeaders(mail: LeadMail): Record<string, string> {
  if (!mail.thread) return {};
  const { messageId, follows } = mail.thread;
  return {
    'Message-ID': `<${messageId}>`,
    ...(follows ? { 'In-Reply-To': `<${follows}>`, References: `<${follows}>` } : {}),
  };
}

export interface Transport {
  /** Delivers the mail or throws with a technical cause (logged, never shown to the visitor). */
  send(mail: LeadMail): Promise<void>;
}

/** A refusal by the provider: its HTTP status and, on 429/503, how long it asked us to wait. */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
