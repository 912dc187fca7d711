/**
 * The lead store's SQL on both engines: always on PGlite, and on a real PostgreSQL server when
 * TEST_DATABASE_URL names a throwaway database (`npm test` starts one; its public schema is
 * dropped and recreated here).
 */
import { bodyOf } from './fixtures.ts';
import { assert, assertEquals } from './assert.ts';
import { parseLead } from '../../_shared/lead-schema.ts';
import type { Db } from '../store/db.ts';
import { createLeadStore, type NewLead, type ReceiveRules } from '../store/lead-store.ts';
import { loadMigrations, migrate } from '../store/migrate.ts';
import { openPgliteDb } from '../store/pglite-db.ts';
import { openPostgresDb } from '../store/postgres-db.ts';
import { migrationFiles } from './fixtures.ts';

const DAY = 24 * 3_600_000;
const T0 = new Date('2026-11-21T20:03:05Z');
const rules: ReceiveRules = { rateLimit: 5, rateWindowMs: 600_000, duplicateWindowMs: 600_000 };

function newLead(
  at: Date,
  changes: Record<string, unknown> = {},
  kind: 'contact' | 'newsletter' | 'application' = 'contact',
): NewLead {
  const parsed = parseLead(bodyOf(kind, changes));
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

const engines: [string, () => Promise<Db>][] = [['PGlite', () => openPgliteDb()]];
const url = Deno.env.get('TEST_DATABASE_URL');
if (url) {
  engines.push([
    'PostgreSQL',
    async () => {
      const db = openPostgresDb(url, { max: 4 });
      await db.exec('drop schema if exists public cascade; create schema public;');
      return db;
    },
  ]);
}

for (const [engine, open] of engines) {
  Deno.test(`store on ${engine}`, async (t) => {
    const db = await open();
    const store = createLeadStore(db);
    try {
      await t.step('the migrations apply once, the schedules skip cleanly, RLS is on', async () => {
        const migrations = await loadMigrations(migrationFiles);
        assertEquals(migrations.length >= 2, true);
        assertEquals(
          await migrate(db, migrations),
          migrations.map((m) => m.name),
        );
        assertEquals(await migrate(db, migrations), []);
        const tables = await db.query<{ relname: string; relrowsecurity: boolean }>(
          `select relname, relrowsecurity from pg_class
            where relname in ('leads', 'newsletter_subscriptions') order by relname`,
        );
        assertEquals(tables, [
          { relname: 'leads', relrowsecurity: true },
          { relname: 'newsletter_subscriptions', relrowsecurity: true },
        ]);
      });

      await t.step(
        'a lead is stored with its consent evidence; its submission id once',
        async () => {
          const submissionId = crypto.randomUUID();
          const lead = newLead(T0, { submissionId, consentVersion: '2025-05-15' });
          assertEquals(await store.receive(lead, rules), { status: 'stored', id: lead.id });
          const again = { ...newLead(T0, { submissionId }), clientHash: lead.clientHash };
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
