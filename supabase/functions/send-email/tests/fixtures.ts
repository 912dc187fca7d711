/**
 * Valid bodies of each lead kind, as the site's forms send them, and the handler's test deps: the
 * real lead store on an in-memory PGlite (one per test module, migrated with supabase/migrations),
 * a recording transport, a fixed clock and a captured log.
 */
import type { LeadKind } from '../../_shared/lead-schema.ts';
import type { Deps, HandlerConfig } from '../handler.ts';
import type { LeadMail, Transport } from '../mail.ts';
import { createSecrets } from '../secrets.ts';
import type { Db } from '../store/db.ts';
import { createLeadStore } from '../store/lead-store.ts';
import { loadMigrations, migrate } from '../store/migrate.ts';
import { openPgliteDb } from '../store/pglite-db.ts';

/** 21:03:05 in Warsaw (CET, UTC+1), a Saturday. */
export const RECEIVED_AT = new Date('2026-11-21T20:03:05Z');

export const FUNCTION_URL = 'http://127.0.0.1:54321/functions/v1/send-email';

export const bodies: Record<LeadKind, Record<string, unknown>> = {
  'quick-contact': {
    name: 'Anna Kowalska',
    email: 'anna.kowalska@example.pl',
    phone: '600 100 200',
    loanAmount: '30 000–50 000 zł',
    consent: true,
    formType: 'quick-contact',
    pageName: 'Strona główna – formularz w nagłówku',
    website: '',
  },
  application: {
    name: 'Katarzyna Wiśniewska',
    email: 'katarzyna@example.pl',
    phone: '+48 602 333 444',
    message: 'Mam trzy chwilówki.\nProszę o telefon po 17:00.',
    loanAmount: '85000',
    formType: 'application',
    pageName: 'Wniosek online',
    selectedSituations: {
      latePayments: false,
      paydayLoans: true,
      bankRejection: false,
      consolidation: true,
      cashLoan: true,
      medicalProfession: false,
      other: false,
    },
    debt: '85000',
    income: '5200',
    consentMarketingEmail: false,
    consentMarketingPhone: true,
    consentProcessing: true,
    consentDocuments: true,
    uploadedFiles: [
      { name: 'zaswiadczenie-o-dochodach.pdf', size: 1536 },
      { name: 'wyciag-bankowy.pdf', size: 1572864 },
      { name: 'skan.jpg', size: 512 },
    ],
    website: '',
  },
  analysis: {
    name: 'Piotr Zieliński',
    email: 'piotr@example.pl',
    phone: '603 444 555',
    debt: '42000',
    income: '',
    situationDetail: 'Bank odmówił mi kredytu konsolidacyjnego.',
    bankRejection: true,
    hasMortgage: false,
    hasPaydayLoans: true,
    latePayments: false,
    consentMarketingEmail: true,
    consentMarketingPhone: false,
    consentProcessing: true,
    consentDocuments: true,
    uploadedFiles: [{ name: 'pit-37.pdf', size: 12595 }],
    formType: 'analysis',
    pageName: 'Bezpłatna analiza finansowa',
  },
  contact: {
    name: 'Jan Nowak',
    email: 'jan@example.pl',
    phone: '+48 501 202 303',
    message: 'Proszę o kontakt w sprawie konsolidacji.',
    formType: 'contact',
    pageName: 'Formularz kontaktowy',
  },
  'quick-lead': {
    name: 'Ewa Lewandowska',
    email: 'brak-emaila@lead.invalid',
    phone: '601 222 333',
    loanAmount: 'do 10 000 zł',
    formType: 'application',
    pageName: 'Pożyczka konsolidacyjna',
  },
  newsletter: {
    email: 'czytelnik@example.pl',
    consentMarketing: true,
    formType: 'newsletter',
    pageName: 'Baza wiedzy',
  },
};

export const leadKinds = Object.keys(bodies) as LeadKind[];

/** A body of `kind` with some fields replaced (undefined removes a field). */
export function bodyOf(kind: LeadKind, changes: Record<string, unknown> = {}) {
  const merged: Record<string, unknown> = { ...structuredClone(bodies[kind]), ...changes };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
}

export function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(FUNCTION_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export interface RecordingTransport extends Transport {
  sent: LeadMail[];
}

export function recordingTransport(): RecordingTransport {
  const sent: LeadMail[] = [];
  return {
    sent,
    send(mail) {
      sent.push(mail);
      return Promise.resolve();
    },
  };
}

export const SITE_URL = 'https://www.spokojnarata.pl';
export const RETRY_SECRET = 'test-retry-secret';

export const testConfig: HandlerConfig = {
  emailFrom: 'Formularz <formularz@spokojnarata.pl>',
  emailTo: ['doradcy@spokojnarata.pl'],
  allowedOrigins: ['*'],
  siteUrl: SITE_URL,
  functionUrl: FUNCTION_URL,
  retrySecret: RETRY_SECRET,
  retry: { baseMs: 10_000, maxMs: 3_600_000, alertAfter: 5, leaseMs: 60_000 },
  rateLimit: 5,
  rateWindowMs: 600_000,
  duplicateWindowMs: 600_000,
  firstAttemptWaitMs: 2_000,
};

export const migrationFiles = {
  async list(dir: string) {
    const names: string[] = [];
    for await (const entry of Deno.readDir(dir)) names.push(entry.name);
    return names;
  },
  read: (path: string) => Deno.readTextFile(path),
};

/** A new in-memory store database with the migrations applied. */
export async function migratedPglite(): Promise<Db> {
  const db = await openPgliteDb();
  await migrate(db, await loadMigrations(migrationFiles));
  return db;
}

/** This module's database; tests keep apart by each deps' own secret (so their own client hash). */
export const db = await migratedPglite();
export const store = createLeadStore(db);

/** A clock the test moves: starts at RECEIVED_AT. */
export function testClock(start = RECEIVED_AT) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/**
 * Deps with a recording transport, a fixed clock, a captured log and the shared store. Each call
 * has its own LEADS_SECRET, hence its own client hash: rate windows and duplicates of one test
 * never meet another's.
 */
export function testDeps(overrides: Partial<Deps> = {}, database: Db = db) {
  const transport = recordingTransport();
  const logs: string[] = [];
  const deps: Deps = {
    store,
    transport,
    secrets: createSecrets(`test-secret-${crypto.randomUUID()}`),
    config: testConfig,
    now: () => RECEIVED_AT,
    log: (line) => logs.push(line),
    random: () => 0.5,
    ...overrides,
  };
  /** The leads this deps' client stored, oldest first. */
  const leads = async (clientAddress = 'unknown') =>
    await database.query<{
      id: string;
      notification_state: string;
      attempts: number;
      last_error: string | null;
    }>(
      `select id, notification_state, attempts, last_error from public.leads
        where client_hash = $1 order by received_at, id`,
      [await deps.secrets.clientHash(clientAddress)],
    );
  return { deps, sent: transport.sent, logs, leads };
}
