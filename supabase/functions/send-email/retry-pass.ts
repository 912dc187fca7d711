/**
 * A retry pass (the local server's timer; on Supabase the cron-called retry entry point): every due
 * pending notification, then the digest of held repeats, the team's e-mails about claims and
 * outcomes, the promise's clock and the Monday figures. One duty's failure is logged and left to
 * the next pass; it never stops the others.
 */
import { attemptDelivery, reportHeld, targetOf } from './delivery.ts';
import type { DeliveryDeps } from './delivery-deps.ts';
import { mailEvents, reportWeek, runClock, type ClockResult } from './lead-clock.ts';
import { logLine } from './log-line.ts';

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
