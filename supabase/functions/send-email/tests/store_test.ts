/**
 * The lead store's SQL on the suite's engine (PGlite, or PostgreSQL through postgres.js when
 * `npm test` runs the suite again against a throwaway server), on a fresh database, queried the
 * way an owner would query it.
 */
import { ENGINE, bodyOf, freshDb, migrationFiles, test } from './common.ts';
import { assert, assertEquals } from './assert.ts';
import type { OutcomeId } from '../../_shared/adviser-request.ts';
import { normalPhone, parseLead } from '../../_shared/lead-schema.ts';
import { contentHash } from '../secrets.ts';
import { createLeadStore, type NewLead, type ReceiveRules } from '../store/lead-store.ts';
import { loadMigrations, migrate } from '../store/migrate.ts';

const DAY = 24 * 3_600_000;
const T0 = new Date('2026-11-21T20:03:05Z');
const rules: ReceiveRules = {
  rateLimit: 5,
  rateWindowMs: 600_000,
  duplicateWindowMs: 600_000,
  repeatWindowMs: DAY,
};

function newLead(
  at: Date,
  changes: Record<string, unknown> = {},
  kind: 'contact' | 'newsletter' | 'application' = 'contact',
): NewLead {
  // A person of their own unless the changes say otherwise: the per-person limit stays out of it.
  const person = {
    email: `osoba-${crypto.randomUUID().slice(0, 8)}@example.pl`,
    ...(kind === 'newsletter' ? {} : { phone: `5${String(Math.random()).slice(2, 10)}` }),
  };
  const parsed = parseLead(bodyOf(kind, { ...person, ...changes }));
  if (!parsed.success) throw new Error(JSON.stringify(parsed.fieldErrors));
  return {
    id: crypto.randomUUID(),
    lead: parsed.lead,
    clientHash: crypto.randomUUID(),
    contentHash: crypto.randomUUID(),
    receivedAt: at,
    firstRetryAt: at,
    promisedAt: null,
  };
}

/** A lead with its real content hash (the repeat rule compares it) and a client of its own. */
async function realLead(
  at: Date,
  changes: Record<string, unknown>,
  kind: 'contact' | 'newsletter' | 'application' = 'contact',
  lead = newLead(at, changes, kind).lead,
): Promise<NewLead> {
  return { ...newLead(at, {}, kind), lead, contentHash: await contentHash(lead), receivedAt: at };
}

{
  test(`store on ${ENGINE}`, async (t) => {
    const db = await freshDb();
    const store = createLeadStore(db);
    try {
      await t.step('the migrations apply once, the schedules skip cleanly, RLS is on', async () => {
        const migrations = await loadMigrations(migrationFiles);
        assertEquals(migrations.length >= 3, true);
        const repair = migrations.findIndex((m) => m.name.endsWith('_production_leads.sql'));
        assert(repair > 0, 'the migration that repairs string payloads');
        assertEquals(
          await migrate(db, migrations.slice(0, repair)),
          migrations.slice(0, repair).map((m) => m.name),
        );
        // A row as postgres.js wrote it before the fix: the payload a JSON string.
        await db.query(
          `insert into public.leads (id, kind, page_name, payload, received_at, client_hash,
             content_hash, next_attempt_at, notification_state)
           values ($1, 'contact', 'Formularz kontaktowy', to_jsonb($2::text), $3, 'c', 'h', $3, 'delivered')`,
          [
            crypto.randomUUID(),
            JSON.stringify({ email: 'Stary@Example.pl', phone: '+48 600 700 800' }),
            T0,
          ],
        );
        assertEquals(
          await migrate(db, migrations),
          migrations.slice(repair).map((m) => m.name),
        );
        assertEquals(await migrate(db, migrations), []);
        const [repaired] = await db.query(
          `select jsonb_typeof(payload) as type, payload->>'email' as email, contact_email,
                  contact_phone, notified_revision from public.leads`,
        );
        assertEquals(repaired, {
          type: 'object',
          email: 'Stary@Example.pl',
          contact_email: 'stary@example.pl',
          contact_phone: '+48600700800',
          notified_revision: 1,
        });
        await db.exec('truncate public.leads cascade');
        const tables = await db.query<{ relname: string; relrowsecurity: boolean }>(
          `select relname, relrowsecurity from pg_class
            where relname in ('leads', 'lead_revisions', 'lead_receipts', 'newsletter_subscriptions',
                              'survey_answers')
            order by relname`,
        );
        assertEquals(tables, [
          { relname: 'lead_receipts', relrowsecurity: true },
          { relname: 'lead_revisions', relrowsecurity: true },
          { relname: 'leads', relrowsecurity: true },
          { relname: 'newsletter_subscriptions', relrowsecurity: true },
          { relname: 'survey_answers', relrowsecurity: true },
        ]);
      });

      await t.step(
        'a lead is stored with its consent evidence; its submission id once',
        async () => {
          const submissionId = crypto.randomUUID();
          const lead = newLead(T0, { submissionId, consentVersion: '2025-05-15' });
          assertEquals(await store.receive(lead, rules), { status: 'stored', id: lead.id });
          const again = {
            ...newLead(T0, { submissionId }),
            clientHash: lead.clientHash,
            contentHash: lead.contentHash,
          };
          assertEquals(await store.receive(again, rules), { status: 'known', id: lead.id });
          const [row] = await db.query<{
            consent_version: string;
            kind: string;
            page_name: string;
          }>('select consent_version, kind, page_name from public.leads where id = $1', [lead.id]);
          assertEquals(row, {
            consent_version: '2025-05-15',
            kind: 'contact',
            page_name: 'Formularz kontaktowy',
          });
          const stored = await store.lead(lead.id);
          assertEquals(stored?.payload.name, 'Jan Nowak');
          // Stored as an object, so an owner's query by a field finds it.
          const [found] = await db.query<{ type: string; id: string }>(
            `select jsonb_typeof(payload) as type, id from public.leads
              where payload->>'email' = $1`,
            [lead.lead.data.email],
          );
          assertEquals(found, { type: 'object', id: lead.id });
          assertEquals(stored?.receivedAt.toISOString(), T0.toISOString());
        },
      );

      await t.step(
        'marketing consents are stored per channel; a body from before the split keeps its flag',
        async () => {
          const split = newLead(
            T0,
            { consentMarketingEmail: false, consentMarketingPhone: true },
            'application',
          );
          const legacy = newLead(
            T0,
            {
              consentMarketing: true,
              consentMarketingEmail: undefined,
              consentMarketingPhone: undefined,
            },
            'application',
          );
          const signUp = newLead(T0, {}, 'newsletter');
          for (const lead of [split, legacy, signUp]) await store.receive(lead, rules);
          const consents = async (id: string) => (await store.lead(id))?.consents;
          assertEquals(await consents(split.id), {
            processing: true,
            marketingEmail: false,
            marketingPhone: true,
            marketing: null,
            documents: true,
            version: null,
          });
          const old = await consents(legacy.id);
          assertEquals(
            [old?.marketing, old?.marketingEmail, old?.marketingPhone],
            [true, null, null],
          );
          const newsletter = await consents(signUp.id);
          assertEquals([newsletter?.marketingEmail, newsletter?.marketingPhone], [true, null]);
          const latest = await store.latest(10);
          assert(latest.some((lead) => lead.consents.marketingPhone === true));
        },
      );

      await t.step('racing receipts of one submission id store one row', async () => {
        const submissionId = crypto.randomUUID();
        const receipts = await Promise.all(
          Array.from({ length: 6 }, () => store.receive(newLead(T0, { submissionId }), rules)),
        );
        assertEquals(receipts.filter((r) => r.status === 'stored').length, 1);
        const [row] = await db.query<{ count: number }>(
          'select count(*)::int as count from public.leads where submission_id = $1',
          [submissionId],
        );
        assertEquals(row?.count, 1);
      });

      await t.step(
        'claimDue leases: a second pass gets nothing, concurrent ones split',
        async () => {
          await db.exec('truncate public.leads cascade');
          for (let i = 0; i < 8; i += 1) await store.receive(newLead(T0), rules);
          const now = new Date(T0.getTime() + 1000);
          const [a, b] = await Promise.all([
            store.claimDue(now, 60_000, 5),
            store.claimDue(now, 60_000, 5),
          ]);
          const ids = [...a, ...b].map((lead) => lead.id);
          assertEquals(ids.length, 8);
          assertEquals(new Set(ids).size, 8, 'no lead claimed twice');
          assertEquals((await store.claimDue(now, 60_000, 5)).length, 0);
          const first = ids[0] ?? '';
          await store.markDelivered(first, now);
          assertEquals(
            await store.markFailed(ids[1] ?? '', new Date(now.getTime() + 5000), 'HTTP 500'),
            1,
          );
          assertEquals(await store.pendingCount(), 7);
          const later = new Date(now.getTime() + 61_000);
          assertEquals((await store.claimDue(later, 60_000, 50)).length, 7);
        },
      );

      await t.step(
        'the same submission id with other content is a revision; the earlier one is kept',
        async () => {
          const submissionId = crypto.randomUUID();
          const first = newLead(T0, { submissionId, phone: '600 100 200' });
          assertEquals((await store.receive(first, rules)).status, 'stored');
          await store.markDelivered(first.id, T0);
          const later = new Date(T0.getTime() + 60_000);
          const corrected = newLead(later, {
            submissionId,
            email: first.lead.data.email,
            phone: '600 100 201',
          });
          assertEquals(await store.receive(corrected, rules), {
            status: 'revised',
            id: first.id,
            revision: 2,
            mailed: true,
          });
          // The same corrected content again changes nothing.
          const again = { ...corrected, id: crypto.randomUUID() };
          assertEquals(await store.receive(again, rules), { status: 'known', id: first.id });
          const stored = await store.lead(first.id);
          assertEquals(
            [stored?.payload.phone, stored?.state, stored?.revision, stored?.notifiedRevision],
            ['600 100 201', 'pending', 2, 1],
          );
          assertEquals((await store.previousPayload(first.id, 2))?.phone, '600 100 200');
          // Told about revision 2: delivered; told about revision 1 late: stays delivered.
          await store.markDelivered(first.id, later, 2);
          await store.markDelivered(first.id, later, 1);
          const done = await store.lead(first.id);
          assertEquals([done?.state, done?.notifiedRevision], ['delivered', 2]);
        },
      );

      await t.step(
        'only a true repeat is held: new content, another form or another person is stored',
        async () => {
          await db.exec('truncate public.leads cascade');
          const person = { email: 'ta.sama@example.pl', phone: '600 111 222', name: 'Ola Nowak' };
          const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
          const receive = async (lead: NewLead) => (await store.receive(lead, rules)).status;
          // One person's four forms in a day, each from another device: four stored.
          const forms = [];
          for (const [i, kind] of (['contact', 'application', 'contact'] as const).entries()) {
            const message = kind === 'contact' ? { message: `Wiadomość ${i}` } : {};
            forms.push(await receive(await realLead(at(i), { ...person, ...message }, kind)));
          }
          const quick = parseLead(bodyOf('quick-lead', { name: person.name, phone: person.phone }));
          assert(quick.success);
          forms.push(await receive(await realLead(at(5), {}, 'contact', quick.lead)));
          assertEquals(forms, ['stored', 'stored', 'stored', 'stored']);
          // The first content again, from another client and another page: a true repeat.
          const repeat = await realLead(at(30), { ...person, message: 'Wiadomość 0' });
          repeat.lead.data.pageName = 'Inna strona';
          assertEquals(await receive(repeat), 'held');
          // Twenty people who share one phone number: twenty leads.
          const sharing = [];
          for (let i = 0; i < 20; i += 1) {
            const other = {
              email: `osoba${i}@example.pl`,
              phone: person.phone,
              name: `Osoba ${i}`,
            };
            sharing.push(await receive(await realLead(at(40 + i), other)));
          }
          assertEquals(sharing.filter((status) => status === 'stored').length, 20);
          // A day later the same content is new again.
          const tomorrow = await realLead(new Date(T0.getTime() + DAY + 60 * 60_000), {
            ...person,
            message: 'Wiadomość 0',
          });
          assertEquals(await receive(tomorrow), 'stored');

          // The digest: nothing until the held lead has waited, then it once.
          assertEquals(await store.heldToReport(at(32), 5 * 60_000), []);
          const held = await store.heldToReport(at(36), 5 * 60_000);
          assertEquals(
            held.map((lead) => lead.id),
            [repeat.id],
          );
          await store.markReported([repeat.id], repeat.id);
          assertEquals(await store.heldToReport(at(90), 5 * 60_000), []);
          // Held leads are not pending: no retry pass e-mails them.
          const due = await store.claimDue(new Date(T0.getTime() + 3 * DAY), 60_000, 100);
          assert(!due.some((lead) => lead.id === repeat.id));
        },
      );

      await t.step(
        'one newsletter confirmation per mailbox a day, however it is spelled or re-posted',
        async () => {
          const spellings = [
            'jan.kowalski@gmail.com',
            'Jan.Kowalski@Gmail.com',
            'jankowalski@gmail.com',
            'j.a.n.kowalski@gmail.com',
            'jan.kowalski+news@gmail.com',
            'jankowalski+x@googlemail.com',
            ' JAN.KOWALSKI@GMAIL.COM ',
            'jan.k.owalski+1@gmail.com',
          ];
          const statuses = [];
          for (const [i, email] of spellings.entries()) {
            const at = new Date(T0.getTime() + i * 60_000);
            statuses.push(
              (await store.receive(newLead(at, { email }, 'newsletter'), rules)).status,
            );
          }
          assertEquals(statuses, ['stored', ...spellings.slice(1).map(() => 'held')]);
          // One sign-up re-posted with changed fields under its id: no second confirmation.
          const submissionId = crypto.randomUUID();
          const email = 'czytelniczka@example.pl';
          const signUp = await realLead(T0, { email, submissionId }, 'newsletter');
          assertEquals((await store.receive(signUp, rules)).status, 'stored');
          // The same id with the address spelled otherwise, or from another page: nothing new.
          for (const [i, spelling] of [
            'Czytelniczka@Example.pl',
            'czytelniczka+x@example.pl',
          ].entries()) {
            const again = await realLead(
              new Date(T0.getTime() + (i + 1) * 1000),
              { email: spelling, submissionId, pageName: `Strona ${i}` },
              'newsletter',
            );
            const receipt = await store.receive(again, rules);
            assertEquals(receipt.status === 'revised' && receipt.mailed, false, spelling);
          }
          // The confirmation in flight for the first content completes the sign-up: no second
          // e-mail waits for the revisions nobody is to be told about.
          await store.markDelivered(signUp.id, T0, 1);
          assertEquals((await store.lead(signUp.id))?.state, 'delivered');
          const nextDay = await store.receive(
            newLead(new Date(T0.getTime() + DAY + 10 * 60_000), { email }, 'newsletter'),
            rules,
          );
          assertEquals(nextDay.status, 'stored');
        },
      );

      await t.step("corrections count against the client's limit", async () => {
        const clientHash = crypto.randomUUID();
        const statuses = [];
        for (let id = 0; id < 3; id += 1) {
          const submissionId = crypto.randomUUID();
          for (let change = 0; change < 4; change += 1) {
            const at = new Date(T0.getTime() + (id * 4 + change) * 1000);
            const lead = await realLead(at, { submissionId, message: `Zmiana ${change}` });
            statuses.push((await store.receive({ ...lead, clientHash }, rules)).status);
          }
        }
        assertEquals(statuses.filter((status) => status !== 'limited').length, rules.rateLimit);
      });

      await t.step('a lead e-mailed while the store was down is stored as delivered', async () => {
        const email = 'ta.sama@example.pl'; // a repeat, but e-mailed already: delivered
        const lead = { ...newLead(T0, { email }), degradedAt: new Date(T0.getTime() + 5000) };
        assertEquals((await store.receive(lead, rules)).status, 'stored');
        const stored = await store.lead(lead.id);
        assertEquals(
          [stored?.state, stored?.notifiedRevision, stored?.degradedAt?.getTime()],
          ['delivered', 1, T0.getTime() + 5000],
        );
      });

      await t.step(
        'an owner finds and erases a person by e-mail address, revisions included',
        async () => {
          await db.exec('truncate public.leads cascade; truncate public.newsletter_subscriptions');
          const email = 'Osoba.Do.Usuniecia@example.pl';
          const submissionId = crypto.randomUUID();
          const kept = newLead(T0, { email: 'ktos.inny@example.pl' });
          const contact = newLead(T0, { email });
          const changed = newLead(T0, { email, submissionId });
          const signUp = newLead(T0, { email: email.toLowerCase() }, 'newsletter');
          for (const lead of [kept, contact, changed, signUp]) await store.receive(lead, rules);
          // The person later changed the address of one lead: found by the old one all the same.
          await store.receive(
            newLead(new Date(T0.getTime() + 1000), { submissionId, email: 'nowy@example.pl' }),
            rules,
          );
          const found = await store.findPerson({ email: email.toUpperCase() });
          assertEquals(
            found.leads.map((l) => l.id).sort(),
            [contact.id, changed.id, signUp.id].sort(),
          );
          assertEquals(found.subscription?.email, email.toLowerCase());

          const forgotten = await store.forget({ email: ` ${email} ` });
          assertEquals(
            forgotten.leads.map((l) => l.id).sort(),
            [contact.id, changed.id, signUp.id].sort(),
          );
          assertEquals([forgotten.revisions, forgotten.subscriptions], [1, 1]);
          assertEquals(await store.findPerson({ email }), { leads: [], subscription: undefined });
          const left = await db.query<{ id: string }>(
            `select id from public.leads union all select lead_id from public.lead_revisions`,
          );
          assertEquals(
            left.map((row) => row.id),
            [kept.id],
          );
          assertEquals((await store.forget({ email })).leads, []);
        },
      );

      await t.step('a person who left only a phone or a name is found and erased', async () => {
        await db.exec('truncate public.leads cascade; truncate public.newsletter_subscriptions');
        const who = { name: "Zdzisław O'Brien", phone: '762 447 198' };
        const quick = parseLead(bodyOf('quick-lead', who));
        const calculator = parseLead(bodyOf('calculator', { ...who, phone: '+48 762-447-198' }));
        assert(quick.success && calculator.success);
        const leads = [
          { ...newLead(T0), lead: quick.lead },
          { ...newLead(T0), lead: calculator.lead },
        ];
        const stranger = newLead(T0, { name: 'Ktoś Inny', phone: '762 447 199' });
        for (const lead of [...leads, stranger]) await store.receive(lead, rules);
        const ids = leads.map((lead) => lead.id).sort();
        const byPhone = await store.findPerson({ phone: '(+48) 762-447-198' });
        assertEquals(byPhone.leads.map((lead) => lead.id).sort(), ids);
        const byName = await store.findPerson({ name: "  zdzisław   o'brien " });
        assertEquals(byName.leads.map((lead) => lead.id).sort(), ids);
        // The same SQL the owner runs in Supabase's editor.
        const editor = await db.query<{ id: string }>(
          `select id from public.find_person(phone => '0048762447198')`,
        );
        assertEquals(editor.map((row) => row.id).sort(), ids);
        const forgotten = await store.forget({ phone: '762447198' });
        assertEquals(forgotten.leads.map((lead) => lead.id).sort(), ids);
        const left = await db.query<{ id: string }>('select id from public.leads');
        assertEquals(
          left.map((row) => row.id),
          [stranger.id],
        );
      });

      await t.step('the store and the forms read a phone number the same way', async () => {
        const spellings = [
          '600 100 200',
          '600100200',
          '600-100-200',
          '+48 600 100 200',
          '+48600100200',
          '(+48) 600-100-200',
          '0048 600 100 200',
          '+48 (0) 600 100 200',
          '48 600 100 200',
          '0600 100 200',
          '+44 20 7946 0958',
          '0044 20 7946 0958',
          '+48 600 100 20',
          '600 100 2000',
          '12345',
          '+0 123 456 789',
          '+48 600 100 2000',
        ];
        for (const typed of spellings) {
          const [row] = await db.query<{ normal: string | null }>(
            'select public.normal_phone($1) as normal',
            [typed],
          );
          assertEquals(row?.normal ?? undefined, normalPhone(typed), typed);
        }
        assertEquals(normalPhone('(+48) 600-100-200'), '+48600100200');
        assertEquals(normalPhone('0044 20 7946 0958'), '+442079460958');
      });

      await t.step('leads are counted per source, medium, campaign and form', async () => {
        await db.exec('truncate public.leads cascade');
        const campaign = { source: 'google', medium: 'cpc', campaign: 'lekarze' };
        const leads = [
          newLead(T0, { attribution: { ...campaign, landingPage: '/kredyt-dla-lekarza' } }),
          newLead(T0, { attribution: campaign }, 'application'),
          newLead(T0, { attribution: campaign }),
          newLead(T0, { attribution: { referrer: 'https://www.bing.com/search' } }),
          newLead(T0, { attribution: { landingPage: '/' } }),
          newLead(T0),
          newLead(new Date(T0.getTime() - 40 * DAY), { attribution: campaign }),
        ];
        for (const lead of leads) assertEquals((await store.receive(lead, rules)).status, 'stored');
        const row = (
          source: string,
          medium: string,
          name: string,
          kind: string,
          count: number,
        ) => ({
          source,
          medium,
          campaign: name,
          kind,
          leads: count,
        });
        assertEquals(await store.leadsBySource(new Date(T0.getTime() - DAY)), [
          row('(bezpośrednio)', '(brak)', '(brak)', 'contact', 1),
          row('(brak danych)', '(brak danych)', '(brak)', 'contact', 1),
          row('google', 'cpc', 'lekarze', 'application', 1),
          row('google', 'cpc', 'lekarze', 'contact', 2),
          row('www.bing.com', '(odnośnik)', '(brak)', 'contact', 1),
        ]);
        const allTime = await store.leadsBySource(undefined);
        assertEquals(allTime.find((r) => r.kind === 'contact' && r.source === 'google')?.leads, 3);
      });

      await t.step(
        'survey answers are stored anonymously, limited per sender, purged',
        async () => {
          const answer = (at: Date, clientHash = 'klient-a') => ({
            id: crypto.randomUUID(),
            receivedAt: at,
            experience: 'positive' as const,
            feedback: 'Szybko i jasno.',
            clientHash,
          });
          for (let i = 0; i < 2; i += 1) {
            assertEquals(await store.receiveSurvey(answer(T0), 2, 600_000), { status: 'stored' });
          }
          assertEquals(await store.receiveSurvey(answer(T0), 2, 600_000), {
            status: 'limited',
            retryAfterSeconds: 600,
          });
          assertEquals(
            (await store.receiveSurvey(answer(T0, 'klient-b'), 2, 600_000)).status,
            'stored',
          );
          const listed = await store.surveyAnswers(undefined, 10);
          assertEquals(listed.length, 3);
          assertEquals(Object.keys(listed[0] ?? {}).sort(), [
            'experience',
            'feedback',
            'id',
            'receivedAt',
          ]);
          assertEquals(listed[0]?.feedback, 'Szybko i jasno.');

          // A day later the address hashes are gone; two years later the answers.
          await store.purge(new Date(T0.getTime() + 2 * DAY));
          const [hashes] = await db.query<{ count: number }>(
            'select count(client_hash)::int as count from public.survey_answers',
          );
          assertEquals(hashes?.count, 0);
          assertEquals((await store.surveyAnswers(undefined, 10)).length, 3);
          await store.purge(new Date(T0.getTime() + 2 * 366 * DAY));
          assertEquals(await store.surveyAnswers(undefined, 10), []);
        },
      );

      await t.step(
        "purge keeps a lead for its stage's period (lead_retention), a sign-up two years",
        async () => {
          await db.exec('truncate public.leads cascade; truncate public.newsletter_subscriptions');
          const now = new Date('2028-12-01T12:00:00Z');
          const ago = (days: number) => new Date(now.getTime() - days * DAY);
          const adviser = await store.addAdviser(
            'Ewa Retencja',
            'ewa.retencja@example.pl',
            ago(900),
          );
          /** A lead received `days` ago whose last outcome (if any) came `lastDays` ago. */
          const leadAt = async (days: number, outcome?: OutcomeId, lastDays = days) => {
            const lead = newLead(ago(days));
            assertEquals((await store.receive(lead, rules)).status, 'stored');
            if (outcome) {
              const record = { outcome, followUpAt: null, note: '' };
              await store.recordOutcome(lead.id, adviser.id, record, ago(lastDays));
            }
            return lead.id;
          };
          // Defaults: no application 6 months, an application a year, a payout two years, each
          // counted from the lead's last change.
          const gone = [
            await leadAt(190),
            await leadAt(200, 'conversation', 190),
            await leadAt(400, 'application', 370),
            await leadAt(800, 'payout', 740),
          ];
          const kept = [
            await leadAt(170),
            await leadAt(400, 'declined', 170),
            await leadAt(400, 'application', 360),
            await leadAt(800, 'payout', 700),
          ];
          const confirmed = newLead(ago(732), { email: 'potwierdzony@example.pl' }, 'newsletter');
          const unconfirmed = newLead(
            ago(732),
            { email: 'niepotwierdzony@example.pl' },
            'newsletter',
          );
          const recentSignUp = newLead(ago(700), { email: 'nowy@example.pl' }, 'newsletter');
          for (const lead of [confirmed, unconfirmed, recentSignUp]) {
            assertEquals((await store.receive(lead, rules)).status, 'stored');
          }
          const subscription = await store.subscription('potwierdzony@example.pl');
          assert(subscription);
          assertEquals(await store.confirmSubscription(subscription.id, ago(731)), 'confirmed');

          assertEquals(
            await store.purge(now),
            gone.length + 2 + 1,
            'four leads past their stage, two old sign-ups, one unconfirmed address',
          );
          const left = await db.query<{ id: string }>('select id from public.leads');
          assertEquals(left.map((row) => row.id).sort(), [...kept, recentSignUp.id].sort());
          assert(await store.subscription('potwierdzony@example.pl'), 'a confirmed address stays');
          assertEquals(await store.subscription('niepotwierdzony@example.pl'), undefined);
          assertEquals(await store.purge(now), 0);

          // The owner shortens a period: the next purge applies it.
          await db.query(
            `update public.lead_retention set keep = interval '3 months' where stage = 'no-application'`,
          );
          assertEquals(await store.purge(now), 2, 'the 170-day-old leads without an application');
          await db.query(
            `update public.lead_retention set keep = interval '6 months' where stage = 'no-application'`,
          );
          await store.removeAdviser('ewa.retencja@example.pl', now);
        },
      );
    } finally {
      await db.close();
    }
  });
}
