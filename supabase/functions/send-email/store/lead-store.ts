/**
 * The lead store: every query the function makes, written once against the Db interface, so the
 * same SQL runs on PGlite (local, tests) and PostgreSQL (Supabase, CI). Times come from the
 * caller's clock, never from the database's, so behaviour over time is testable. One module per
 * part of a lead's life, spread in here: receiving it (receive.ts), notifying the advisers
 * (delivery-queries.ts), its handling and clock (handling-queries.ts), the roster
 * (adviser-queries.ts), a person's leads and subscriptions (person-queries.ts), the owner's
 * figures (report-queries.ts) and the survey's answers (survey-queries.ts).
 */
import { adviserQueries } from './adviser-queries.ts';
import type { Db } from './db.ts';
import { deliveryQueries } from './delivery-queries.ts';
import { handlingQueries } from './handling-queries.ts';
import { personQueries } from './person-queries.ts';
import { receiveLead, type NewLead, type ReceiveRules } from './receive.ts';
import { reportQueries } from './report-queries.ts';
import { LEAD_COLUMNS, leadOf, type LeadRow, type StoredLead } from './stored-lead.ts';
import { surveyQueries } from './survey-queries.ts';

export type { Adviser } from './adviser-queries.ts';
export type { ClaimResult, LeadEvent, LeadHandling, OutcomeRecord } from './handling-queries.ts';
export type { Confirmation, Forgotten, PersonQuery, Subscription } from './person-queries.ts';
export { type LeadConsents, type NewLead, type Receipt, type ReceiveRules } from './receive.ts';
export { asLead, type NotificationState, type StoredLead } from './stored-lead.ts';

export function createLeadStore(db: Db) {
  return {
    ...surveyQueries(db),
    ...adviserQueries(db),
    ...handlingQueries(db),
    ...reportQueries(db),
    ...deliveryQueries(db),
    ...personQueries(db),
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
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;
