/**
 * Receiving a lead: one transaction, serialised per client and per person by advisory locks, in
 * named steps, each a rule of its own:
 * 1. revision: a known submission id with new content updates that lead (within the same limits);
 * 2. duplicate: the same client sent the same content a moment ago;
 * 3. client limit: at most `rateLimit` accepted submissions (new leads and corrections) per client
 *    within `rateWindowMs`;
 * 4. person rule: a true repeat (the same content as a lead of the window, from anywhere) is stored
 *    as held and listed in the advisers' digest; a newsletter mailbox gets one confirmation a day;
 * 5. insert.
 * Everything with new content reaches the advisers at once: the limits protect, never hide.
 */
import { QUICK_LEAD_EMAIL, type Lead } from '../../_shared/lead-schema.ts';
import { dateOf, ms, type Queryable } from './db.ts';

export interface NewLead {
  id: string;
  lead: Lead;
  clientHash: string;
  /** What the visitor entered (secrets.ts contentHash): equal for a true repeat. */
  contentHash: string;
  receivedAt: Date;
  /** When the pending notification may be tried by a retry pass (the first attempt's lease). */
  firstRetryAt: Date;
  /**
   * The moment the site promised the call by (null: none, a newsletter sign-up); kept unless the
   * lead is held (a repeat's original has its own promise).
   */
  promisedAt: Date | null;
  /**
   * The reconciliation of a lead whose advisers' e-mail went out while the store was down: stored
   * as delivered at this time, past the client's limits (it passed the outage's own), never
   * e-mailed again.
   */
  degradedAt?: Date;
}

export interface ReceiveRules {
  /** At most this many submissions per client within `rateWindowMs`; 0 turns the limit off. */
  rateLimit: number;
  rateWindowMs: number;
  /** The same client sending the same content within this window is stored once. */
  duplicateWindowMs: number;
  /**
   * A lead with the same content as one received within this window (from any client) is a true
   * repeat: stored as held, listed in the digest, not e-mailed on its own. 0: off.
   */
  repeatWindowMs: number;
}

/** One confirmation e-mail per newsletter mailbox per day. */
export const NEWSLETTER_WINDOW_MS = 24 * 3_600_000;
/** A submission corrected more often than this is refused (429) rather than e-mailed again. */
export const MAX_REVISIONS = 20;

export type Receipt =
  | { status: 'stored'; id: string }
  /** Stored, but a true repeat (or a newsletter mailbox confirmed today): not e-mailed on its own. */
  | { status: 'held'; id: string }
  /** The submission id is known with other content: the lead now holds this revision. */
  | { status: 'revised'; id: string; revision: number; mailed: boolean }
  /** The submission id is known with this very content: nothing changes. */
  | { status: 'known'; id: string }
  /** The same client sent the same content a moment ago: that lead stands for this one. */
  | { status: 'duplicate'; id: string }
  | { status: 'limited'; retryAfterSeconds: number };

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

/** The address a lead gives, trimmed and in lower case; null for the no-address forms. */
export function contactEmailOf(lead: Lead): string | null {
  const email = (lead.data as { email?: string }).email?.trim().toLowerCase() ?? '';
  return email && email !== QUICK_LEAD_EMAIL ? email : null;
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
const LOCK_MAILBOX = 2;
const LOCK_CONTENT = 5;

/** The columns every write of a lead's content sets: who it is about, and its consents. */
function contentColumns(lead: Lead): unknown[] {
  const consent = consentsOf(lead);
  return [
    lead.kind,
    lead.data.pageName,
    payloadOf(lead),
    contactEmailOf(lead),
    (lead.data as { phone?: string }).phone ?? null,
    consent.processing,
    consent.marketing,
    consent.marketingEmail,
    consent.marketingPhone,
    consent.documents,
    consent.version,
  ];
}

/**
 * Serialises the receipts of one client, one content and one newsletter mailbox, so that racing
 * requests cannot both pass a check.
 */
async function lock(tx: Queryable, input: NewLead): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [LOCK_CLIENT, input.clientHash]);
  if (input.lead.kind === 'newsletter') {
    await tx.query('select pg_advisory_xact_lock($1, hashtext(public.mailbox_of($2)))', [
      LOCK_MAILBOX,
      input.lead.data.email,
    ]);
  }
  await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [
    LOCK_CONTENT,
    input.contentHash,
  ]);
}

/** Step 3: the client's limit over every accepted submission, or undefined when it is not reached. */
async function clientLimit(
  tx: Queryable,
  input: NewLead,
  rules: ReceiveRules,
): Promise<Receipt | undefined> {
  if (rules.rateLimit <= 0) return undefined;
  const recent = await tx.query<{ received_at: Date | string }>(
    `select received_at from public.lead_receipts
      where client_hash = $1 and received_at > $2::timestamptz - $3::interval
      order by received_at desc limit $4`,
    [input.clientHash, input.receivedAt, ms(rules.rateWindowMs), rules.rateLimit],
  );
  const oldest = recent[rules.rateLimit - 1];
  if (!oldest) return undefined;
  const freeAt = dateOf(oldest.received_at).getTime() + rules.rateWindowMs;
  return {
    status: 'limited',
    retryAfterSeconds: Math.max(1, Math.ceil((freeAt - input.receivedAt.getTime()) / 1000)),
  };
}

/** Counts a submission the client made against its limit. */
async function recordReceipt(tx: Queryable, input: NewLead): Promise<void> {
  await tx.query('insert into public.lead_receipts (client_hash, received_at) values ($1, $2)', [
    input.clientHash,
    input.receivedAt,
  ]);
}

/**
 * Step 4: whether the advisers (or the subscriber) should not be e-mailed about this content on
 * its own. A newsletter mailbox gets one confirmation per NEWSLETTER_WINDOW_MS, however it is
 * spelled (public.mailbox_of) or re-posted; any other lead is held only as a true repeat: the same
 * content as another lead of the window. `self` is the lead being revised, if any.
 */
async function isHeld(
  tx: Queryable,
  input: NewLead,
  rules: ReceiveRules,
  self: string | null = null,
): Promise<boolean> {
  if (input.lead.kind === 'newsletter') {
    const [mailed] = await tx.query(
      `select 1 from public.leads
        where kind = 'newsletter' and contact_mailbox = public.mailbox_of($1)
          and mailed_at > $2::timestamptz - $3::interval
        limit 1`,
      [input.lead.data.email, input.receivedAt, ms(NEWSLETTER_WINDOW_MS)],
    );
    return mailed !== undefined;
  }
  if (rules.repeatWindowMs <= 0) return false;
  const [repeat] = await tx.query(
    `select 1 from public.leads
      where content_hash = $1 and id is distinct from $2::uuid
        and received_at > $3::timestamptz - $4::interval
      limit 1`,
    [input.contentHash, self, input.receivedAt, ms(rules.repeatWindowMs)],
  );
  return repeat !== undefined;
}

/**
 * Step 1: a known submission id. The same content changes nothing; new content becomes the lead's
 * next revision (the earlier kept as evidence) within the client's limit, and is e-mailed unless it
 * is a true repeat or a newsletter mailbox already confirmed today. Undefined: the id is new.
 */
async function revise(
  tx: Queryable,
  input: NewLead,
  rules: ReceiveRules,
): Promise<Receipt | undefined> {
  const submissionId = input.lead.data.submissionId;
  if (!submissionId) return undefined;
  const [known] = await tx.query<{ id: string; content_hash: string; revision: number }>(
    'select id, content_hash, revision from public.leads where submission_id = $1 for update',
    [submissionId],
  );
  if (!known) return undefined;
  if (known.content_hash === input.contentHash) return { status: 'known', id: known.id };
  if (known.revision >= MAX_REVISIONS) {
    return { status: 'limited', retryAfterSeconds: Math.ceil(rules.rateWindowMs / 1000) };
  }
  const limited = await clientLimit(tx, input, rules);
  if (limited) return limited;
  await recordReceipt(tx, input);
  const mailed = !(await isHeld(tx, input, rules, known.id));
  await tx.query(
    `insert into public.lead_revisions (lead_id, revision, payload, received_at)
     select id, revision, payload, coalesce(revised_at, received_at)
       from public.leads where id = $1`,
    [known.id],
  );
  // Not e-mailed: the state and the revision that needs an e-mail stay as they were.
  const [revised] = await tx.query<{ revision: number }>(
    `update public.leads
        set kind = $2, page_name = $3, payload = $4::text::jsonb, contact_email = $5,
            contact_phone = public.normal_phone($6), contact_mailbox = public.mailbox_of($5),
            consent_processing = $7, consent_marketing = $8, consent_marketing_email = $9,
            consent_marketing_phone = $10, consent_documents = $11, consent_version = $12,
            content_hash = $13, revised_at = $14, revision = revision + 1,
            notification_state = case when $16 then 'pending' else notification_state end,
            next_attempt_at = case when $16 then $15 else next_attempt_at end,
            mailed_at = case when $16 then $14 else mailed_at end,
            mail_revision = case when $16 then revision + 1 else mail_revision end
      where id = $1
      returning revision`,
    [
      known.id,
      ...contentColumns(input.lead),
      input.contentHash,
      input.receivedAt,
      input.firstRetryAt,
      mailed,
    ],
  );
  return { status: 'revised', id: known.id, revision: revised?.revision ?? 2, mailed };
}

/** Step 2: the same client sent the same content within the duplicate window. */
async function duplicate(
  tx: Queryable,
  input: NewLead,
  rules: ReceiveRules,
): Promise<Receipt | undefined> {
  const [same] = await tx.query<{ id: string }>(
    `select id from public.leads
      where client_hash = $1 and content_hash = $2
        and received_at > $3::timestamptz - $4::interval
      order by received_at desc limit 1`,
    [input.clientHash, input.contentHash, input.receivedAt, ms(rules.duplicateWindowMs)],
  );
  return same && { status: 'duplicate', id: same.id };
}

/** Step 5: the new row (and a newsletter sign-up's subscription). */
async function insert(tx: Queryable, input: NewLead, held: boolean): Promise<Receipt> {
  const { lead } = input;
  const degraded = input.degradedAt !== undefined;
  const state = degraded ? 'delivered' : held ? 'held' : 'pending';
  const submissionId = lead.data.submissionId ?? null;
  const inserted = await tx.query<{ id: string }>(
    `insert into public.leads (id, submission_id, kind, page_name, payload, contact_email,
       contact_phone, contact_mailbox, consent_processing, consent_marketing,
       consent_marketing_email, consent_marketing_phone, consent_documents, consent_version,
       received_at, client_hash, content_hash, next_attempt_at, notification_state, delivered_at,
       notified_revision, degraded_at, mailed_at, promised_at)
     values ($1, $2, $3, $4, $5::text::jsonb, $6, public.normal_phone($7), public.mailbox_of($6),
       $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $19,
       case when $18 = 'held' then null else $14::timestamptz end,
       case when $18 = 'held' then null else $21::timestamptz end)
     on conflict do nothing
     returning id`,
    [
      input.id,
      submissionId,
      ...contentColumns(lead),
      input.receivedAt,
      input.clientHash,
      input.contentHash,
      input.firstRetryAt,
      state,
      input.degradedAt ?? null,
      degraded ? 1 : 0,
      input.promisedAt,
    ],
  );
  if (inserted.length === 0) {
    // The same submission id arrived from another client at the same moment, or a lead that timed
    // out into degraded mode was stored after all (the same id).
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
      [crypto.randomUUID(), lead.data.email, input.receivedAt, consentsOf(lead).version, input.id],
    );
  }
  return held ? { status: 'held', id: input.id } : { status: 'stored', id: input.id };
}

/** The receipt of one validated lead, in one transaction (see the steps above). */
export async function receiveLead(
  tx: Queryable,
  input: NewLead,
  rules: ReceiveRules,
): Promise<Receipt> {
  await lock(tx, input);
  const revised = await revise(tx, input, rules);
  if (revised) return revised;
  if (input.degradedAt !== undefined) return insert(tx, input, false);
  const refused = (await duplicate(tx, input, rules)) ?? (await clientLimit(tx, input, rules));
  if (refused) return refused;
  await recordReceipt(tx, input);
  return insert(tx, input, await isHeld(tx, input, rules));
}
