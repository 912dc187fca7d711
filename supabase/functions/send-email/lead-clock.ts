/**
 * What happens to a lead after its notification, run by every retry pass: the team's e-mails about
 * claims and outcomes, the promise's clock (a reminder before the promised moment, the owner's
 * escalation after it) and the owner's Monday figures. Each is sent once: a statement that marks
 * it takes it, and a failed send gives it back to the next pass.
 */
import { minutesOf, workingHours } from '../_shared/service-promises.ts';
import { plusDays, warsawMoment, warsawTime, weekdayOf } from '../_shared/warsaw-calendar.ts';
import { nextAttemptDelay } from './delivery.ts';
import type { DeliveryDeps } from './delivery-deps.ts';
import {
  REMINDER_AHEAD_MINUTES,
  buildEscalation,
  buildEventMail,
  buildReminder,
} from './handling-mail.ts';
import { logLine } from './log-line.ts';
import type { LeadEvent, StoredLead } from './store/lead-store.ts';
import { aboutLead, advisersInbox, sendToTeam } from './team-mail.ts';
import { buildWeeklyReport } from './weekly-report.ts';

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
