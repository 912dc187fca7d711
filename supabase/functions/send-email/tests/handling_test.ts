/**
 * A lead's handling after the e-mail (issue 37): the advisers' signed links, claim and outcome
 * through the function (one owner under racing claims, each change kept with who and when and
 * e-mailed to the team in the lead's thread), and the promise's clock (a reminder before the
 * promised moment, the owner's escalation after it, once each). Its own database: the roster is
 * global.
 */
import type { AdviserResponse } from '../../_shared/adviser-request.ts';
import { mailEvents, reportWeek, runClock } from '../lead-clock.ts';
import { deliverPending } from '../retry-pass.ts';
import { handleRequest, type Deps } from '../handler.ts';
import type { LeadMail } from '../mail.ts';
import { createLeadStore, type Adviser } from '../store/lead-store.ts';
import { assert, assertEquals } from './assert.ts';
import { bodyOf, migratedDb, post, test, testClock, testDeps } from './fixtures.ts';

const MINUTE = 60_000;

/** One database with two advisers, a clock, and helpers to send a lead and act on it. */
async function setUp() {
  const db = await migratedDb();
  const store = createLeadStore(db);
  const clock = testClock();
  const { deps, sent, logs } = testDeps({ store, now: clock.now }, db);
  const anna = await store.addAdviser('Anna Nowak', 'anna@spokojnarata.pl', clock.now());
  const piotr = await store.addAdviser('Piotr Zieliński', 'piotr@spokojnarata.pl', clock.now());

  /** Sends a lead; returns its id and each adviser's link token, from their own e-mail. */
  const sendLead = async (message = `Proszę o telefon ${crypto.randomUUID()}`) => {
    const before = sent.length;
    const response = await handleRequest(post(bodyOf('contact', { message })), deps);
    assertEquals(response.status, 200);
    const [lead] = await db.query<{ id: string }>(
      `select id from public.leads where payload->>'message' = $1`,
      [message],
    );
    assert(lead, 'stored');
    const tokenFor = (adviser: Adviser) => {
      const mail = sent
        .slice(before)
        .find(
          (item) =>
            item.to.includes(adviser.email) &&
            (item.lead?.data as { message?: string } | undefined)?.message === message,
        );
      const token = mail?.link?.split('#')[1];
      assert(token, `a link for ${adviser.name}`);
      return token;
    };
    return { id: lead.id, anna: tokenFor(anna), piotr: tokenFor(piotr) };
  };

  const act = async (body: Record<string, unknown>, with_: Deps = deps) => {
    const response = await handleRequest(post({ formType: 'adviser', ...body }), with_);
    return { status: response.status, body: (await response.json()) as AdviserResponse };
  };

  return { db, store, clock, deps, sent, logs, anna, piotr, sendLead, act };
}

/** The e-mails after index `from` whose heading line starts with `heading`. */
const mailsAfter = (sent: LeadMail[], from: number, heading: string) =>
  sent.slice(from).filter((mail) => mail.text.startsWith(heading));

test("an adviser's link shows the lead and changes nothing; forged, expired and revoked links are refused", async () => {
  const { db, store, clock, anna, sendLead, act } = await setUp();
  try {
    const lead = await sendLead();
    const shown = await act({ action: 'show', link: lead.anna });
    assertEquals(shown.status, 200);
    assert(shown.body.ok);
    assertEquals(shown.body.result, 'shown');
    assertEquals(shown.body.view.adviser.name, 'Anna Nowak');
    assertEquals(shown.body.view.owner, null);
    assert(shown.body.view.lead.title.startsWith('Formularz kontaktowy – '));
    assert(shown.body.view.lead.sections.some((section) => section.title === 'Wiadomość'));
    const [row] = await db.query<{ owner_id: string | null; events: number }>(
      `select owner_id, (select count(*)::int from public.lead_events) as events
         from public.leads where id = $1`,
      [lead.id],
    );
    assertEquals(row, { owner_id: null, events: 0 }, 'opening the link claims nothing');

    // Anna's token with Piotr's id in it: the signature no longer matches.
    const [leadId, , expires, signature] = lead.anna.split('.');
    const forged = [leadId, (await store.listAdvisers())[1]?.id, expires, signature].join('.');
    const refused = await act({ action: 'claim', link: forged });
    assertEquals(refused.status, 403);
    assert(!refused.body.ok && refused.body.error.startsWith('Ten link jest niepełny'));
    assertEquals((await act({ action: 'show', link: 'x'.repeat(30) })).status, 403);

    clock.advance(61 * 24 * 60 * MINUTE);
    const expired = await act({ action: 'show', link: lead.anna });
    assertEquals(expired.status, 403);
    assert(!expired.body.ok && expired.body.error.startsWith('Ten link wygasł'));

    const fresh = await sendLead();
    await store.removeAdviser(anna.email, clock.now());
    const revoked = await act({ action: 'claim', link: fresh.anna });
    assertEquals(revoked.status, 403);
    assert(!revoked.body.ok && revoked.body.error.includes('nie ma Cię na liście doradców'));
  } finally {
    await db.close();
  }
});

test('a claim makes one owner, the team hears it in the thread, a second adviser sees who has it', async () => {
  const { db, deps, sent, sendLead, act } = await setUp();
  try {
    const lead = await sendLead();
    const root = sent.at(-1)?.thread?.messageId;
    assert(root);
    const before = sent.length;
    const claimed = await act({ action: 'claim', link: lead.anna });
    assert(claimed.body.ok);
    assertEquals(claimed.body.result, 'claimed');
    assertEquals(claimed.body.view.owner?.name, 'Anna Nowak');
    assertEquals(claimed.body.view.owner?.you, true);
    assertEquals(
      claimed.body.view.history.map((entry) => [entry.who, entry.what]),
      [['Anna Nowak', 'Przejęcie zgłoszenia']],
    );

    const [told] = mailsAfter(sent, before, 'Przejęte przez Anna Nowak');
    assert(told, 'the team is told at once');
    assertEquals(told.to, ['anna@spokojnarata.pl', 'piotr@spokojnarata.pl']);
    assertEquals(told.thread?.follows, root, 'in the lead’s thread');
    assert(told.subject.startsWith('Re: Nowe zgłoszenie: Formularz kontaktowy – '));
    assertEquals(await mailEvents(deps), 0, 'and only once');

    const second = await act({ action: 'claim', link: lead.piotr });
    assert(second.body.ok);
    assertEquals(second.body.result, 'taken');
    assertEquals(second.body.view.owner, {
      name: 'Anna Nowak',
      you: false,
      since: claimed.body.view.owner?.since ?? '',
    });
    const again = await act({ action: 'claim', link: lead.anna });
    assert(again.body.ok);
    assertEquals(again.body.result, 'already-yours');
  } finally {
    await db.close();
  }
});

test('racing claims from two advisers leave every lead exactly one owner and one claim', async () => {
  const { db, sendLead, act } = await setUp();
  try {
    const leads = await Promise.all(Array.from({ length: 5 }, () => sendLead()));
    const results = await Promise.all(
      leads.flatMap((lead) =>
        Array.from({ length: 4 }, (_, index) =>
          act({ action: 'claim', link: index % 2 === 0 ? lead.anna : lead.piotr }),
        ),
      ),
    );
    assertEquals(
      results.map((result) => result.status),
      results.map(() => 200),
    );
    const wins = results.filter((result) => result.body.ok && result.body.result === 'claimed');
    assertEquals(wins.length, leads.length, 'one claim wins per lead');
    const rows = await db.query<{ owners: number; claims: number }>(
      `select count(distinct l.owner_id)::int as owners, count(e.id)::int as claims
         from public.leads l left join public.lead_events e on e.lead_id = l.id
        where l.owner_id is not null group by l.id`,
    );
    assertEquals(rows.length, leads.length);
    assert(rows.every((row) => row.owners === 1 && row.claims === 1));
  } finally {
    await db.close();
  }
});

test('outcomes: the owner records them with who and when; another adviser cannot; bad input is explained in Polish', async () => {
  const { db, clock, deps, sent, sendLead, act } = await setUp();
  try {
    const lead = await sendLead();
    // Piotr calls before pressing "Przejmuję": his outcome claims the lead.
    const noAnswer = await act({
      action: 'outcome',
      link: lead.piotr,
      outcome: 'no-answer',
    });
    assertEquals(noAnswer.status, 400);
    assert(!noAnswer.body.ok);
    assertEquals(noAnswer.body.fieldErrors, { followUpAt: 'Podaj dzień i godzinę.' });

    const firstCall = clock.now().getTime();
    const retryAt = new Date(firstCall + 90 * MINUTE).toISOString();
    const recorded = await act({
      action: 'outcome',
      link: lead.piotr,
      outcome: 'no-answer',
      followUpAt: retryAt,
    });
    assert(recorded.body.ok);
    assertEquals(recorded.body.result, 'recorded');
    assertEquals(recorded.body.view.owner?.name, 'Piotr Zieliński');
    assert(recorded.body.view.outcome?.startsWith('Nie odbiera – kolejna próba '));

    const theirs = await act({ action: 'outcome', link: lead.anna, outcome: 'conversation' });
    assert(theirs.body.ok);
    assertEquals(theirs.body.result, 'taken', "Anna cannot write Piotr's outcome");

    const noReason = await act({ action: 'outcome', link: lead.piotr, outcome: 'declined' });
    assertEquals(noReason.status, 400);
    assert(!noReason.body.ok);
    assertEquals(noReason.body.fieldErrors, { note: 'Wpisz krótko powód.' });
    const past = await act({
      action: 'outcome',
      link: lead.piotr,
      outcome: 'meeting',
      followUpAt: new Date(clock.now().getTime() - 60 * MINUTE).toISOString(),
    });
    assertEquals(past.status, 400);

    clock.advance(2 * 60 * MINUTE);
    const before = sent.length;
    const talked = await act({
      action: 'outcome',
      link: lead.piotr,
      outcome: 'application',
      note: 'Wniosek w banku, decyzja w piątek.',
    });
    assert(talked.body.ok);
    assertEquals(
      talked.body.view.history.map((entry) => [entry.who, entry.what.split(' – ')[0], entry.note]),
      [
        ['Piotr Zieliński', 'Przejęcie zgłoszenia', undefined],
        ['Piotr Zieliński', 'Nie odbiera', undefined],
        ['Piotr Zieliński', 'Wniosek złożony', 'Wniosek w banku, decyzja w piątek.'],
      ],
    );
    const [mail] = mailsAfter(sent, before, 'Piotr Zieliński: Wniosek złożony');
    assert(mail?.text.includes('Wniosek w banku, decyzja w piątek.'), 'the team reads the note');

    const [row] = await db.query<{ first: Date | string; outcome: string; events: number }>(
      `select first_call_at as first, outcome,
              (select count(*)::int from public.lead_events where lead_id = l.id) as events
         from public.leads l where id = $1`,
      [lead.id],
    );
    assertEquals(new Date(row?.first ?? 0).getTime(), firstCall, 'the first call is kept');
    assertEquals(row?.outcome, 'application');
    assertEquals(row?.events, 3);
    assertEquals(await mailEvents(deps), 0, 'every change was e-mailed once');
  } finally {
    await db.close();
  }
});

test('a team e-mail that fails is sent by a later pass, never lost', async () => {
  const { db, clock, deps, sent, sendLead, act } = await setUp();
  try {
    const lead = await sendLead();
    let failing = true;
    const flaky = {
      ...deps,
      transport: {
        send: (mail: LeadMail) =>
          failing ? Promise.reject(new Error('provider down')) : deps.transport.send(mail),
      },
    };
    const claimed = await act({ action: 'claim', link: lead.anna }, flaky);
    assert(claimed.body.ok, 'the claim stands though the e-mail failed');
    assertEquals(mailsAfter(sent, 0, 'Przejęte przez').length, 0);
    failing = false;
    clock.advance(60 * MINUTE);
    const pass = await deliverPending(flaky);
    assertEquals(pass.events, 1);
    assertEquals(mailsAfter(sent, 0, 'Przejęte przez Anna Nowak').length, 1);
  } finally {
    await db.close();
  }
});

test('the clock: an unclaimed lead reminds every adviser before its promise and tells the owner after it, once each', async () => {
  const { db, clock, deps, sent, sendLead, act } = await setUp();
  try {
    const promised = new Date(clock.now().getTime() + 30 * MINUTE);
    const waiting = await sendLead();
    const taken = await sendLead();
    await db.query('update public.leads set promised_at = $1 where id = any($2::uuid[])', [
      promised,
      `{${waiting.id},${taken.id}}`,
    ]);
    await act({ action: 'claim', link: taken.piotr });

    clock.advance(19 * MINUTE);
    assertEquals(await runClock(deps), { reminded: 0, escalated: 0 }, 'not yet');
    clock.advance(1 * MINUTE);
    const before = sent.length;
    assertEquals(await runClock(deps), { reminded: 1, escalated: 0 });
    const reminders = mailsAfter(sent, before, 'Przypomnienie');
    assertEquals(
      reminders.map((mail) => mail.to),
      [['anna@spokojnarata.pl'], ['piotr@spokojnarata.pl']],
      'every adviser, each with their own link',
    );
    assert(reminders.every((mail) => mail.link && mail.thread?.follows));
    assertEquals(await runClock(deps), { reminded: 0, escalated: 0 }, 'a reminder is sent once');

    clock.advance(10 * MINUTE);
    assertEquals(await runClock(deps), { reminded: 0, escalated: 1 });
    const [escalation] = mailsAfter(sent, before, 'Obietnica kontaktu niedotrzymana');
    assertEquals(escalation?.to, ['wlasciciel@spokojnarata.pl']);
    clock.advance(60 * MINUTE);
    assertEquals(await runClock(deps), { reminded: 0, escalated: 0 }, 'the owner is told once');
  } finally {
    await db.close();
  }
});

test('a reminder whose e-mail fails is sent by the next pass', async () => {
  const { db, clock, deps, sent, sendLead } = await setUp();
  try {
    const lead = await sendLead();
    await db.query('update public.leads set promised_at = $1 where id = $2', [
      new Date(clock.now().getTime() + 5 * MINUTE),
      lead.id,
    ]);
    const down = {
      ...deps,
      transport: { send: () => Promise.reject(new Error('provider down')) },
    };
    assertEquals(await runClock(down), { reminded: 0, escalated: 0 });
    const before = sent.length;
    assertEquals((await runClock(deps)).reminded, 1);
    assertEquals(mailsAfter(sent, before, 'Przypomnienie').length, 2);
  } finally {
    await db.close();
  }
});

test("the owner's weekly figures: on Monday from the opening hour, for the week just ended, once", async () => {
  const { db, clock, deps, sent, sendLead, act } = await setUp();
  try {
    // Saturday 21.11.2026: two leads, one claimed and called.
    const called = await sendLead();
    await sendLead();
    clock.advance(5 * MINUTE);
    await act({ action: 'outcome', link: called.anna, outcome: 'conversation' });

    const monday = (time: string) => {
      clock.advance(new Date(`2026-11-23T${time}Z`).getTime() - clock.now().getTime());
    };
    monday('06:59:00'); // 7:59 in Warsaw (winter time)
    assertEquals(await reportWeek(deps), false, 'not before the opening hour');
    monday('07:00:00');
    const before = sent.length;
    assertEquals(await reportWeek(deps), true);
    assertEquals(await reportWeek(deps), false, 'once a week');
    const [report] = sent.slice(before);
    assertEquals(report?.to, ['wlasciciel@spokojnarata.pl']);
    assertEquals(report?.subject, 'Tydzień 16–22.11.2026: 2 zgłoszenia, 1 w obiecanym czasie');
    assert(report?.text.includes('Przejęte przez doradcę: 1 z 2'));
    assert(report?.text.includes('Rozmowa odbyta: 1'));
  } finally {
    await db.close();
  }
});
