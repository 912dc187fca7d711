/**
 * Delivery of stored leads' notifications: one attempt right after a lead is stored, then retry
 * passes (the local server's timer; on Supabase the cron-called retry entry point) until each is
 * delivered. Failures back off exponentially with jitter, honour the provider's Retry-After, and
 * never give up: after `alertAfter` failures one error line names the lead id (no personal data)
 * and the lead is retried at the slowest interval.
 */
import type { Lead } from '../_shared/lead-schema.ts';
import { CONFIRMATION_DAYS, buildConfirmation, confirmationLink } from './confirmation.ts';
import { DeliveryError, type LeadMail, type Transport } from './mail.ts';
import { buildNotification, changedFields, type NotificationContext } from './notification.ts';
import type { Secrets } from './secrets.ts';
import type { LeadStore, StoredLead } from './store/lead-store.ts';

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
  emailTo: readonly string[];
  /** This function's public address: the newsletter confirmation link points at it. */
  functionUrl: string;
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

/** One lead to notify about: what was stored, and how many attempts were made before. */
export interface DeliveryTarget {
  id: string;
  lead: Lead;
  receivedAt: Date;
  attempts: number;
  /** The content's revision (1: as first sent) and the latest one e-mailed before (0: none). */
  revision: number;
  notifiedRevision: number;
}

/** A lead received just now: no attempt made, its first content, nobody told yet. */
export const newTarget = ({
  id,
  lead,
  receivedAt,
}: Pick<DeliveryTarget, 'id' | 'lead' | 'receivedAt'>): DeliveryTarget => ({
  id,
  lead,
  receivedAt,
  attempts: 0,
  revision: 1,
  notifiedRevision: 0,
});

export const targetOf = (stored: StoredLead): DeliveryTarget => ({
  id: stored.id,
  lead: { kind: stored.kind, data: stored.payload } as Lead,
  receivedAt: stored.receivedAt,
  attempts: stored.attempts,
  revision: stored.revision,
  notifiedRevision: stored.notifiedRevision,
});

/**
 * The provider's Idempotency-Key of a lead's e-mail: one per submission and revision, so a retry,
 * a second delivery pass, or the stored copy of a lead first e-mailed while the store was down
 * never reaches the advisers twice; a correction is a new e-mail.
 */
export function idempotencyKey(target: Pick<DeliveryTarget, 'id' | 'lead' | 'revision'>): string {
  const base = `lead-${target.lead.data.submissionId ?? target.id}`;
  return target.revision > 1 ? `${base}-r${target.revision}` : base;
}

/** The technical cause of a failure, for the log and the row: never a message that may hold data. */
export function failureCause(error: unknown): string {
  if (error instanceof DeliveryError) return error.message;
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timeout';
    if (error.name === 'TypeError') return 'network error (connection refused or reset)';
    return error.name;
  }
  return 'unknown error';
}

/** When to try again after the `failures`-th failed attempt. */
export function nextAttemptDelay(
  failures: number,
  policy: RetryPolicy,
  random: () => number,
  retryAfterMs?: number,
): number {
  const exponential =
    failures >= policy.alertAfter
      ? policy.maxMs
      : Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, failures - 1));
  // Full interval at most, half at least: spreads retries of leads that failed together.
  const jittered = Math.round(exponential * (0.5 + random() / 2));
  return Math.max(jittered, retryAfterMs ?? 0);
}

/** What every mail about a target carries besides its content and recipients. */
const envelopeOf = (target: DeliveryTarget, deps: DeliveryDeps) => ({
  from: deps.config.emailFrom,
  lead: target.lead,
  receivedAt: target.receivedAt,
  idempotencyKey: idempotencyKey(target),
});

interface Mail {
  mail: LeadMail;
  /** The held repeats the mail lists, recorded as reported once it is sent. */
  repeats: string[];
}

/** The advisers' e-mail about a target, with its correction and this person's held repeats. */
async function advisersMail(
  target: DeliveryTarget,
  deps: DeliveryDeps,
  context: NotificationContext = {},
): Promise<Mail> {
  const repeats = context.notStored ? [] : await deps.store.heldRepeats(target.lead, target.id);
  const previous =
    target.revision > 1 ? await deps.store.previousPayload(target.id, target.revision) : undefined;
  const notification = buildNotification(target.lead, target.receivedAt, {
    ...context,
    ...(repeats.length > 0 ? { repeats } : {}),
    ...(target.revision > 1
      ? {
          correction: {
            changed: previous ? changedFields(previous, target.lead.data) : [],
            afterNotification: target.notifiedRevision > 0,
          },
        }
      : {}),
  });
  return {
    mail: { ...notification, ...envelopeOf(target, deps), to: [...deps.config.emailTo] },
    repeats: repeats.map((repeat) => repeat.id),
  };
}

/** The mail for a target, or undefined when nothing needs sending (a confirmed subscriber). */
async function mailFor(target: DeliveryTarget, deps: DeliveryDeps): Promise<Mail | undefined> {
  if (target.lead.kind !== 'newsletter') return advisersMail(target, deps);
  // Newsletter: the subscriber confirms the address; the advisers get nothing.
  const subscription = await deps.store.subscription(target.lead.data.email);
  if (!subscription || subscription.confirmedAt) return undefined;
  const expiresAt = new Date(deps.now().getTime() + CONFIRMATION_DAYS * 24 * 60 * 60 * 1000);
  const token = await deps.secrets.confirmationToken(subscription.id, expiresAt);
  return {
    mail: {
      ...buildConfirmation(confirmationLink(deps.config.functionUrl, token)),
      ...envelopeOf(target, deps),
      to: [subscription.email],
    },
    repeats: [],
  };
}

/**
 * Degraded mode: the store could not be written, so the advisers get the lead straight away,
 * marked as not stored, under the key its stored copy would have. Throws when the provider fails.
 */
export async function sendUnstored(target: DeliveryTarget, deps: DeliveryDeps): Promise<void> {
  const { mail } = await advisersMail(target, deps, { notStored: true });
  await deps.transport.send(mail);
}

/** One attempt: delivered (true) or rescheduled (false). Never throws for a transport failure. */
export async function attemptDelivery(
  target: DeliveryTarget,
  deps: DeliveryDeps,
): Promise<boolean> {
  try {
    const prepared = await mailFor(target, deps);
    if (prepared) await deps.transport.send(prepared.mail);
    await deps.store.markDelivered(target.id, deps.now(), target.revision, prepared?.repeats);
    return true;
  } catch (error) {
    const cause = failureCause(error);
    const failures = target.attempts + 1;
    const policy = deps.config.retry;
    const delay = nextAttemptDelay(
      failures,
      policy,
      deps.random ?? Math.random,
      error instanceof DeliveryError ? error.retryAfterMs : undefined,
    );
    const next = new Date(deps.now().getTime() + delay);
    const recorded = await deps.store.markFailed(target.id, next, cause);
    deps.log(
      `send-email: notification of lead ${target.id} (${target.lead.kind}) failed: ${cause}; ` +
        `attempt ${recorded}, next at ${next.toISOString()}`,
    );
    if (recorded === policy.alertAfter) {
      deps.log(
        `send-email: ERROR lead ${target.id} still not delivered after ${recorded} attempts; ` +
          `retrying every ${Math.round(policy.maxMs / 1000)} s`,
      );
    }
    return false;
  }
}

export interface PassResult {
  attempted: number;
  delivered: number;
  pending: number;
}

export interface PassOptions {
  /**
   * Leads claimed at once; by default as many as are sent side by side, so a claimed lead waits
   * for no other send and its lease always outlasts its own attempt.
   */
  batch?: number;
  /** Stop claiming new leads after this long (the cron call must finish in time). */
  budgetMs?: number;
  /** Sends in flight at once: Resend's default limit is 2 requests per second. */
  parallel?: number;
}

/** A retry pass: attempts every due pending lead, a batch at a time, within the time budget. */
export async function deliverPending(
  deps: DeliveryDeps,
  options: PassOptions = {},
): Promise<PassResult> {
  const parallel = Math.max(1, options.parallel ?? 2);
  const batch = options.batch ?? parallel;
  const started = Date.now();
  const result = { attempted: 0, delivered: 0 };
  while (Date.now() - started < (options.budgetMs ?? 30_000)) {
    const due = await deps.store.claimDue(deps.now(), deps.config.retry.leaseMs, batch);
    if (due.length === 0) break;
    for (let start = 0; start < due.length; start += parallel) {
      const outcomes = await Promise.all(
        due.slice(start, start + parallel).map((lead) => attemptDelivery(targetOf(lead), deps)),
      );
      result.attempted += outcomes.length;
      result.delivered += outcomes.filter(Boolean).length;
    }
    // A short batch took everything that was due: leads failed just now wait for the next pass.
    if (due.length < batch) break;
  }
  return { ...result, pending: await deps.store.pendingCount() };
}
