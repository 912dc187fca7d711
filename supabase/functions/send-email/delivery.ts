/**
 * Delivery of stored leads' notifications: one attempt right after a lead is stored, then retry
 * passes (the local server's timer; on Supabase the cron-called retry entry point) until each is
 * delivered. Failures back off exponentially with jitter, honour the provider's Retry-After, and
 * never give up: after `alertAfter` failures one error line names the lead id (no personal data)
 * and the lead is retried at the slowest interval.
 */
import type { Lead } from '../_shared/lead-schema.ts';
import { CONFIRMATION_DAYS, buildConfirmation, confirmationLink } from './confirmation.ts';
import { failureCause, logLine } from './log-line.ts';
import { DeliveryError, domainOf, type LeadMail, type Transport } from './mail.ts';
import {
  buildHeldDigest,
  buildNotification,
  changedFields,
  type NotificationContext,
} from './notification.ts';
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

/**
 * The lead's conversation: the first e-mail about it has the Message-ID `lead-<submission id>@<the
 * sender's domain>`; every later one (a correction after it) follows it with In-Reply-To and
 * References, so any mail client shows them as one thread. A correction sent before the first
 * e-mail went out is the first e-mail.
 */
export function threadOf(
  target: DeliveryTarget,
  from: string,
): { messageId: string; follows?: string } {
  const root = `lead-${target.lead.data.submissionId ?? target.id}@${domainOf(from)}`;
  if (target.notifiedRevision === 0) return { messageId: root };
  return { messageId: `${idempotencyKey(target)}@${domainOf(from)}`, follows: root };
}

/** What every mail about a target carries besides its content and recipients. */
const envelopeOf = (target: DeliveryTarget, deps: DeliveryDeps) => ({
  from: deps.config.emailFrom,
  lead: target.lead,
  receivedAt: target.receivedAt,
  idempotencyKey: idempotencyKey(target),
  thread: threadOf(target, deps.config.emailFrom),
});

/** The advisers' e-mail about a target, with what its correction changed. */
async function advisersMail(
  target: DeliveryTarget,
  deps: DeliveryDeps,
  context: NotificationContext = {},
): Promise<LeadMail> {
  const previous =
    target.revision > 1 ? await deps.store.previousPayload(target.id, target.revision) : undefined;
  const notification = buildNotification(target.lead, target.receivedAt, {
    ...context,
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
    ...notification,
    ...envelopeOf(target, deps),
    // Not stored: the store (and its roster) did not answer, so the configured inbox.
    to: context.notStored ? [...deps.config.emailTo] : await advisersInbox(deps),
  };
}

/**
 * Where the advisers' e-mails go: every active adviser of the roster at their own address, or,
 * with none (a new project, or the owner's choice), LEAD_EMAIL_TO as configured.
 */
async function advisersInbox(deps: DeliveryDeps): Promise<string[]> {
  const roster = await deps.store.adviserAddresses();
  return roster.length > 0 ? roster : [...deps.config.emailTo];
}

/** The mail for a target, or undefined when nothing needs sending (a confirmed subscriber). */
async function mailFor(target: DeliveryTarget, deps: DeliveryDeps): Promise<LeadMail | undefined> {
  if (target.lead.kind !== 'newsletter') return advisersMail(target, deps);
  // Newsletter: the subscriber confirms the address; the advisers get nothing.
  const subscription = await deps.store.subscription(target.lead.data.email);
  if (!subscription || subscription.confirmedAt) return undefined;
  const expiresAt = new Date(deps.now().getTime() + CONFIRMATION_DAYS * 24 * 60 * 60 * 1000);
  const token = await deps.secrets.confirmationToken(subscription.id, expiresAt);
  return {
    ...buildConfirmation(confirmationLink(deps.config.functionUrl, token)),
    ...envelopeOf(target, deps),
    to: [subscription.email],
  };
}

/**
 * Degraded mode: the store could not be written, so the advisers get the lead straight away,
 * marked as not stored, under the key its stored copy would have. Throws when the provider fails.
 */
export async function sendUnstored(target: DeliveryTarget, deps: DeliveryDeps): Promise<void> {
  await deps.transport.send(await advisersMail(target, deps, { notStored: true }));
}

/** Waits before the `attempt`-th try of recording a sent e-mail. */
const RECORD_WAITS_MS = [100, 500, 2_000];

/**
 * Records a sent e-mail as delivered, trying again a few times: the e-mail went out, so a failure
 * here is the database's, never a reason to send again. If it still fails, the lease runs out and
 * a later pass sends under the same Idempotency-Key, which the provider answers without a second
 * e-mail.
 */
async function recordDelivered(target: DeliveryTarget, deps: DeliveryDeps): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await deps.store.markDelivered(target.id, deps.now(), target.revision);
      return;
    } catch (error) {
      const wait = RECORD_WAITS_MS[attempt];
      if (wait === undefined) {
        deps.log(
          logLine(`lead ${target.id} was e-mailed but not recorded as delivered`, error) +
            '; a later pass records it (the provider sends no second e-mail)',
        );
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * One attempt: delivered (true) or rescheduled (false). Never throws: a transport failure is
 * recorded for a retry, and a failure to record it leaves the lead to its lease.
 */
export async function attemptDelivery(
  target: DeliveryTarget,
  deps: DeliveryDeps,
): Promise<boolean> {
  try {
    const mail = await mailFor(target, deps);
    if (mail) await deps.transport.send(mail);
  } catch (error) {
    await recordFailure(target, deps, error);
    return false;
  }
  await recordDelivered(target, deps);
  return true;
}

async function recordFailure(
  target: DeliveryTarget,
  deps: DeliveryDeps,
  error: unknown,
): Promise<void> {
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
  let recorded: number;
  try {
    recorded = await deps.store.markFailed(target.id, next, cause);
  } catch (recordError) {
    deps.log(
      logLine(
        `notification of lead ${target.id} failed (${cause}) and was not recorded`,
        recordError,
      ) + '; the lease brings it back',
    );
    return;
  }
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
}

/** How long a held lead waits for others before a digest lists it: a burst makes one e-mail. */
export const DIGEST_SETTLE_MS = 5 * 60_000;

/**
 * The digest of held leads, when one is due: every held lead no digest has listed, once the oldest
 * has waited DIGEST_SETTLE_MS; sent to the advisers and recorded. With a pass every minute
 * (production) or ten seconds (locally), a held lead is listed within about six minutes. Returns
 * how many it listed.
 */
export async function reportHeld(deps: DeliveryDeps): Promise<number> {
  const held = await deps.store.heldToReport(deps.now(), DIGEST_SETTLE_MS);
  const first = held[0];
  if (!first) return 0;
  const ids = held.map((lead) => lead.id);
  const digest = buildHeldDigest(
    held.map((lead) => ({ lead: targetOf(lead).lead, receivedAt: lead.receivedAt })),
  );
  await deps.transport.send({
    ...digest,
    from: deps.config.emailFrom,
    to: await advisersInbox(deps),
    receivedAt: first.receivedAt,
    // The same set again (a pass that failed to record it) is the same e-mail.
    idempotencyKey: `held-${first.id}-${ids.length}`,
  });
  await deps.store.markReported(ids, first.id);
  return ids.length;
}

export interface PassResult {
  attempted: number;
  delivered: number;
  pending: number;
  /** Held leads listed in a digest by this pass. */
  reported: number;
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
  let reported = 0;
  try {
    reported = await reportHeld(deps);
  } catch (error) {
    // Listed by a later pass: nothing is recorded until the digest went out.
    deps.log(logLine('the digest of held leads was not sent', error));
  }
  return { ...result, pending: await deps.store.pendingCount(), reported };
}
