/**
 * A lead's handling after the e-mail (issue 37): who owns it, the outcomes recorded with who and
 * when (public.lead_events), the team's e-mails about those changes, and the clock of its promised
 * moment (the reminder before it, the escalation after it). Every change is one statement or one
 * transaction whose condition makes it happen once however many requests or passes race: a lead
 * gets one owner, a reminder and an escalation are taken by one pass. Part of the lead store
 * (createLeadStore spreads these in).
 */
import type { OutcomeId } from '../../_shared/adviser-request.ts';
import { dateOf, ms, type Db, type Queryable } from './db.ts';

export interface LeadEvent {
  id: string;
  leadId: string;
  adviserId: string;
  adviserName: string;
  kind: 'claim' | 'outcome';
  outcome: OutcomeId | null;
  followUpAt: Date | null;
  note: string | null;
  at: Date;
  mailAttempts: number;
}

/** Where a lead stands: its promise, its owner, its latest outcome and its history, oldest first. */
export interface LeadHandling {
  promisedAt: Date | null;
  owner: { id: string; name: string; since: Date } | null;
  outcome: OutcomeId | null;
  history: LeadEvent[];
}

export type ClaimResult = 'claimed' | 'already-yours' | 'taken' | 'gone';

export interface OutcomeRecord {
  outcome: OutcomeId;
  followUpAt: Date | null;
  note: string;
}

interface EventRow {
  id: string;
  lead_id: string;
  adviser_id: string;
  adviser_name: string;
  kind: 'claim' | 'outcome';
  outcome: OutcomeId | null;
  follow_up_at: Date | string | null;
  note: string | null;
  at: Date | string;
  mail_attempts: number;
}

const EVENT_COLUMNS = `e.id, e.lead_id, e.adviser_id, a.name as adviser_name, e.kind, e.outcome,
  e.follow_up_at, e.note, e.at, e.mail_attempts`;

const eventOf = (row: EventRow): LeadEvent => ({
  id: row.id,
  leadId: row.lead_id,
  adviserId: row.adviser_id,
  adviserName: row.adviser_name,
  kind: row.kind,
  outcome: row.outcome,
  followUpAt: row.follow_up_at === null ? null : dateOf(row.follow_up_at),
  note: row.note,
  at: dateOf(row.at),
  mailAttempts: row.mail_attempts,
});

/** Records one change of a lead; its e-mail to the team is due at once. */
async function addEvent(
  tx: Queryable,
  leadId: string,
  adviserId: string,
  now: Date,
  outcome?: OutcomeRecord,
): Promise<void> {
  await tx.query(
    `insert into public.lead_events
       (id, lead_id, adviser_id, kind, outcome, follow_up_at, note, at, next_mail_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
    [
      crypto.randomUUID(),
      leadId,
      adviserId,
      outcome ? 'outcome' : 'claim',
      outcome?.outcome ?? null,
      outcome?.followUpAt ?? null,
      outcome?.note.trim() || null,
      now,
    ],
  );
}

/**
 * Makes the lead the adviser's when nobody has it: the condition `owner_id is null` lets exactly
 * one of any number of racing claims through. In the caller's transaction.
 */
async function takeLead(
  tx: Queryable,
  leadId: string,
  adviserId: string,
  now: Date,
): Promise<ClaimResult> {
  const taken = await tx.query(
    `update public.leads set owner_id = $2, claimed_at = $3
      where id = $1 and owner_id is null and kind <> 'newsletter'
      returning id`,
    [leadId, adviserId, now],
  );
  if (taken.length > 0) {
    await addEvent(tx, leadId, adviserId, now);
    return 'claimed';
  }
  const [lead] = await tx.query<{ owner_id: string | null }>(
    `select owner_id from public.leads where id = $1 and kind <> 'newsletter'`,
    [leadId],
  );
  if (!lead) return 'gone';
  return lead.owner_id === adviserId ? 'already-yours' : 'taken';
}

/**
 * The leads whose `mark` column (the reminder's or the escalation's) is due: unclaimed, with a
 * promise, `lead` before it or later; the mark is set in the same statement, so one pass takes
 * each lead once. Held repeats are stored with no promise, so they never come here.
 */
function takeDue(db: Db, mark: 'reminded_at' | 'escalated_at', now: Date, leadMs: number) {
  return db
    .query<{ id: string }>(
      `update public.leads set ${mark} = $1
        where id in (
          select id from public.leads
           where owner_id is null and promised_at is not null and ${mark} is null
             and promised_at <= $1::timestamptz + $2::interval
           order by promised_at
           limit 20
           for update skip locked)
        returning id`,
      [now, ms(leadMs)],
    )
    .then((rows) => rows.map((row) => row.id));
}

export function handlingQueries(db: Db) {
  return {
    /** The adviser of a link: active or not (a removed adviser's links are refused). */
    async adviser(id: string): Promise<{ id: string; name: string; active: boolean } | undefined> {
      const [row] = await db.query<{ id: string; name: string; active: boolean }>(
        'select id, name, active from public.advisers where id = $1',
        [id],
      );
      return row;
    },

    /** The lead's handling, or undefined when there is no such lead (erased, or a sign-up). */
    async handling(leadId: string): Promise<LeadHandling | undefined> {
      const [lead] = await db.query<{
        promised_at: Date | string | null;
        owner_id: string | null;
        owner_name: string | null;
        claimed_at: Date | string | null;
        outcome: OutcomeId | null;
      }>(
        `select l.promised_at, l.owner_id, a.name as owner_name, l.claimed_at, l.outcome
           from public.leads l left join public.advisers a on a.id = l.owner_id
          where l.id = $1 and l.kind <> 'newsletter'`,
        [leadId],
      );
      if (!lead) return undefined;
      const events = await db.query<EventRow>(
        `select ${EVENT_COLUMNS} from public.lead_events e
           join public.advisers a on a.id = e.adviser_id
          where e.lead_id = $1 order by e.at, e.seq`,
        [leadId],
      );
      return {
        promisedAt: lead.promised_at === null ? null : dateOf(lead.promised_at),
        owner:
          lead.owner_id && lead.claimed_at
            ? { id: lead.owner_id, name: lead.owner_name ?? '', since: dateOf(lead.claimed_at) }
            : null,
        outcome: lead.outcome,
        history: events.map(eventOf),
      };
    },

    /** "Przejmuję": the lead becomes the adviser's unless somebody has it already. */
    claimLead(leadId: string, adviserId: string, now: Date): Promise<ClaimResult> {
      return db.transaction((tx) => takeLead(tx, leadId, adviserId, now));
    },

    /**
     * Records an outcome by the lead's owner; a lead nobody has is claimed by it first (the adviser
     * called before pressing "Przejmuję"). Another adviser's lead is left as it is ('taken').
     */
    recordOutcome(
      leadId: string,
      adviserId: string,
      record: OutcomeRecord,
      now: Date,
    ): Promise<'recorded' | 'taken' | 'gone'> {
      return db.transaction(async (tx) => {
        const claim = await takeLead(tx, leadId, adviserId, now);
        if (claim === 'taken' || claim === 'gone') return claim;
        await addEvent(tx, leadId, adviserId, now, record);
        await tx.query(
          `update public.leads
              set outcome = $2, outcome_at = $3, first_call_at = coalesce(first_call_at, $3)
            where id = $1`,
          [leadId, record.outcome, now],
        );
        return 'recorded';
      });
    },

    /**
     * Takes up to `limit` changes whose e-mail to the team is due, oldest first, leasing them for
     * `leaseMs` (as claimDue leases leads): a concurrent pass skips them.
     */
    async eventsToMail(now: Date, leaseMs: number, limit = 20): Promise<LeadEvent[]> {
      const rows = await db.query<EventRow>(
        `with taken as (
           update public.lead_events set next_mail_at = $1::timestamptz + $2::interval
            where id in (
              select id from public.lead_events
               where mail_state = 'pending' and next_mail_at <= $1
               order by at, seq
               limit $3
               for update skip locked)
            returning *)
         select ${EVENT_COLUMNS} from taken e join public.advisers a on a.id = e.adviser_id
          order by e.at, e.seq`,
        [now, ms(leaseMs), limit],
      );
      return rows.map(eventOf);
    },

    async markEventMailed(id: string): Promise<void> {
      await db.query(
        `update public.lead_events set mail_state = 'sent', mail_attempts = mail_attempts + 1
          where id = $1`,
        [id],
      );
    },

    async markEventFailed(id: string, nextAt: Date): Promise<void> {
      await db.query(
        `update public.lead_events set mail_attempts = mail_attempts + 1, next_mail_at = $2
          where id = $1 and mail_state = 'pending'`,
        [id, nextAt],
      );
    },

    /** Unclaimed leads whose promise is `aheadMs` away or nearer: each taken once for a reminder. */
    takeReminders: (now: Date, aheadMs: number) => takeDue(db, 'reminded_at', now, aheadMs),

    /** Unclaimed leads whose promise has passed: each taken once for the owner's escalation. */
    takeEscalations: (now: Date) => takeDue(db, 'escalated_at', now, 0),

    /** Gives a reminder or an escalation back to the clock after its e-mail failed. */
    async releaseClockMark(id: string, mark: 'reminded_at' | 'escalated_at'): Promise<void> {
      await db.query(`update public.leads set ${mark} = null where id = $1`, [id]);
    },

    /**
     * Takes the week starting `weekStart` (a Monday, "YYYY-MM-DD") for the owner's weekly e-mail:
     * true for exactly one caller, ever.
     */
    async takeWeeklyReport(weekStart: string, now: Date): Promise<boolean> {
      const rows = await db.query(
        `insert into public.weekly_reports (week_start, sent_at) values ($1::date, $2)
         on conflict (week_start) do nothing returning week_start`,
        [weekStart, now],
      );
      return rows.length > 0;
    },

    /** Gives the week back after its e-mail failed, for the next pass. */
    async releaseWeeklyReport(weekStart: string): Promise<void> {
      await db.query('delete from public.weekly_reports where week_start = $1::date', [weekStart]);
    },
  };
}
