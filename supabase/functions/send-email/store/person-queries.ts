/**
 * A person's leads, found and erased by any detail they gave (public.person_lead_ids,
 * public.forget_person: the SQL the owner runs in Supabase's editor too), and the newsletter
 * subscriptions. Part of the lead store (createLeadStore spreads these in).
 */
import type { LeadKind } from '../../_shared/lead-schema.ts';
import { dateOf, type Db } from './db.ts';
import { LEAD_COLUMNS, leadOf, type LeadRow, type StoredLead } from './stored-lead.ts';

export interface Subscription {
  id: string;
  email: string;
  confirmedAt: Date | null;
}

export type Confirmation = 'confirmed' | 'already-confirmed' | 'unknown';

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

export function personQueries(db: Db) {
  return {
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
