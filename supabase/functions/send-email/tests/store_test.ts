/**
 * The lead store's SQL on the suite's engine (PGlite, or PostgreSQL through postgres.js when
 * `npm test` runs the suite again against a throwaway server), on a fresh database, queried the
 * way an owner would query it.
 */
import { ENGINE, bodyOf, freshDb, migrationFiles, test } from './common.ts';
import { assert, assertEquals } from './assert.ts';
import { parseLead } from '../../_shared/lead-schema.ts';
import { createLeadStore, type NewLead, type ReceiveRules } from '../store/lead-store.ts';
import { loadMigrations, migrate } from '../store/migrate.ts';

const DAY = 24 * 3_600_000;
const T0 = new Date('2026-11-21T20:03:05Z');
const rules: ReceiveRules = {
  rateLimit: 5,
  rateWindowMs: 600_000,
  duplicateWindowMs: 600_000,
  contactLimit: 3,
  contactWindowMs: DAY,
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
  };
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
          contact_phone: '600700800',
          notified_revision: 1,
        });
        await db.exec('truncate public.leads cascade');
        const tables = await db.query<{ relname: string; relrowsecurity: boolean }>(
          `select relname, relrowsecurity from pg_class
            where relname in ('leads', 'lead_revisions', 'newsletter_subscriptions', 'survey_answers')
            order by relname`,
        );
        assertEquals(tables, [
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
        'at most three e-mails about one person a day, by address or phone; later ones held',
        async () => {
          const email = 'ta.sama@example.pl';
          const receipts = [];
          for (let i = 0; i < 4; i += 1) {
            const at = new Date(T0.getTime() + i * 60_000);
            receipts.push(await store.receive(newLead(at, { email, message: `Nr ${i}` }), rules));
          }
          assertEquals(
            receipts.map((r) => r.status),
            ['stored', 'stored', 'stored', 'held'],
          );
          // By phone: four addresses, one number (written two ways): the fourth is held.
          const byPhone = [];
          for (let i = 0; i < 4; i += 1) {
            const phone = i === 3 ? '+48 698 765 432' : '698765432';
            const lead = newLead(T0, { email: `adres${i}@example.pl`, phone });
            byPhone.push((await store.receive(lead, rules)).status);
          }
          assertEquals(byPhone, ['stored', 'stored', 'stored', 'held']);
          // Quick leads share a placeholder address: only their phones count.
          for (let i = 0; i < 4; i += 1) {
            const parsed = parseLead(bodyOf('quick-lead', { phone: `60${i}000111` }));
            assert(parsed.success);
            const quick = { ...newLead(T0), lead: parsed.lead };
            assertEquals((await store.receive(quick, rules)).status, 'stored');
          }
          // The repeats are listed in the next e-mail about this person, then no more.
          const next = newLead(new Date(T0.getTime() + 2 * DAY), { email });
          assertEquals((await store.receive(next, rules)).status, 'stored');
          const repeats = await store.heldRepeats(next.lead, next.id);
          assertEquals(repeats.length, 1);
          await store.markDelivered(
            next.id,
            next.receivedAt,
            1,
            repeats.map((r) => r.id),
          );
          assertEquals(await store.heldRepeats(next.lead, next.id), []);
          // Held repeats are not pending: no retry pass e-mails them.
          const due = await store.claimDue(new Date(T0.getTime() + 3 * DAY), 60_000, 100);
          assert(!due.some((lead) => repeats.some((r) => r.id === lead.id)));
        },
      );

      await t.step('one newsletter confirmation per address a day', async () => {
        const email = 'czytelniczka@example.pl';
        const first = await store.receive(newLead(T0, { email }, 'newsletter'), rules);
        const second = await store.receive(
          newLead(new Date(T0.getTime() + 3_600_000), { email: email.toUpperCase() }, 'newsletter'),
          rules,
        );
        const nextDay = await store.receive(
          newLead(new Date(T0.getTime() + DAY + 1000), { email }, 'newsletter'),
          rules,
        );
        assertEquals([first.status, second.status, nextDay.status], ['stored', 'held', 'stored']);
      });

      await t.step('a lead e-mailed while the store was down is stored as delivered', async () => {
        const email = 'ta.sama@example.pl'; // over the limit: degraded leads pass every limit
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
          const found = await store.findByEmail(email.toUpperCase());
          assertEquals(
            found.leads.map((l) => l.id).sort(),
            [contact.id, changed.id, signUp.id].sort(),
          );
          assertEquals(found.subscription?.email, email.toLowerCase());

          const forgotten = await store.forget(` ${email} `);
          assertEquals(
            forgotten.leads.map((l) => l.id).sort(),
            [contact.id, changed.id, signUp.id].sort(),
          );
          assertEquals([forgotten.revisions, forgotten.subscriptions], [1, 1]);
          assertEquals(await store.findByEmail(email), { leads: [], subscription: undefined });
          const left = await db.query<{ id: string }>(
            `select id from public.leads union all select lead_id from public.lead_revisions`,
          );
          assertEquals(
            left.map((row) => row.id),
            [kept.id],
          );
          assertEquals((await store.forget(email)).leads, []);
        },
      );

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

      await t.step('purge deletes what is over two years old, and only that', async () => {
        await db.exec('truncate public.leads cascade; truncate public.newsletter_subscriptions');
        const now = new Date('2028-12-01T12:00:00Z');
        const old = new Date(now.getTime() - 2 * 365 * DAY - 2 * DAY);
        const recent = new Date(now.getTime() - 2 * 365 * DAY + 2 * DAY);
        const oldLead = newLead(old);
        const recentLead = newLead(recent);
        const confirmed = newLead(old, { email: 'potwierdzony@example.pl' }, 'newsletter');
        const unconfirmed = newLead(old, { email: 'niepotwierdzony@example.pl' }, 'newsletter');
        for (const lead of [oldLead, recentLead, confirmed, unconfirmed]) {
          assertEquals((await store.receive(lead, rules)).status, 'stored');
        }
        const subscription = await store.subscription('potwierdzony@example.pl');
        assert(subscription);
        assertEquals(await store.confirmSubscription(subscription.id, old), 'confirmed');

        assertEquals(await store.purge(now), 4, 'three old leads and one unconfirmed address');
        const left = await db.query<{ id: string }>('select id from public.leads');
        assertEquals(
          left.map((row) => row.id),
          [recentLead.id],
        );
        assert(await store.subscription('potwierdzony@example.pl'), 'a confirmed address stays');
        assertEquals(await store.subscription('niepotwierdzony@example.pl'), undefined);
        assertEquals(await store.purge(now), 0);
      });
    } finally {
      await db.close();
    }
  });
}
