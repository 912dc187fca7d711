/**
 * The advisers' roster (public.advisers): who receives the notifications. The owner adds and
 * removes advisers without a redeploy (`npm run advisers`, or SQL in Supabase's editor); removing
 * one keeps the row (who handled which lead stays readable) and makes it inactive. Part of the
 * lead store (createLeadStore spreads these in).
 */
import type { Db } from './db.ts';

export interface Adviser {
  id: string;
  name: string;
  email: string;
  active: boolean;
}

export function adviserQueries(db: Db) {
  return {
    /** Every adviser, the active ones first, by name. */
    listAdvisers: () =>
      db.query<Adviser>(
        'select id, name, email, active from public.advisers order by active desc, name, email',
      ),

    /** The addresses the notifications go to: the active advisers', or none. */
    async adviserAddresses(): Promise<string[]> {
      const rows = await db.query<{ email: string }>(
        'select email from public.advisers where active order by name, email',
      );
      return rows.map((row) => row.email);
    },

    /** Adds an adviser, or makes one with this address active again under this name. */
    async addAdviser(name: string, email: string, now: Date): Promise<Adviser> {
      const [row] = await db.query<Adviser>(
        `insert into public.advisers (id, name, email, created_at)
         values ($1, $2, lower($3), $4)
         on conflict (email) do update
           set name = excluded.name, active = true, removed_at = null
         returning id, name, email, active`,
        [crypto.randomUUID(), name.trim(), email.trim(), now],
      );
      if (!row) throw new Error('adviser not stored');
      return row;
    },

    /** Makes the adviser with this address inactive; false when there is none active. */
    async removeAdviser(email: string, now: Date): Promise<boolean> {
      const rows = await db.query(
        `update public.advisers set active = false, removed_at = $2
          where email = lower($1) and active
          returning id`,
        [email.trim(), now],
      );
      return rows.length > 0;
    },
  };
}
