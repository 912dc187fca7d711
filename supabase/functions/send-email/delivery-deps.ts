/**
 * What delivering e-mails needs: the store, the transport, the secrets, the settings and a clock.
 * Its own module, so that every part of delivery (delivery.ts, team-mail.ts, lead-clock.ts,
 * retry-pass.ts) depends on it and none on another for its types.
 */
import type { Transport } from './mail.ts';
import type { Secrets } from './secrets.ts';
import type { LeadStore } from './store/lead-store.ts';

export interface RetryPolicy {
  /** Delay after the first failure; doubled after each further one. */
  baseMs: number;
  /** The slowest interval, and the interval once `alertAfter` attempts have failed. */
  maxMs: number;
  /** Failed attempts after which one error line is logged. */
  alertAfter: number;
  /** How long an attempt in progress keeps a lead from other passes. */
  leaseMs: number;
}

export interface DeliveryConfig {
  emailFrom: string;
  /** The advisers' inbox when the roster is empty (or cannot be read). */
  emailTo: readonly string[];
  /** The owner's inbox (LEAD_ESCALATION_TO): broken promises and the weekly figures. */
  escalationTo: readonly string[];
  /** This function's public address: the newsletter confirmation link points at it. */
  functionUrl: string;
  /** The site's origin: the advisers' links open its page. */
  siteUrl: string;
  retry: RetryPolicy;
}

export interface DeliveryDeps {
  store: LeadStore;
  transport: Transport;
  secrets: Secrets;
  config: DeliveryConfig;
  now(): Date;
  log(line: string): void;
  /** A number in [0, 1) for the jitter; Math.random by default. */
  random?: () => number;
}
