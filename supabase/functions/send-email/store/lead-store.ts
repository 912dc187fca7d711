/**
 * The lead store: every query the function makes, written once against the Db interface, so the
 * same SQL runs on PGlite (local, tests) and PostgreSQL (Supabase, CI). Times come from the
 * caller's clock, never from the database's, so behaviour over time is testable.
 */
import type { Lead, LeadKind } from '../../_shared/lead-schema.ts';
import type { Db } from './db.ts';

export type NotificationState = 'pending' | 'delivered';

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
}

export interface ReceiveRules {
  /** At most this many leads per client within `rateWindowMs`; 0 turns the limit off. */
  rateLimit: number;
  rateWindowMs: number;
  /** The same client sending the same content within this window is stored once. */
  duplicateWindowMs: number;
}

export type Receipt =
  | { status: 'stored'; id: string }
  /** The submission id is known: the stored lead is acknowledged, nothing new is stored. */
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
  payload: Record<string, unknown> | string;
  received_at: Date | string;
  notification_state: NotificationState;
  attempts: number;
  next_attempt_at: Date | string;
  last_error: string | null;
  delivered_at: Date | string | null;
  consent_processing: boolean | null;
  consent_marketing: boolean | null;
  consent_marketing_email: boolean | null;
  consent_marketing_phone: boolean | null;
  consent_documents: boolean | null;
  consent_version: string | null;
}

const LEAD_COLUMNS = `id, submission_id, kind, page_name, payload, received_at, notification_state,
  attempts, next_attempt_at, last_error, delivered_at, consent_processing, consent_marketing,
  consent_marketing_email, consent_marketing_phone, consent_documents, consent_version`;

const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function leadOf(row: LeadRow): StoredLead {
  return {
    id: row.id,
    submissionId: row.submission_id,
    kind: row.kind,
    pageName: row.page_name,
    payload:
      typeof row.payload === 'string'
        ? (JSON.parse(row.payload) as Record<string, unknown>)
        : row.payload,
    receivedAt: dateOf(row.received_at),
    state: row.notification_state,
    attempts: row.attempts,
    nextAttemptAt: dateOf(row.next_attempt_at),
    lastError: row.last_error,
    deliveredAt: row.delivered_at === null ? null : dateOf(row.delivered_at),
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

const ms = (value: number) => `${Math.max(0, Math.round(value))} milliseconds`;

export function createLeadStore(db: Db) {
  return {
    /**
     * Stores a validated lead unless it is a known submission, a duplicate or over the client's
     * rate limit. One transaction, serialised per client by an advisory lock, so two racing
     * requests of one client cannot both pass the checks.
     */
    receive(input: NewLead, rules: ReceiveRules): Promise<Receipt> {
      const { lead, clientHash, receivedAt } = input;
      const submissionId = lead.data.submissionId ?? null;
      return db.transaction(async (tx): Promise<Receipt> => {
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [clientHash]);
        if (submissionId) {
          const [known] = await tx.query<{ id: string }>(
            'select id from public.leads where submission_id = $1',
            [submissionId],
          );
          if (known) return { status: 'known', id: known.id };
        }
        const [same] = await tx.query<{ id: string }>(
          `select id from public.leads
            where client_hash = $1 and content_hash = $2 and received_at > $3::timestamptz - $4::interval
            order by received_at desc limit 1`,
          [clientHash, input.contentHash, receivedAt, ms(rules.duplicateWindowMs)],
        );
        if (same) return { status: 'duplicate', id: same.id };
        if (rules.rateLimit > 0) {
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
        const consent = consentsOf(lead);
        const payload: Record<string, unknown> = { ...lead.data };
        delete payload.website; // the honeypot (empty for a person) is not part of the lead
        const inserted = await tx.query<{ id: string }>(
          `insert into public.leads (id, submission_id, kind, page_name, payload, received_at,
             consent_processing, consent_marketing, consent_marketing_email,
             consent_marketing_phone, consent_documents, consent_version,
             client_hash, content_hash, next_attempt_at)
           values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
           on conflict (submission_id) do nothing
           returning id`,
          [
            input.id,
            submissionId,
            lead.kind,
            lead.data.pageName,
            JSON.stringify(payload),
            receivedAt,
            consent.processing,
            consent.marketing,
            consent.marketingEmail,
            consent.marketingPhone,
            consent.documents,
            consent.version,
            clientHash,
            input.contentHash,
            input.firstRetryAt,
          ],
        );
        if (inserted.length === 0) {
          // The same submission id arrived from another client at the same moment.
          const [known] = await tx.query<{ id: string }>(
            'select id from public.leads where submission_id = $1',
            [submissionId],
          );
          return { status: 'known', id: known?.id ?? input.id };
        }
        if (lead.kind === 'newsletter') {
          await tx.query(
            `insert into public.newsletter_subscriptions (id, email, created_at, consent_version, lead_id)
             values ($1, lower($2), $3, $4, $5)
             on conflict (email) do update
               set lead_id = excluded.lead_id, consent_version = excluded.consent_version
               where public.newsletter_subscriptions.confirmed_at is null`,
            [crypto.randomUUID(), lead.data.email, receivedAt, consent.version, input.id],
          );
        }
        return { status: 'stored', id: input.id };
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

    async markDelivered(id: string, now: Date): Promise<void> {
      await db.query(
        `update public.leads
            set notification_state = 'delivered', delivered_at = $2, attempts = attempts + 1,
                last_error = null
          where id = $1`,
        [id, now],
      );
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

    /** Deletes what is past its retention (two years); returns how many rows went. */
    async purge(now: Date): Promise<number> {
      const [row] = await db.query<{ removed: number }>(
        'select public.purge_expired_leads($1) as removed',
        [now],
      );
      return row?.removed ?? 0;
    },

    async subscription(email: string): Promise<Subscription | undefined> {
      const [row] = await db.query<{ id: string; email: string; confirmed_at: Date | null }>(
        `select id, email, confirmed_at from public.newsletter_subscriptions where email = lower($1)`,
        [email],
      );
      return (
        row && {
          id: row.id,
          email: row.email,
          confirmedAt: row.confirmed_at && dateOf(row.confirmed_at),
        }
      );
    },

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
