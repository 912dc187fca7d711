/**
 * The leads bench's second act (issue 37): two advisers race for every stored lead through the
 * production entry, as two people pressing "Przejmuję" on their phones at once, each twice; then
 * both try to record an outcome, and only the owner may. Counted from the advisers' answers and the
 * rows: a lead with two owners (or two claims), an outcome answered 'recorded' with no row, an
 * outcome recorded for a lead by someone who does not own it, and a team e-mail never sent.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createSecrets } from '../../../supabase/functions/send-email/secrets';
import type { Db } from '../../../supabase/functions/send-email/store/db';
import { SITE_ORIGIN } from './submissions';

export interface HandlingCounts {
  leads: number;
  /** Claims answered 'claimed' (one per lead when nothing is wrong). */
  claimsWon: number;
  /** Claims answered 'taken' or 'already-yours'. */
  claimsRefused: number;
  /** Leads with more than one claim recorded, or an owner other than the claim's adviser. */
  twoOwners: number;
  /** Outcomes answered 'recorded'. */
  outcomesRecorded: number;
  /** Of those, with no row in lead_events. */
  outcomesLost: number;
  /** Outcome rows by an adviser who does not own the lead. */
  outcomesByOthers: number;
  /** Requests answered other than 200. */
  failedRequests: number;
  /** Team e-mails about claims and outcomes still unsent when the bench stopped waiting. */
  unsentTeamMails: number;
  seconds: number;
}

interface Options {
  db: Db;
  url: string;
  leadsSecret: string;
  concurrency: number;
  /** When to stop waiting for the team's e-mails. */
  stop: AbortSignal;
}

const ADVISERS = [
  { id: 'a0000000-0000-4000-8000-000000000001', name: 'Anna Nowak', email: 'anna@spokojnarata.pl' },
  {
    id: 'a0000000-0000-4000-8000-000000000002',
    name: 'Piotr Zieliński',
    email: 'piotr@spokojnarata.pl',
  },
] as const;

export async function raceHandling(options: Options): Promise<HandlingCounts> {
  const started = performance.now();
  const { db } = options;
  for (const adviser of ADVISERS) {
    await db.query(
      `insert into public.advisers (id, name, email) values ($1, $2, $3) on conflict do nothing`,
      [adviser.id, adviser.name, adviser.email],
    );
  }
  const leads = await db.query<{ id: string }>(
    `select id from public.leads where kind <> 'newsletter' order by received_at`,
  );
  const secrets = createSecrets(options.leadsSecret);
  const expires = new Date(Date.now() + 86_400_000);
  const counts = {
    claimsWon: 0,
    claimsRefused: 0,
    outcomesRecorded: 0,
    failedRequests: 0,
  };
  const recorded: { leadId: string; adviserId: string }[] = [];

  const call = async (body: Record<string, unknown>) => {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
      body: JSON.stringify({ formType: 'adviser', ...body }),
    });
    const answer = (await response.json().catch(() => ({}))) as { result?: string };
    if (response.status !== 200) counts.failedRequests += 1;
    return answer.result;
  };

  const race = async (leadId: string) => {
    const links = await Promise.all(
      ADVISERS.map((adviser) =>
        secrets.adviserLinkToken({ leadId, adviserId: adviser.id }, expires),
      ),
    );
    const claims = await Promise.all(
      [0, 1, 0, 1].map((index) => call({ action: 'claim', link: links[index] })),
    );
    for (const result of claims) {
      if (result === 'claimed') counts.claimsWon += 1;
      else if (result === 'taken' || result === 'already-yours') counts.claimsRefused += 1;
    }
    const outcomes = await Promise.all(
      links.map((link) => call({ action: 'outcome', link, outcome: 'conversation' })),
    );
    outcomes.forEach((result, index) => {
      if (result !== 'recorded') return;
      counts.outcomesRecorded += 1;
      recorded.push({ leadId, adviserId: ADVISERS[index]?.id ?? '' });
    });
  };

  let next = 0;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < leads.length) {
        const lead = leads[next];
        next += 1;
        if (lead) await race(lead.id);
      }
    }),
  );

  const [rows] = await db.query<{ two: number; others: number }>(
    `select
       (select count(*)::int from public.leads l
         where (select count(*) from public.lead_events e
                 where e.lead_id = l.id and e.kind = 'claim') > 1
            or exists (select 1 from public.lead_events e
                        where e.lead_id = l.id and e.kind = 'claim'
                          and e.adviser_id is distinct from l.owner_id)) as two,
       (select count(*)::int from public.lead_events e join public.leads l on l.id = e.lead_id
         where e.kind = 'outcome' and e.adviser_id is distinct from l.owner_id) as others`,
  );
  const found = await db.query<{ lead_id: string; adviser_id: string }>(
    `select lead_id, adviser_id from public.lead_events where kind = 'outcome'`,
  );
  const kept = new Set(found.map((row) => `${row.lead_id}/${row.adviser_id}`));
  const lost = recorded.filter((item) => !kept.has(`${item.leadId}/${item.adviserId}`)).length;

  let unsent = 0;
  for (;;) {
    const [row] = await db.query<{ count: number }>(
      `select count(*)::int as count from public.lead_events where mail_state = 'pending'`,
    );
    unsent = row?.count ?? 0;
    if (unsent === 0 || options.stop.aborted) break;
    await sleep(500);
  }
  return {
    leads: leads.length,
    ...counts,
    twoOwners: rows?.two ?? 0,
    outcomesLost: lost,
    outcomesByOthers: rows?.others ?? 0,
    unsentTeamMails: unsent,
    seconds: (performance.now() - started) / 1000,
  };
}

/** What failed, for the bench's verdict. */
export function handlingFailures(counts: HandlingCounts): string[] {
  return [
    ...(counts.claimsWon !== counts.leads
      ? [`${counts.claimsWon} claims won for ${counts.leads} leads`]
      : []),
    ...(counts.twoOwners > 0 ? [`${counts.twoOwners} leads with two owners`] : []),
    ...(counts.outcomesLost > 0 ? [`${counts.outcomesLost} outcomes lost`] : []),
    ...(counts.outcomesByOthers > 0 ? [`${counts.outcomesByOthers} outcomes by a non-owner`] : []),
    ...(counts.failedRequests > 0 ? [`${counts.failedRequests} adviser requests failed`] : []),
    ...(counts.unsentTeamMails > 0 ? [`${counts.unsentTeamMails} team e-mails unsent`] : []),
  ];
}
