/**
 * A lead as the store keeps it (public.leads), and how a row becomes one: read by every query that
 * returns leads (delivery-queries.ts, person-queries.ts, lead-store.ts).
 */
import type { Lead, LeadKind } from '../../_shared/lead-schema.ts';
import { dateOf } from './db.ts';
import type { LeadConsents } from './receive.ts';

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

export interface LeadRow {
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

export const LEAD_COLUMNS = `id, submission_id, kind, page_name, payload, received_at, notification_state,
  attempts, next_attempt_at, last_error, delivered_at, revision, notified_revision, degraded_at,
  consent_processing, consent_marketing,
  consent_marketing_email, consent_marketing_phone, consent_documents, consent_version,
  promised_at`;

export function leadOf(row: LeadRow): StoredLead {
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
