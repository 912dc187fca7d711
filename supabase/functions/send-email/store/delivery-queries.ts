/**
 * The queries of a lead's notification: taking due leads with a lease, recording an e-mail sent or
 * failed, the held repeats for the digest and what a correction changed. Part of the lead store
 * (createLeadStore spreads these in).
 */
import { ms, type Db } from './db.ts';
import { LEAD_COLUMNS, leadOf, type LeadRow, type StoredLead } from './stored-lead.ts';

export function deliveryQueries(db: Db) {
  return {
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
  };
}
