/**
 * Delivery of stored leads' notifications: one attempt right after a lead is stored, then retry
 * passes (retry-pass.ts) until each is delivered. Failures back off exponentially with jitter, honour the provider's Retry-After, and
 * never give up: after `alertAfter` failures one error line names the lead id (no personal data)
 * and the lead is retried at the slowest interval.
 */
import type { Lead } from '../_shared/lead-schema.ts';
import { CONFIRMATION_DAYS, buildConfirmation, confirmationLink } from './confirmation.ts';
import type { DeliveryDeps, RetryPolicy } from './delivery-deps.ts';
import { failureCause, logLine } from './log-line.ts';
import { DeliveryError, domainOf } from './mail.ts';
import {
  buildHeldDigest,
  buildNotification,
  changedFields,
  type NotificationContext,
} from './notification.ts';
import { asLead, type StoredLead } from './store/lead-store.ts';
import { advisersInbox, rootMessageId, sendToTeam, type Unaddressed } from './team-mail.ts';

export type { DeliveryConfig, DeliveryDeps, RetryPolicy } from './delivery-deps.ts';

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
  lead: asLead(stored),
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
  const root = rootMessageId(target.id, target.lead, from);
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

/**
 * The advisers' e-mail about a target, with what its correction changed, for a reader's own link
 * (the context's claimLink) or none.
 */
async function advisersMail(
  target: DeliveryTarget,
  deps: DeliveryDeps,
): Promise<(context: NotificationContext) => Unaddressed> {
  const previous =
    target.revision > 1 ? await deps.store.previousPayload(target.id, target.revision) : undefined;
  const correction =
    target.revision > 1
      ? {
          changed: previous ? changedFields(previous, target.lead.data) : [],
          afterNotification: target.notifiedRevision > 0,
        }
      : undefined;
  return (context) => ({
    ...buildNotification(target.lead, target.receivedAt, {
      ...context,
      ...(correction ? { correction } : {}),
    }),
    ...envelopeOf(target, deps),
  });
}

/**
 * Sends what a target needs: the advisers' notification (each adviser with their own link to
 * claim it), or a subscriber's confirmation request (none once the address is confirmed).
 */
async function sendFor(target: DeliveryTarget, deps: DeliveryDeps): Promise<void> {
  if (target.lead.kind !== 'newsletter') {
    const mail = await advisersMail(target, deps);
    await sendToTeam(deps, (claimLink) => mail(claimLink ? { claimLink } : {}), target.id);
    return;
  }
  // Newsletter: the subscriber confirms the address; the advisers get nothing.
  const subscription = await deps.store.subscription(target.lead.data.email);
  if (!subscription || subscription.confirmedAt) return;
  const expiresAt = new Date(deps.now().getTime() + CONFIRMATION_DAYS * 24 * 60 * 60 * 1000);
  const token = await deps.secrets.confirmationToken(subscription.id, expiresAt);
  await deps.transport.send({
    ...buildConfirmation(confirmationLink(deps.config.functionUrl, token)),
    ...envelopeOf(target, deps),
    to: [subscription.email],
  });
}

/**
 * Degraded mode: the store could not be written, so the advisers get the lead straight away,
 * marked as not stored, under the key its stored copy would have, at the configured inbox (the
 * roster is in the store that did not answer). Throws when the provider fails.
 */
export async function sendUnstored(target: DeliveryTarget, deps: DeliveryDeps): Promise<void> {
  const mail = await advisersMail(target, deps);
  await deps.transport.send({ ...mail({ notStored: true }), to: [...deps.config.emailTo] });
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
    await sendFor(target, deps);
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
    held.map((lead) => ({ lead: asLead(lead), receivedAt: lead.receivedAt })),
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
