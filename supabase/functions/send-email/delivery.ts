/**
 * Delivery of stored leads' notifications: one attempt right after a lead is stored, then retry
 * passes (the local server's timer; on Supabase the cron-called retry entry point) until each is
 * delivered. Failures back off exponentially with jitter, honour the provider's Retry-After, and
 * never give up: after `alertAfter` failures one error line names the lead id (no personal data)
 * and the lead is retried at the slowest interval.
 */
import { ADVISER_LEAD_PATH } from '../_shared/adviser-request.ts';
import { minutesOf, workingHours } from '../_shared/service-promises.ts';
import { plusDays, warsawMoment, warsawTime, weekdayOf } from '../_shared/warsaw-calendar.ts';
import type { Lead } from '../_shared/lead-schema.ts';
import { CONFIRMATION_DAYS, buildConfirmation, confirmationLink } from './confirmation.ts';
import {
  REMINDER_AHEAD_MINUTES,
  buildEscalation,
  buildEventMail,
  buildReminder,
} from './handling-mail.ts';
import { failureCause, logLine } from './log-line.ts';
import { DeliveryError, domainOf, type LeadMail, type Transport } from './mail.ts';
import {
  buildHeldDigest,
  buildNotification,
  changedFields,
  type NotificationContext,
} from './notification.ts';
import type { Secrets } from './secrets.ts';
import { buildWeeklyReport } from './weekly-report.ts';
import type { LeadEvent, LeadStore, StoredLead } from './store/lead-store.ts';

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
  const root = rootMessageId(target.id, target.lead, from);
  if (target.notifiedRevision === 0) return { messageId: root };
  return { messageId: `${idempotencyKey(target)}@${domainOf(from)}`, follows: root };
}

/** The Message-ID of a lead's first e-mail, which every later one follows. */
const rootMessageId = (id: string, lead: Lead, from: string) =>
  `lead-${lead.data.submissionId ?? id}@${domainOf(from)}`;

/** How long an adviser's link to a lead stays valid: long enough for an application's payout. */
export const ADVISER_LINK_DAYS = 60;

/** An adviser's own signed link to a lead: the site's page, the token after '#'. */
export async function adviserLink(
  deps: DeliveryDeps,
  leadId: string,
  adviserId: string,
): Promise<string> {
  const expiresAt = new Date(deps.now().getTime() + ADVISER_LINK_DAYS * 24 * 3_600_000);
  const token = await deps.secrets.adviserLinkToken({ leadId, adviserId }, expiresAt);
  return `${deps.config.siteUrl}${ADVISER_LEAD_PATH}#${token}`;
}

/** A mail about a lead before it is addressed. */
type Unaddressed = Omit<LeadMail, 'to'>;

/**
 * Sends a mail to the team: each active adviser of the roster at their own address, with their
 * own signed link to the lead when `leadId` is given (one e-mail each, under its own key, so a
 * retry after a partial failure sends only what is missing); with no roster (or degraded mode),
 * LEAD_EMAIL_TO as configured, without links.
 */
async function sendToTeam(
  deps: DeliveryDeps,
  build: (claimLink?: string) => Unaddressed,
  leadId?: string,
): Promise<void> {
  const advisers = (await deps.store.listAdvisers()).filter((adviser) => adviser.active);
  if (advisers.length === 0) {
    await deps.transport.send({ ...build(), to: [...deps.config.emailTo] });
    return;
  }
  for (const adviser of advisers) {
    const mail = build(leadId ? await adviserLink(deps, leadId, adviser.id) : undefined);
    await deps.transport.send({
      ...mail,
      to: [adviser.email],
      ...(mail.idempotencyKey ? { idempotencyKey: `${mail.idempotencyKey}-${adviser.id}` } : {}),
    });
  }
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
 * Where the advisers' e-mails go: every active adviser of the roster at their own address, or,
 * with none (a new project, or the owner's choice), LEAD_EMAIL_TO as configured.
 */
async function advisersInbox(deps: DeliveryDeps): Promise<string[]> {
  const roster = await deps.store.adviserAddresses();
  return roster.length > 0 ? roster : [...deps.config.emailTo];
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

/** What a mail about a stored lead carries besides its content: sender, thread, key. */
function aboutLead(lead: StoredLead, key: string, receivedAt: Date, deps: DeliveryDeps) {
  const from = deps.config.emailFrom;
  const asLead = targetOf(lead).lead;
  return {
    from,
    lead: asLead,
    receivedAt,
    idempotencyKey: key,
    thread: {
      messageId: `${key}@${domainOf(from)}`,
      follows: rootMessageId(lead.id, asLead, from),
    },
  };
}

/**
 * The team's e-mails about claims and outcomes, in each lead's thread: every change whose e-mail is
 * due, one e-mail to the team each; a failure is tried again by a later pass (backing off like a
 * lead's notification). Returns how many went out.
 */
export async function mailEvents(deps: DeliveryDeps): Promise<number> {
  const events = await deps.store.eventsToMail(deps.now(), deps.config.retry.leaseMs);
  let sent = 0;
  for (const event of events) {
    try {
      const lead = await deps.store.lead(event.leadId);
      // An erased lead takes its events with it; one erased meanwhile needs no e-mail.
      if (lead) await sendEventMail(lead, event, deps);
      await deps.store.markEventMailed(event.id);
      sent += 1;
    } catch (error) {
      const failures = event.mailAttempts + 1;
      const delay = nextAttemptDelay(failures, deps.config.retry, deps.random ?? Math.random);
      deps.log(logLine(`the team's e-mail about lead ${event.leadId} failed`, error));
      await deps.store.markEventFailed(event.id, new Date(deps.now().getTime() + delay));
    }
  }
  return sent;
}

async function sendEventMail(lead: StoredLead, event: LeadEvent, deps: DeliveryDeps) {
  const about = aboutLead(lead, `event-${event.id}`, event.at, deps);
  await deps.transport.send({
    ...buildEventMail(about.lead, event),
    ...about,
    to: await advisersInbox(deps),
  });
}

/** The clock's e-mails sent by one pass. */
export interface ClockResult {
  reminded: number;
  escalated: number;
}

/**
 * The promise's clock: an unclaimed lead reminds every adviser (each with their own link)
 * REMINDER_AHEAD_MINUTES before its promised moment, and tells the owner (LEAD_ESCALATION_TO) once
 * the moment has passed; each once, since taking a lead for either marks it in the same statement.
 * A send that fails gives the mark back, so the next pass tries again.
 */
export async function runClock(deps: DeliveryDeps): Promise<ClockResult> {
  const now = deps.now();
  let reminded = 0;
  for (const id of await deps.store.takeReminders(now, REMINDER_AHEAD_MINUTES * 60_000)) {
    const lead = await deps.store.lead(id);
    const promisedAt = lead?.promisedAt;
    if (!lead || !promisedAt) continue;
    try {
      const about = aboutLead(lead, `remind-${lead.id}`, now, deps);
      await sendToTeam(
        deps,
        (claimLink) => ({ ...buildReminder(about.lead, promisedAt, now, claimLink), ...about }),
        lead.id,
      );
      reminded += 1;
    } catch (error) {
      deps.log(logLine(`the reminder about lead ${id} failed; the next pass tries again`, error));
      await deps.store.releaseClockMark(id, 'reminded_at');
    }
  }
  let escalated = 0;
  for (const id of await deps.store.takeEscalations(now)) {
    const lead = await deps.store.lead(id);
    const promisedAt = lead?.promisedAt;
    if (!lead || !promisedAt) continue;
    try {
      const about = aboutLead(lead, `escalate-${lead.id}`, now, deps);
      await deps.transport.send({
        ...buildEscalation(about.lead, promisedAt, now),
        ...about,
        to: [...deps.config.escalationTo],
      });
      escalated += 1;
    } catch (error) {
      deps.log(logLine(`the escalation of lead ${id} failed; the next pass tries again`, error));
      await deps.store.releaseClockMark(id, 'escalated_at');
    }
  }
  return { reminded, escalated };
}

/**
 * The week (its Monday, "YYYY-MM-DD") whose figures are due now: on Monday from the opening hour
 * (Warsaw), the week that has just ended; none on any other day or earlier on Monday.
 */
export function weekToReport(now: Date): string | undefined {
  const { date, minutes } = warsawTime(now);
  if (weekdayOf(date) !== 1 || minutes < minutesOf(workingHours.from)) return undefined;
  return plusDays(date, -7);
}

/**
 * The owner's weekly figures (LEAD_ESCALATION_TO) on Monday morning: the first pass from the
 * opening hour sends them, once (public.weekly_reports); a failed send gives the week back to the
 * next pass. Returns whether it sent them.
 */
export async function reportWeek(deps: DeliveryDeps): Promise<boolean> {
  const weekStart = weekToReport(deps.now());
  if (!weekStart || !(await deps.store.takeWeeklyReport(weekStart, deps.now()))) return false;
  try {
    const report = await deps.store.leadReport(
      warsawMoment(weekStart, 0),
      warsawMoment(plusDays(weekStart, 7), 0),
    );
    await deps.transport.send({
      ...buildWeeklyReport(report, weekStart),
      from: deps.config.emailFrom,
      to: [...deps.config.escalationTo],
      receivedAt: deps.now(),
      idempotencyKey: `week-${weekStart}`,
    });
    return true;
  } catch (error) {
    await deps.store.releaseWeeklyReport(weekStart);
    throw error;
  }
}

export interface PassResult extends ClockResult {
  attempted: number;
  delivered: number;
  pending: number;
  /** Held leads listed in a digest by this pass. */
  reported: number;
  /** The team's e-mails about claims and outcomes sent by this pass. */
  events: number;
  /** Whether this pass sent the owner's weekly figures. */
  weekly: boolean;
}

/** Runs one of a pass's duties; a failure is logged and left to the next pass. */
async function duty<T>(name: string, work: () => Promise<T>, fallback: T, deps: DeliveryDeps) {
  try {
    return await work();
  } catch (error) {
    deps.log(logLine(`${name} did not run`, error));
    return fallback;
  }
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
  // Each listed by a later pass when it fails: nothing is recorded until its e-mail went out.
  const reported = await duty('the digest of held leads', () => reportHeld(deps), 0, deps);
  const events = await duty("the team's e-mails", () => mailEvents(deps), 0, deps);
  const clock = await duty('the clock', () => runClock(deps), { reminded: 0, escalated: 0 }, deps);
  const weekly = await duty('the weekly figures', () => reportWeek(deps), false, deps);
  return {
    ...result,
    pending: await deps.store.pendingCount(),
    reported,
    events,
    ...clock,
    weekly,
  };
}
