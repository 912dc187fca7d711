/**
 * The lead store: every query the function makes, written once against the Db interface, so the
 * same SQL runs on PGlite (local, tests) and PostgreSQL (Supabase, CI). Times come from the
 * caller's clock, never from the database's, so behaviour over time is testable. Receiving a lead
 * is ./receive.ts; finding and erasing a person is SQL of the migrations (public.find_person,
 * public.forget_person), the same the owner runs in Supabase's SQL editor.
 */
import type { Lead, LeadKind } from '../../_shared/lead-schema.ts';
import { adviserQueries } from './adviser-queries.ts';
import { dateOf, ms, type Db } from './db.ts';
import { handlingQueries } from './handling-queries.ts';
import { receiveLead, type LeadConsents, type NewLead, type ReceiveRules } from './receive.ts';
import { reportQueries } from './report-queries.ts';
import { surveyAndReportQueries } from './survey-and-report-queries.ts';

export type { Adviser } from './adviser-queries.ts';
export type { ClaimResult, LeadEvent, LeadHandling, OutcomeRecord } from './handling-queries.ts';
export { type LeadConsents, type NewLead, type Receipt, type ReceiveRules } from './receive.ts';

/**
 * pending: the advisers (or a subscriber) are still to be e-mailed; delivered: done; held: a true
 * repeat (or a newsletter mailbox confirmed today), stored but not e-mailed on its own: the
 * advisers' digest of held leads lists it.
 */
export type NotificationState = 'pending' | 'delivered' | 'held';

export interface StoredLead {
  id: string;
  submissionId: string | null;
  kind: LeadKind;
  pageName: string;
  payload: Record<string, unknown>;
  receivedAt: Date;
  state: NotificationState;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  deliveredAt: Date | null;
  /** 1 for the first content of a submission, one more for each correction. */
  revision: number;
  /** The latest revision the advisers were e-mailed about (0: none yet). */
  notifiedRevision: number;
  /** When the advisers were e-mailed directly because the store was down (then stored late). */
  degradedAt: Date | null;
  /** The consents stored beside the payload (the evidence `npm run leads` shows). */
  consents: LeadConsents;
  /** The moment the site promised the call by (null: none). */
  promisedAt: Date | null;
}

/** A stored lead as the schema's Lead (its payload was validated before it was stored). */
export const asLead = (stored: Pick<StoredLead, 'kind' | 'payload'>): Lead =>
  ({ kind: stored.kind, data: stored.payload }) as Lead;

export interface Subscription {
  id: string;
  email: string;
  confirmedAt: Date | null;
}

export type Confirmation = 'confirmed' | 'already-confirmed' | 'unknown';

interface LeadRow {
  id: string;
  submission_id: string | null;
  kind: LeadKind;
  page_name: string;
  payload: Record<string, unknown>;
  received_at: Date | string;
  notification_state: NotificationState;
  attempts: number;
  next_attempt_at: Date | string;
  last_error: string | null;
  delivered_at: Date | string | null;
  revision: number;
  notified_revision: number;
  degraded_at: Date | string | null;
  consent_processing: boolean | null;
  consent_marketing: boolean | null;
  consent_marketing_email: boolean | null;
  consent_marketing_phone: boolean | null;
  consent_documents: boolean | null;
  consent_version: string | null;
  promised_at: Date | string | null;
}

const LEAD_COLUMNS = `id, submission_id, kind, page_name, payload, received_at, notification_state,
  attempts, next_attempt_at, last_error, delivered_at, revision, notified_revision, degraded_at,
  consent_processing, consent_marketing,
  consent_marketing_email, consent_marketing_phone, consent_documents, consent_version,
  promised_at`;

function leadOf(row: LeadRow): StoredLead {
  return {
    id: row.id,
    submissionId: row.submission_id,
    kind: row.kind,
    pageName: row.page_name,
    payload: row.payload,
    receivedAt: dateOf(row.received_at),
    state: row.notification_state,
    attempts: row.attempts,
    nextAttemptAt: dateOf(row.next_attempt_at),
    lastError: row.last_error,
    deliveredAt: row.delivered_at === null ? null : dateOf(row.delivered_at),
    revision: row.revision,
    notifiedRevision: row.notified_revision,
    degradedAt: row.degraded_at === null ? null : dateOf(row.degraded_at),
    consents: {
      processing: row.consent_processing,
      marketingEmail: row.consent_marketing_email,
      marketingPhone: row.consent_marketing_phone,
      marketing: row.consent_marketing,
      documents: row.consent_documents,
      version: row.consent_version,
    },
    promisedAt: row.promised_at === null ? null : dateOf(row.promised_at),
  };
}

/** What the owner asks about a person: any of their details (see public.person_lead_ids). */
export interface PersonQuery {
  email?: string;
  phone?: string;
  name?: string;
}

export interface Forgotten {
  leads: { id: string; kind: LeadKind; receivedAt: Date }[];
  /** Earlier versions of those leads, erased with them. */
  revisions: number;
  subscriptions: number;
  /** Survey answers whose link to the person's client (kept a day) was cleared; they stay. */
  surveyLinks: number;
}

const personParams = (person: PersonQuery) => [
  person.email?.trim() || null,
  person.phone?.trim() || null,
  person.name?.trim() || null,
];

async function subscriptionOf(db: Db, email: string): Promise<Subscription | undefined> {
  const [row] = await db.query<{ id: string; email: string; confirmed_at: Date | string | null }>(
    'select id, email, confirmed_at from public.newsletter_subscriptions where email = lower($1)',
    [email],
  );
  return (
    row && {
      id: row.id,
      email: row.email,
      confirmedAt: row.confirmed_at === null ? null : dateOf(row.confirmed_at),
    }
  );
}

export function createLeadStore(db: Db) {
  return {
    ...surveyAndReportQueries(db),
    ...adviserQueries(db),
    ...handlingQueries(db),
    ...reportQueries(db),
    /**
     * Stores a validated lead, or updates the lead its submission id names, unless it is a
     * duplicate or over the client's limit; a true repeat is stored as held (./receive.ts).
     */
    receive(input: NewLead, rules: ReceiveRules) {
      return db.transaction((tx) => receiveLead(tx, input, rules));
    },

    async lead(id: string): Promise<StoredLead | undefined> {
      const [row] = await db.query<LeadRow>(
        `select ${LEAD_COLUMNS} from public.leads where id = $1`,
        [id],
      );
      return row && leadOf(row);
    },

    /**
     * Takes up to `limit` pending leads that are due, oldest first, and leases them: their next
     * attempt moves `leaseMs` ahead, so a concurrent pass (or the first attempt) skips them.
     */
    async claimDue(now: Date, leaseMs: number, limit: number): Promise<StoredLead[]> {
      const rows = await db.query<LeadRow>(
        `update public.leads set next_attempt_at = $1::timestamptz + $2::interval
          where id in (
            select id from public.leads
             where notification_state = 'pending' and next_attempt_at <= $1
             order by next_attempt_at
             limit $3
             for update skip locked)
          returning ${LEAD_COLUMNS}`,
        [now, ms(leaseMs), limit],
      );
      return rows.map(leadOf).sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
    },

    /**
     * Records that the advisers were told about `revision`. A lead corrected meanwhile stays
     * pending for its newer revision when that one needs an e-mail (`mail_revision`), and not
     * when it does not (a repeat, a mailbox confirmed today).
     */
    async markDelivered(id: string, now: Date, revision = 1): Promise<void> {
      await db.query(
        `update public.leads
            set notified_revision = greatest(notified_revision, $3),
                notification_state = case when mail_revision <= greatest(notified_revision, $3)
                                          then 'delivered' else notification_state end,
                delivered_at = $2, attempts = attempts + 1, last_error = null
          where id = $1`,
        [id, now, revision],
      );
    },

    /**
     * The held leads no digest has listed yet (newsletter holds are nobody's task), oldest first,
     * once the oldest has waited `settleMs` (so that one digest lists a burst of repeats); none
     * before that.
     */
    async heldToReport(now: Date, settleMs: number, limit = 200): Promise<StoredLead[]> {
      const rows = await db.query<LeadRow>(
        `select ${LEAD_COLUMNS} from public.leads
          where notification_state = 'held' and reported_in is null and kind <> 'newsletter'
            and exists (select 1 from public.leads o
                         where o.notification_state = 'held' and o.reported_in is null
                           and o.kind <> 'newsletter'
                           and o.received_at <= $1::timestamptz - $2::interval)
          order by received_at, id limit $3`,
        [now, ms(settleMs), limit],
      );
      return rows.map(leadOf);
    },

    /** Records the held leads a digest (its id) listed. */
    async markReported(ids: readonly string[], digestId: string): Promise<void> {
      await db.query(
        `update public.leads set reported_in = $1
          where id = any($2::text::uuid[]) and reported_in is null`,
        [digestId, `{${ids.join(',')}}`],
      );
    },

    /** The content of a lead before `revision` (what the correction changed), if kept. */
    async previousPayload(
      id: string,
      revision: number,
    ): Promise<Record<string, unknown> | undefined> {
      const [row] = await db.query<{ payload: Record<string, unknown> }>(
        'select payload from public.lead_revisions where lead_id = $1 and revision = $2',
        [id, revision - 1],
      );
      return row?.payload;
    },

    /** Records a failed attempt and when to try again; returns the attempts made so far. */
    async markFailed(id: string, nextAttemptAt: Date, error: string): Promise<number> {
      const [row] = await db.query<{ attempts: number }>(
        `update public.leads
            set attempts = attempts + 1, next_attempt_at = $2, last_error = $3
          where id = $1 and notification_state = 'pending'
          returning attempts`,
        [id, nextAttemptAt, error.slice(0, 300)],
      );
      return row?.attempts ?? 0;
    },

    async pendingCount(): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        `select count(*)::int as count from public.leads where notification_state = 'pending'`,
      );
      return row?.count ?? 0;
    },

    /** The latest leads, newest first (for `npm run leads`). */
    async latest(limit: number): Promise<StoredLead[]> {
      const rows = await db.query<LeadRow>(
        `select ${LEAD_COLUMNS} from public.leads order by received_at desc, id limit $1`,
        [limit],
      );
      return rows.map(leadOf);
    },

    /**
     * Every lead of the person with any of these details (in its latest content or an earlier
     * revision), newest first, and the newsletter subscription of the address: an owner's answer
     * to a GDPR art. 15 request.
     */
    async findPerson(
      person: PersonQuery,
    ): Promise<{ leads: StoredLead[]; subscription: Subscription | undefined }> {
      const rows = await db.query<LeadRow>(
        `select ${LEAD_COLUMNS} from public.leads
          where id in (select public.person_lead_ids($1, $2, $3))
          order by received_at desc, id`,
        personParams(person),
      );
      const email = person.email?.trim();
      return {
        leads: rows.map(leadOf),
        subscription: email ? await subscriptionOf(db, email) : undefined,
      };
    },

    /**
     * Erases every lead of the person with any of these details, their earlier revisions and
     * newsletter subscriptions, and unlinks their same-day survey answers, in one transaction
     * (GDPR art. 17); returns what went.
     */
    async forget(person: PersonQuery): Promise<Forgotten> {
      const [row] = await db.query<{ forgotten: Forgotten | string }>(
        'select public.forget_person($1, $2, $3) as forgotten',
        personParams(person),
      );
      const forgotten =
        typeof row?.forgotten === 'string'
          ? (JSON.parse(row.forgotten) as Forgotten)
          : (row?.forgotten ?? { leads: [], revisions: 0, subscriptions: 0, surveyLinks: 0 });
      return {
        ...forgotten,
        leads: forgotten.leads.map((lead) => ({ ...lead, receivedAt: dateOf(lead.receivedAt) })),
      };
    },

    /** Deletes what is past its retention (two years); returns how many rows went. */
    async purge(now: Date): Promise<number> {
      const [row] = await db.query<{ removed: number }>(
        'select public.purge_expired_leads($1) as removed',
        [now],
      );
      return row?.removed ?? 0;
    },

    subscription: (email: string) => subscriptionOf(db, email),

    async confirmSubscription(id: string, now: Date): Promise<Confirmation> {
      const [row] = await db.query<{ newly: boolean }>(
        `update public.newsletter_subscriptions
            set confirmed_at = coalesce(confirmed_at, $2)
          where id = $1
          returning confirmed_at = $2 as newly`,
        [id, now],
      );
      if (!row) return 'unknown';
      return row.newly ? 'confirmed' : 'already-confirmed';
    },
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;
