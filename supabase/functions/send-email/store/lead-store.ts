/**
 * The lead store: every query the function makes, written once against the Db interface, so the
 * same SQL runs on PGlite (local, tests) and PostgreSQL (Supabase, CI). Times come from the
 * caller's clock, never from the database's, so behaviour over time is testable.
 */
import { QUICK_LEAD_EMAIL, type Lead, type LeadKind } from '../../_shared/lead-schema.ts';
import type { Db } from './db.ts';
import { surveyAndReportQueries } from './survey-and-report-queries.ts';

/**
 * pending: the advisers (or a subscriber) are still to be e-mailed; delivered: done; held: a repeat
 * over the per-person limit, stored but not e-mailed on its own (the next e-mail about that person
 * lists it).
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
}

export interface NewLead {
  id: string;
  lead: Lead;
  clientHash: string;
  contentHash: string;
  receivedAt: Date;
  /** When the pending notification may be tried by a retry pass (the first attempt's lease). */
  firstRetryAt: Date;
  /**
   * The reconciliation of a lead whose advisers' e-mail went out while the store was down: stored
   * as delivered at this time, past every limit, never e-mailed again.
   */
  degradedAt?: Date;
}

export interface ReceiveRules {
  /** At most this many leads per client within `rateWindowMs`; 0 turns the limit off. */
  rateLimit: number;
  rateWindowMs: number;
  /** The same client sending the same content within this window is stored once. */
  duplicateWindowMs: number;
  /**
   * At most this many e-mails about one person (e-mail address or phone number) within
   * `contactWindowMs`, whatever address they come from; later leads are stored as held. 0: off.
   * A newsletter address gets at most one confirmation e-mail per NEWSLETTER_WINDOW_MS.
   */
  contactLimit: number;
  contactWindowMs: number;
}

/** One confirmation e-mail per newsletter address per day. */
export const NEWSLETTER_WINDOW_MS = 24 * 3_600_000;
/** A submission corrected more often than this is refused (429) rather than e-mailed again. */
export const MAX_REVISIONS = 20;

export type Receipt =
  | { status: 'stored'; id: string }
  /** Stored, but over the per-person limit: not e-mailed on its own. */
  | { status: 'held'; id: string }
  /** The submission id is known with other content: the lead now holds this revision. */
  | { status: 'revised'; id: string; revision: number }
  /** The submission id is known with this very content: nothing changes. */
  | { status: 'known'; id: string }
  /** The same client sent the same content a moment ago: that lead stands for this one. */
  | { status: 'duplicate'; id: string }
  | { status: 'limited'; retryAfterSeconds: number };

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
}

const LEAD_COLUMNS = `id, submission_id, kind, page_name, payload, received_at, notification_state,
  attempts, next_attempt_at, last_error, delivered_at, revision, notified_revision, degraded_at,
  consent_processing, consent_marketing,
  consent_marketing_email, consent_marketing_phone, consent_documents, consent_version`;

const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

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
  };
}

/** The consents a lead carries, as stored beside it (null: the form has no such box). */
export interface LeadConsents {
  processing: boolean | null;
  /** Offers by e-mail (the wizards' e-mail box; a newsletter sign-up's box). */
  marketingEmail: boolean | null;
  /** Offers by phone (the wizards' phone box). */
  marketingPhone: boolean | null;
  /** `consentMarketing` as sent: before the split, one box for both channels. */
  marketing: boolean | null;
  documents: boolean | null;
  version: string | null;
}

/** The consent flags a form sends, under one name each. */
export function consentsOf(lead: Lead): LeadConsents {
  const data = lead.data as Record<string, unknown>;
  const flag = (value: unknown) => (typeof value === 'boolean' ? value : null);
  const newsletter = lead.kind === 'newsletter';
  return {
    processing: flag(data.consentProcessing ?? data.consent),
    marketingEmail: flag(newsletter ? data.consentMarketing : data.consentMarketingEmail),
    marketingPhone: flag(data.consentMarketingPhone),
    marketing: flag(data.consentMarketing),
    documents: flag(data.consentDocuments),
    version: typeof data.consentVersion === 'string' ? data.consentVersion : null,
  };
}

/** A lead (alias l) of the person with e-mail $1, now or in an earlier revision. */
const PERSON_MATCH = `(lower(l.payload->>'email') = lower($1)
  or exists (select 1 from public.lead_revisions r
              where r.lead_id = l.id and lower(r.payload->>'email') = lower($1)))`;

export interface Forgotten {
  leads: { id: string; kind: LeadKind; receivedAt: Date }[];
  /** Earlier versions of those leads, erased with them. */
  revisions: number;
  subscriptions: number;
}

const ms = (value: number) => `${Math.max(0, Math.round(value))} milliseconds`;

/** Who a lead is about, normalised: the per-person limits and the owner's lookups use these. */
export function contactOf(lead: Lead): { email: string | null; phone: string | null } {
  const data = lead.data as { email?: string; phone?: string };
  const email = data.email?.trim().toLowerCase() ?? '';
  const phone = (data.phone ?? '').replace(/\D/g, '').slice(-9);
  return {
    email: email && email !== QUICK_LEAD_EMAIL ? email : null,
    phone: phone || null,
  };
}

/**
 * The payload as a parameter: JSON text, cast in SQL with `$n::text::jsonb`. Typed as text, both
 * drivers send the string as it is and PostgreSQL parses it into an object (a parameter typed
 * jsonb makes postgres.js encode the string once more, storing a JSON string).
 */
function payloadOf(lead: Lead): string {
  const payload: Record<string, unknown> = { ...lead.data };
  delete payload.website; // the honeypot (empty for a person) is not part of the lead
  return JSON.stringify(payload);
}

/** Each advisory lock a receipt takes, in this order everywhere (no deadlock between receipts). */
const LOCK_CLIENT = 1;
const LOCK_EMAIL = 2;
const LOCK_PHONE = 3;

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
    /**
     * Stores a validated lead, or updates the lead its submission id names, unless it is a
     * duplicate or over the client's rate limit; a lead over the per-person limit is stored as
     * held. One transaction, serialised per client and per person by advisory locks, so racing
     * requests cannot both pass a check.
     */
    receive(input: NewLead, rules: ReceiveRules): Promise<Receipt> {
      const { lead, clientHash, receivedAt } = input;
      const submissionId = lead.data.submissionId ?? null;
      const contact = contactOf(lead);
      const consent = consentsOf(lead);
      return db.transaction(async (tx): Promise<Receipt> => {
        await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [LOCK_CLIENT, clientHash]);
        if (contact.email) {
          await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [
            LOCK_EMAIL,
            contact.email,
          ]);
        }
        if (contact.phone) {
          await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [
            LOCK_PHONE,
            contact.phone,
          ]);
        }
        const consentValues = [
          consent.processing,
          consent.marketing,
          consent.marketingEmail,
          consent.marketingPhone,
          consent.documents,
          consent.version,
        ];
        if (submissionId) {
          const [known] = await tx.query<{ id: string; content_hash: string; revision: number }>(
            'select id, content_hash, revision from public.leads where submission_id = $1 for update',
            [submissionId],
          );
          if (known?.content_hash === input.contentHash) {
            return { status: 'known', id: known.id };
          }
          if (known && known.revision >= MAX_REVISIONS) {
            return { status: 'limited', retryAfterSeconds: Math.ceil(rules.rateWindowMs / 1000) };
          }
          if (known) {
            // The earlier content stays as evidence; the row holds the latest, to be e-mailed.
            await tx.query(
              `insert into public.lead_revisions (lead_id, revision, payload, received_at)
               select id, revision, payload, coalesce(revised_at, received_at)
                 from public.leads where id = $1`,
              [known.id],
            );
            const [revised] = await tx.query<{ revision: number }>(
              `update public.leads
                  set kind = $2, page_name = $3, payload = $4::text::jsonb, content_hash = $5,
                      revised_at = $6, revision = revision + 1, contact_email = $7,
                      contact_phone = $8, notification_state = 'pending', next_attempt_at = $9,
                      consent_processing = $10, consent_marketing = $11,
                      consent_marketing_email = $12, consent_marketing_phone = $13,
                      consent_documents = $14, consent_version = $15
                where id = $1
                returning revision`,
              [
                known.id,
                lead.kind,
                lead.data.pageName,
                payloadOf(lead),
                input.contentHash,
                receivedAt,
                contact.email,
                contact.phone,
                input.firstRetryAt,
                ...consentValues,
              ],
            );
            return { status: 'revised', id: known.id, revision: revised?.revision ?? 2 };
          }
        }
        const degraded = input.degradedAt !== undefined;
        if (!degraded) {
          const [same] = await tx.query<{ id: string }>(
            `select id from public.leads
              where client_hash = $1 and content_hash = $2 and received_at > $3::timestamptz - $4::interval
              order by received_at desc limit 1`,
            [clientHash, input.contentHash, receivedAt, ms(rules.duplicateWindowMs)],
          );
          if (same) return { status: 'duplicate', id: same.id };
        }
        if (!degraded && rules.rateLimit > 0) {
          const recent = await tx.query<{ received_at: Date | string }>(
            `select received_at from public.leads
              where client_hash = $1 and received_at > $2::timestamptz - $3::interval
              order by received_at desc limit $4`,
            [clientHash, receivedAt, ms(rules.rateWindowMs), rules.rateLimit],
          );
          const oldest = recent[rules.rateLimit - 1];
          if (oldest) {
            const freeAt = dateOf(oldest.received_at).getTime() + rules.rateWindowMs;
            return {
              status: 'limited',
              retryAfterSeconds: Math.max(1, Math.ceil((freeAt - receivedAt.getTime()) / 1000)),
            };
          }
        }
        const newsletter = lead.kind === 'newsletter';
        const cap = newsletter ? 1 : rules.contactLimit;
        let held = false;
        if (!degraded && cap > 0 && (contact.email || contact.phone)) {
          const [row] = await tx.query<{ count: number }>(
            `select count(*)::int as count from public.leads
              where notification_state <> 'held' and (kind = 'newsletter') = $1
                and received_at > $2::timestamptz - $3::interval
                and (contact_email = $4 or contact_phone = $5)`,
            [
              newsletter,
              receivedAt,
              ms(newsletter ? NEWSLETTER_WINDOW_MS : rules.contactWindowMs),
              contact.email,
              newsletter ? null : contact.phone,
            ],
          );
          held = (row?.count ?? 0) >= cap;
        }
        const state: NotificationState = degraded ? 'delivered' : held ? 'held' : 'pending';
        const inserted = await tx.query<{ id: string }>(
          `insert into public.leads (id, submission_id, kind, page_name, payload, received_at,
             client_hash, content_hash, next_attempt_at, contact_email, contact_phone,
             notification_state, delivered_at, notified_revision, degraded_at,
             consent_processing, consent_marketing, consent_marketing_email,
             consent_marketing_phone, consent_documents, consent_version)
           values ($1, $2, $3, $4, $5::text::jsonb, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
             $16, $17, $18, $19, $20, $21)
           on conflict do nothing
           returning id`,
          [
            input.id,
            submissionId,
            lead.kind,
            lead.data.pageName,
            payloadOf(lead),
            receivedAt,
            clientHash,
            input.contentHash,
            input.firstRetryAt,
            contact.email,
            contact.phone,
            state,
            input.degradedAt ?? null,
            degraded ? 1 : 0,
            input.degradedAt ?? null,
            ...consentValues,
          ],
        );
        if (inserted.length === 0) {
          // The same submission id arrived from another client at the same moment, or a lead
          // that timed out into degraded mode was stored after all (the same id).
          const [known] = await tx.query<{ id: string }>(
            'select id from public.leads where submission_id = $1',
            [submissionId],
          );
          return { status: 'known', id: known?.id ?? input.id };
        }
        if (newsletter) {
          await tx.query(
            `insert into public.newsletter_subscriptions (id, email, created_at, consent_version, lead_id)
             values ($1, lower($2), $3, $4, $5)
             on conflict (email) do update
               set lead_id = excluded.lead_id, consent_version = excluded.consent_version
               where public.newsletter_subscriptions.confirmed_at is null`,
            [crypto.randomUUID(), lead.data.email, receivedAt, consent.version, input.id],
          );
        }
        return held ? { status: 'held', id: input.id } : { status: 'stored', id: input.id };
      });
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
     * Records that the advisers were told about `revision` (and about the held repeats listed in
     * that e-mail). A lead corrected meanwhile stays pending for its newer revision.
     */
    async markDelivered(
      id: string,
      now: Date,
      revision = 1,
      reported: readonly string[] = [],
    ): Promise<void> {
      await db.query(
        `update public.leads
            set notified_revision = greatest(notified_revision, $3),
                notification_state = case when revision <= greatest(notified_revision, $3)
                                          then 'delivered' else notification_state end,
                delivered_at = $2, attempts = attempts + 1, last_error = null
          where id = $1`,
        [id, now, revision],
      );
      if (reported.length > 0) {
        await db.query(
          `update public.leads set reported_in = $1
            where id = any($2::text::uuid[]) and notification_state = 'held'`,
          [id, `{${reported.join(',')}}`],
        );
      }
    },

    /** The held repeats of the person a lead is about that no e-mail has listed yet, oldest first. */
    async heldRepeats(lead: Lead, exceptId: string): Promise<StoredLead[]> {
      const contact = contactOf(lead);
      if (lead.kind === 'newsletter' || (!contact.email && !contact.phone)) return [];
      const rows = await db.query<LeadRow>(
        `select ${LEAD_COLUMNS} from public.leads
          where notification_state = 'held' and reported_in is null and kind <> 'newsletter'
            and id <> $1 and (contact_email = $2 or contact_phone = $3)
          order by received_at limit 50`,
        [exceptId, contact.email, contact.phone],
      );
      return rows.map(leadOf);
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
     * Every lead of the person who gave `email` (in its latest content or an earlier revision),
     * newest first, and the address's newsletter subscription: an owner's answer to a GDPR art. 15
     * request.
     */
    async findByEmail(
      email: string,
    ): Promise<{ leads: StoredLead[]; subscription: Subscription | undefined }> {
      const rows = await db.query<LeadRow>(
        `select ${LEAD_COLUMNS} from public.leads l where ${PERSON_MATCH}
          order by received_at desc, id`,
        [email.trim()],
      );
      return { leads: rows.map(leadOf), subscription: await subscriptionOf(db, email.trim()) };
    },

    /**
     * Erases every lead of the person who gave `email`, their earlier revisions and the
     * address's newsletter subscription, in one transaction (GDPR art. 17); returns what went.
     */
    forget(email: string): Promise<Forgotten> {
      const address = email.trim();
      return db.transaction(async (tx) => {
        const [revisions] = await tx.query<{ count: number }>(
          `select count(*)::int as count from public.lead_revisions
            where lead_id in (select id from public.leads l where ${PERSON_MATCH})`,
          [address],
        );
        const leads = await tx.query<{ id: string; kind: LeadKind; received_at: Date | string }>(
          `delete from public.leads l where ${PERSON_MATCH} returning id, kind, received_at`,
          [address],
        );
        const subscriptions = await tx.query<{ id: string }>(
          'delete from public.newsletter_subscriptions where email = lower($1) returning id',
          [address],
        );
        return {
          leads: leads
            .map((row) => ({ id: row.id, kind: row.kind, receivedAt: dateOf(row.received_at) }))
            .sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime()),
          revisions: revisions?.count ?? 0,
          subscriptions: subscriptions.length,
        };
      });
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
