/**
 * What every function test shares and none of it opens a database: valid bodies of each lead kind
 * as the site's forms send them, the request and config the handler tests use, the `test` wrapper,
 * and fresh databases on the suite's engine: an in-memory PGlite, or, when TEST_DATABASE_URL names
 * a throwaway PostgreSQL server (`npm test` starts one), a new database on it through postgres.js,
 * so that the whole suite runs on the engine production uses.
 */
import type { LeadKind } from '../../_shared/lead-schema.ts';
import type { HandlerConfig } from '../handler.ts';
import type { LeadMail, Transport } from '../mail.ts';
import type { Db } from '../store/db.ts';
import { loadMigrations, migrate } from '../store/migrate.ts';
import { openPgliteDb } from '../store/pglite-db.ts';
import { openPostgresDb } from '../store/postgres-db.ts';
import { initdbSnapshot } from './pglite-snapshot.ts';

const serverUrl = Deno.env.get('TEST_DATABASE_URL');
/** The engine the suite runs on, for test names. */
export const ENGINE = serverUrl ? 'PostgreSQL' : 'PGlite';

/**
 * A test: on PostgreSQL the pool keeps its connections open between tests, which Deno's resource
 * and op sanitizers would report as leaks, so they are off there (each module closes its pool).
 */
export function test(
  name: string,
  fn: (t: Deno.TestContext) => Promise<void> | void,
  options: { ignore?: boolean } = {},
) {
  Deno.test({ name, fn, sanitizeOps: !serverUrl, sanitizeResources: !serverUrl, ...options });
}

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
  calculator: {
    name: 'Marek Wójcik',
    email: 'brak-emaila@lead.invalid',
    phone: '604 555 666',
    consentProcessing: true,
    calculation: {
      debts: [
        { balance: 12000, instalment: 950, monthsLeft: 14 },
        { balance: 4500, instalment: 620, monthsLeft: 8 },
      ],
      term: 84,
      instalment: 263.61,
      rrso: 9.76,
    },
    formType: 'calculator',
    pageName: 'Kalkulator konsolidacji',
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
  escalationTo: ['wlasciciel@spokojnarata.pl'],
  allowedOrigins: ['*'],
  siteUrl: SITE_URL,
  functionUrl: FUNCTION_URL,
  retrySecret: RETRY_SECRET,
  retry: { baseMs: 10_000, maxMs: 3_600_000, alertAfter: 5, leaseMs: 60_000 },
  rateLimit: 5,
  rateWindowMs: 600_000,
  duplicateWindowMs: 600_000,
  // Off here: the tests send the same bodies again and again. limits_test turns it on.
  repeatWindowMs: 0,
  storeTimeoutMs: 3_000,
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

/** A new database of its own: on the PostgreSQL server when there is one, else PGlite. */
export async function freshDb(): Promise<Db> {
  if (!serverUrl) return await openPgliteDb('memory://', await initdbSnapshot());
  const name = `test_${crypto.randomUUID().replaceAll('-', '')}`;
  const admin = openPostgresDb(serverUrl, { max: 1 });
  try {
    await admin.exec(`create database ${name}`);
  } finally {
    await admin.close();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return openPostgresDb(url.toString(), { max: 4 });
}

/** A new store database with the migrations applied. */
export async function migratedDb(): Promise<Db> {
  const db = await freshDb();
  await migrate(db, await loadMigrations(migrationFiles));
  return db;
}
