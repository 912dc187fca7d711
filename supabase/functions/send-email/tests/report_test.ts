/**
 * The owner's figures (public.lead_report through store.leadReport) on leads and their history
 * written straight into the tables, as the advisers' page will write them: weeks in Warsaw time,
 * the medians and nine-in-ten times, the promised moment kept or not, the latest outcomes, each
 * campaign's funnel; newsletter sign-ups and held repeats left out. Then the Monday e-mail built
 * from them. Its own database.
 */
import { outcomeIds, type OutcomeId } from '../../_shared/adviser-request.ts';
import type { Db } from '../store/db.ts';
import { createLeadStore } from '../store/lead-store.ts';
import type { LeadReport } from '../store/report-queries.ts';
import { buildWeeklyReport, minutesText, weekRange } from '../weekly-report.ts';
import { assert, assertEquals, assertExcludes, assertIncludes } from './assert.ts';
import { ENGINE, migratedDb, test } from './common.ts';

const MINUTE = 60_000;
const ADVISER = crypto.randomUUID();

interface Seed {
  at: string;
  kind?: string;
  state?: 'pending' | 'delivered' | 'held';
  attribution?: Record<string, string>;
  /** Minutes after arrival. */
  claimed?: number;
  promised?: number;
  firstCall?: number;
  /** The outcomes recorded, in order, each with its minute: the last is the lead's latest. */
  outcomes?: [string, number][];
}

async function seed(db: Db, lead: Seed): Promise<string> {
  const id = crypto.randomUUID();
  const received = new Date(lead.at);
  const after = (minutes: number | undefined) =>
    minutes === undefined ? null : new Date(received.getTime() + minutes * MINUTE);
  const latest = lead.outcomes?.at(-1);
  const payload = {
    ...(lead.kind === 'newsletter'
      ? { email: 'czytelnik@example.pl' }
      : { name: 'Jan Nowak', phone: '+48 501 202 303' }),
    ...(lead.attribution ? { attribution: lead.attribution } : {}),
  };
  await db.query(
    `insert into public.leads (id, kind, page_name, payload, received_at, client_hash,
       content_hash, next_attempt_at, notification_state, promised_at, owner_id, claimed_at,
       first_call_at, outcome, outcome_at)
     values ($1, $2, 'Formularz kontaktowy', $3::text::jsonb, $4, 'c', 'h', $4, $5, $6, $7, $8,
       $9, $10, $11)`,
    [
      id,
      lead.kind ?? 'contact',
      JSON.stringify(payload),
      received,
      lead.state ?? 'delivered',
      after(lead.promised),
      lead.claimed === undefined ? null : ADVISER,
      after(lead.claimed),
      after(lead.firstCall),
      latest?.[0] ?? null,
      after(latest?.[1]),
    ],
  );
  if (lead.claimed !== undefined) {
    await db.query(
      `insert into public.lead_events (id, lead_id, adviser_id, kind, at, next_mail_at)
       values ($1, $2, $3, 'claim', $4, $4)`,
      [crypto.randomUUID(), id, ADVISER, after(lead.claimed)],
    );
  }
  for (const [outcome, minute] of lead.outcomes ?? []) {
    await db.query(
      `insert into public.lead_events (id, lead_id, adviser_id, kind, outcome, at, next_mail_at,
         mail_state)
       values ($1, $2, $3, 'outcome', $4, $5, $5, 'sent')`,
      [crypto.randomUUID(), id, ADVISER, outcome, after(minute)],
    );
  }
  return id;
}

const google = { source: 'google', medium: 'cpc', campaign: 'jesien' };
const DAY = 24 * 60;

/** Every outcome at 0 but those given. */
const outcomes = (counts: Partial<Record<OutcomeId, number>> = {}) =>
  Object.fromEntries(outcomeIds.map((id) => [id, counts[id] ?? 0])) as Record<OutcomeId, number>;
const noTimes = { median: null, p90: null };

test(`the owner's figures per week and campaign on ${ENGINE}`, async (t) => {
  const db = await migratedDb();
  const store = createLeadStore(db);
  try {
    await t.step('nothing stored: no weeks, no campaigns', async () => {
      assertEquals(await store.leadReport(), { weeks: [], campaigns: [] });
    });

    await db.query(
      `insert into public.advisers (id, name, email) values ($1, 'Anna Nowak', 'anna@example.pl')`,
      [ADVISER],
    );
    // Week of Monday 16 November 2026 (CET, UTC+1).
    await seed(db, {
      at: '2026-11-18T09:00:00Z',
      attribution: { landingPage: '/' },
      claimed: 3,
      firstCall: 8,
      promised: 60,
      outcomes: [['conversation', 8]],
    });
    // Sunday 23:30 in Warsaw (22:30 UTC): still the week of the 16th.
    await seed(db, { at: '2026-11-22T22:30:00Z', attribution: google, claimed: 6 });
    // Monday 00:30 in Warsaw (Sunday 23:30 UTC): the week of the 23rd.
    await seed(db, { at: '2026-11-22T23:30:00Z', attribution: google, state: 'pending' });
    // The week of the 23rd, Tuesday.
    const tuesday = '2026-11-24T09:00:00Z';
    await seed(db, {
      at: tuesday,
      attribution: google,
      claimed: 2,
      promised: 30,
      firstCall: 5,
      outcomes: [
        ['conversation', 5],
        ['application', 2 * DAY],
        ['payout', 9 * DAY],
      ],
    });
    await seed(db, {
      at: tuesday,
      attribution: google,
      claimed: 4 + 10 / 60,
      promised: 30,
      // Called at the very promised moment: in time.
      firstCall: 30,
      outcomes: [['no-answer', 30]],
    });
    await seed(db, {
      at: tuesday,
      attribution: { source: 'facebook', medium: 'social', campaign: 'jesien' },
      claimed: 10,
      promised: 30,
      firstCall: 50,
      outcomes: [
        ['no-answer', 50],
        ['declined', DAY],
      ],
    });
    await seed(db, {
      at: tuesday,
      attribution: { referrer: 'https://www.bing.com/search?q=konsolidacja' },
      claimed: 20,
      promised: 30,
    });
    // Sent by a page built before attribution: no campaign data.
    await seed(db, { at: tuesday, state: 'pending' });
    await seed(db, {
      at: tuesday,
      attribution: google,
      claimed: 1,
      firstCall: 3,
      outcomes: [
        ['meeting', 3],
        ['application', 3 * DAY],
      ],
    });
    // Not leads for the report: a held repeat (handled, even) and a newsletter sign-up.
    await seed(db, {
      at: tuesday,
      attribution: google,
      state: 'held',
      claimed: 1,
      promised: 30,
      firstCall: 2,
      outcomes: [['payout', 2]],
    });
    await seed(db, { at: tuesday, kind: 'newsletter', attribution: google });
    // Nothing in the week of the 30th; one lead in the week of 7 December.
    await seed(db, {
      at: '2026-12-09T12:00:00Z',
      attribution: { ...google, campaign: 'zima' },
      state: 'pending',
    });

    const weekOf16: LeadReport['weeks'][number] = {
      week: '2026-11-16',
      leads: 2,
      claimed: 2,
      claimMinutes: { median: 4.5, p90: 5.7 },
      firstCallMinutes: { median: 8, p90: 8 },
      promised: 1,
      withinPromise: 1,
      outcomes: outcomes({ conversation: 1 }),
    };
    const weekOf23: LeadReport['weeks'][number] = {
      week: '2026-11-23',
      leads: 7,
      claimed: 5,
      // 1, 2, 4.17, 10, 20 minutes.
      claimMinutes: { median: 4.2, p90: 16 },
      // 3, 5, 30, 50 minutes.
      firstCallMinutes: { median: 17.5, p90: 44 },
      promised: 4,
      withinPromise: 2,
      outcomes: outcomes({ 'no-answer': 1, application: 1, payout: 1, declined: 1 }),
    };
    const funnel = (
      source: string,
      medium: string,
      campaign: string,
      counts: [number, number, number, number],
    ) => ({
      source,
      medium,
      campaign,
      leads: counts[0],
      conversation: counts[1],
      application: counts[2],
      payout: counts[3],
    });

    await t.step('every week from the first lead to the last, in Warsaw time', async () => {
      const report = await store.leadReport();
      assertEquals(report.weeks, [
        weekOf16,
        weekOf23,
        { ...weekOf16, week: '2026-11-30', ...emptyFigures },
        { ...weekOf16, week: '2026-12-07', ...emptyFigures, leads: 1 },
      ]);
    });

    await t.step('each campaign from lead to payout, by every outcome ever recorded', async () => {
      const report = await store.leadReport();
      assertEquals(report.campaigns, [
        funnel('google', 'cpc', 'jesien', [5, 2, 2, 1]),
        funnel('(bezpośrednio)', '(brak)', '(brak)', [1, 1, 0, 0]),
        // 'declined' after a call: a conversation.
        funnel('facebook', 'social', 'jesien', [1, 1, 0, 0]),
        funnel('(brak danych)', '(brak danych)', '(brak)', [1, 0, 0, 0]),
        funnel('google', 'cpc', 'zima', [1, 0, 0, 0]),
        funnel('www.bing.com', '(odnośnik)', '(brak)', [1, 0, 0, 0]),
      ]);
    });

    await t.step('one week: Monday midnight to Monday midnight in Warsaw', async () => {
      const report = await store.leadReport(
        new Date('2026-11-23T00:00:00+01:00'),
        new Date('2026-11-30T00:00:00+01:00'),
      );
      assertEquals(report.weeks, [weekOf23]);
      assertEquals(report.campaigns[0], funnel('google', 'cpc', 'jesien', [4, 2, 2, 1]));
      assertEquals(
        report.campaigns.reduce((sum, campaign) => sum + campaign.leads, 0),
        7,
      );
      // From the SQL editor, the same.
      const [row] = await db.query<{ report: unknown }>(
        `select public.lead_report('2026-11-23T00:00:00+01', '2026-11-30T00:00:00+01') as report`,
      );
      const raw = (typeof row?.report === 'string' ? JSON.parse(row.report) : row?.report) as {
        weeks: { outcomes: Record<string, number> }[];
      };
      // The SQL names every outcome the advisers can record.
      assertEquals(Object.keys(raw.weeks[0]?.outcomes ?? {}).sort(), [...outcomeIds].sort());
    });

    await t.step('leads_by_source reads the campaign as before, every lead counted', async () => {
      const rows = await store.leadsBySource(undefined);
      const googleAutumn = rows.filter(
        (row) => row.source === 'google' && row.campaign === 'jesien',
      );
      // The held repeat and the newsletter sign-up are still counted there.
      assertEquals(
        googleAutumn.map((row) => [row.kind, row.leads]),
        [
          ['contact', 6],
          ['newsletter', 1],
        ],
      );
    });

    await t.step('the Monday e-mail reads the week in plain Polish', async () => {
      const report = await store.leadReport(
        new Date('2026-11-23T00:00:00+01:00'),
        new Date('2026-11-30T00:00:00+01:00'),
      );
      const mail = buildWeeklyReport(report, '2026-11-23');
      assertEquals(mail.subject, 'Tydzień 23–29.11.2026: 7 zgłoszeń, 2 w obiecanym czasie');
      assertIncludes(mail.text, 'Przejęte przez doradcę: 5 z 7');
      assertIncludes(mail.text, 'Czas do przejęcia: połowa w 4 min, 9 na 10 w 16 min');
      assertIncludes(mail.text, 'Czas do pierwszego telefonu: połowa w 18 min, 9 na 10 w 44 min');
      assertIncludes(mail.text, 'Telefon w obiecanym czasie: 50% (2 z 4)');
      assertIncludes(mail.text, 'Decyzja pozytywna / wypłata: 1');
      assertIncludes(mail.text, 'Jeszcze bez wyniku: 3');
      assertIncludes(
        mail.text,
        'google / cpc / jesien: 4 zgłoszenia → 2 rozmowy → 2 wnioski → 1 wypłata',
      );
      assertIncludes(mail.text, 'www.bing.com / link z innej strony: 1 zgłoszenie');
      assertIncludes(mail.html, '<html lang="pl">');
      assertIncludes(mail.html, 'połowa w 4 min, 9 na 10 w 16 min');
    });
  } finally {
    await db.close();
  }
});

/** A week with no lead handled: nothing to measure. */
const emptyFigures = {
  leads: 0,
  claimed: 0,
  claimMinutes: noTimes,
  firstCallMinutes: noTimes,
  promised: 0,
  withinPromise: 0,
  outcomes: outcomes(),
};

test('the Monday e-mail of a quiet week says "brak danych", in Polish only', () => {
  const mail = buildWeeklyReport({ weeks: [], campaigns: [] }, '2026-11-30');
  assertEquals(mail.subject, 'Tydzień 30.11–6.12.2026: 0 zgłoszeń');
  assertIncludes(mail.text, 'Czas do przejęcia: brak danych');
  assertIncludes(mail.text, 'Czas do pierwszego telefonu: brak danych');
  assertIncludes(mail.text, 'Telefon w obiecanym czasie: brak danych');
  assertIncludes(mail.text, 'W tym tygodniu nie było zgłoszeń.');
  const words = `${mail.subject}\n${mail.text}\n${mail.html.replace(/<[^>]*>/g, ' ')}`;
  for (const english of [
    'null',
    'undefined',
    'NaN',
    'median',
    'p90',
    'week',
    'leads',
    'claimed',
    'campaign',
    'Infinity',
  ]) {
    assertExcludes(words, english);
  }
  const busy = buildWeeklyReport(
    {
      weeks: [
        {
          ...emptyFigures,
          week: '2026-12-28',
          leads: 22,
          claimed: 21,
          claimMinutes: { median: 0.4, p90: 65 },
          firstCallMinutes: { median: 1500, p90: 3 * 1440 },
          promised: 3,
          withinPromise: 1,
        },
      ],
      campaigns: Array.from({ length: 7 }, (_, index) => ({
        source: `zrodlo-${index}`,
        medium: '(brak)',
        campaign: '(brak)',
        leads: 3,
        conversation: 1,
        application: 0,
        payout: 0,
      })),
    },
    '2026-12-28',
  );
  assertEquals(busy.subject, 'Tydzień 28.12.2026–3.01.2027: 22 zgłoszenia, 1 w obiecanym czasie');
  assertIncludes(busy.text, 'Czas do przejęcia: połowa w mniej niż 1 min, 9 na 10 w 1 godz. 5 min');
  assertIncludes(busy.text, 'połowa w 1 dzień 1 godz., 9 na 10 w 3 dni');
  assertIncludes(busy.text, 'Telefon w obiecanym czasie: 33% (1 z 3)');
  assertIncludes(busy.text, 'zrodlo-4: 3 zgłoszenia → 1 rozmowa → 0 wniosków → 0 wypłat');
  assertIncludes(busy.text, 'Pozostałe źródła (2): 6 zgłoszeń');
  assertExcludes(busy.text, 'zrodlo-5');
  assert(minutesText(59.6) === '1 godz.', minutesText(59.6));
  assertEquals(weekRange('2026-11-23'), '23–29.11.2026');
});
