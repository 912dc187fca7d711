/** What a transport delivers: the advisers' notification of one lead, addressed from configuration. */
import type { Lead } from '../_shared/lead-schema.ts';

/** The notification's content, built from the validated lead only. */
export interface Notification {
  subject: string;
  text: string;
  html: string;
  /** The visitor's own e-mail address, when a real one was given. */
  replyTo?: string;
}

export interface LeadMail extends Notification {
  /** The verified sender, from configuration. */
  from: string;
  /** The advisers' inbox (or inboxes), from configuration; never from the browser. */
  to: string[];
  lead: Lead;
  receivedAt: Date;
}

export interface Transport {
  /** Delivers the mail or throws with a technical cause (logged, never shown to the visitor). */
  send(mail: LeadMail): Promise<void>;
}
