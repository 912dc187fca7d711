/**
 * `npm run bench:leads`: the send-email function's production entry
 * (supabase/functions/send-email/index.ts, run by Deno as a child process, with Supabase's
 * EdgeRuntime.waitUntil preloaded) on a throwaway PostgreSQL, with production's faults; everything
 * is counted per lead (one submissionId).
 * - Visitors: --count (600) contact-form leads, --concurrency (20) in flight; a 5xx, 429 or network
 *   error sends the same body again after 500 ms, as the browser does with its draft.
 * - Schedule: POST ?deliver with the retry secret every 500 ms (pg_cron: every minute).
 * - Provider: a fake Resend with Resend's idempotency semantics, failing --failure-rate (0.3) of
 *   calls and holding the answer of --hang-rate (0.05) of delivered e-mails past the time limit.
 * - Database outage: after a quarter of the leads, a TCP proxy between the function and PostgreSQL
 *   cuts and refuses every connection for --outage-seconds (20; 0: none).
 * - Crash: after 60 % of the leads, SIGKILL of the function and a restart on the same port
 *   (--no-kill: none). Should the function die by itself, it is started again and counted.
 * Then it waits until no row is pending or --cap-seconds (180) from the start have passed. Then two
 * advisers race to claim every lead, each twice, and both try to record an outcome (handling.ts),
 * with the provider still failing. It prints the counts, and exits 1 when a lead is lost, an
 * e-mail is delivered twice, a lead never got a 200, a lead has two owners, or an outcome is lost.
 * Needs PostgreSQL's server binaries (/usr/lib/postgresql/<version>/bin). Modules in
 * scripts/lib/bench-leads/.
 *
 * Why ours: load tools (k6, autocannon) count requests and status codes; this counts leads, each
 * followed through retries, an outage, a crash and a provider's idempotency, which only our store,
 * schedule and visitors' retry rules define.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from '../supabase/functions/send-email/store/db';
import { loadMigrations, migrate } from '../supabase/functions/send-email/store/migrate';
import { openPostgresDb } from '../supabase/functions/send-email/store/postgres-db';
import { DenoFunction } from './lib/bench-leads/deno-function';
import { handlingFailures, raceHandling, type HandlingCounts } from './lib/bench-leads/handling';
import { startFakeResend, type FakeResend } from './lib/bench-leads/fake-resend';
import { parseBenchLeadsOptions } from './lib/bench-leads/options';
import { CommandLineError } from './lib/command-line';
import {
  answersBetween,
  failures,
  reportLines,
  summarise,
  type LeadRow,
} from './lib/bench-leads/report';
import { SITE_ORIGIN, startRetrySchedule, submitAll } from './lib/bench-leads/submissions';
import { startTcpProxy, type TcpProxy } from './lib/bench-leads/tcp-proxy';
import { Teardown } from './lib/bench-leads/teardown';
import { MIGRATIONS_DIR, nodeMigrationFiles } from './lib/lead-db';
import { freePorts } from './lib/test-ports';
import { findPostgresBin, startTestPostgres } from './lib/test-postgres';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DENO = fileURLToPath(new URL('../node_modules/.bin/deno', import.meta.url));
const ENTRY = 'supabase/functions/send-email/index.ts';
/** Supabase's EdgeRuntime.waitUntil, which the entry uses when it is there (see the module). */
const EDGE_RUNTIME = 'scripts/lib/bench-leads/edge-runtime.ts';
const SCHEDULE_INTERVAL_MS = 500;
/** Shares of the leads sent when the outage begins and when the function is killed. */
const OUTAGE_AT = 0.25;
const KILL_AT = 0.6;

/** The command line; a bad flag stops the bench with a message naming it. */
function readOptions() {
  try {
    return parseBenchLeadsOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    console.error(`bench:leads: ${error.message} (see scripts/bench-leads.ts)`);
    process.exit(1);
  }
}

const options = readOptions();
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const log = (line: string) => console.log(`[${seconds().padStart(5)} s] ${line}`);

interface Secrets {
  leads: string;
  retry: string;
}

/** The entry's environment: production's settings, pointed at the bench's doubles. */
function functionEnv(port: number, databaseUrl: string, providerUrl: string, secrets: Secrets) {
  const inherited = Object.entries(process.env).filter(
    ([name]) => ['PATH', 'HOME', 'TMPDIR'].includes(name) || name.startsWith('DENO_'),
  );
  return {
    ...(Object.fromEntries(inherited) as Record<string, string>),
    NO_COLOR: '1',
    SUPABASE_URL: 'http://127.0.0.1:1',
    SUPABASE_DB_URL: databaseUrl,
    EMAIL_TRANSPORT: 'resend',
    RESEND_API_KEY: 're_bench',
    RESEND_API_URL: providerUrl,
    LEAD_EMAIL_TO: 'doradcy@spokojnarata.pl',
    LEAD_EMAIL_FROM: 'Formularz <formularz@spokojnarata.pl>',
    SITE_URL: SITE_ORIGIN,
    ALLOWED_ORIGIN: SITE_ORIGIN,
    LEADS_SECRET: secrets.leads,
    LEADS_RETRY_SECRET: secrets.retry,
    PORT: String(port),
    LEADS_RATE_LIMIT: '0',
    LEADS_CONTACT_LIMIT: '0',
    LEADS_RETRY_BASE_MS: '250',
    LEADS_RETRY_MAX_MS: '2000',
    RESEND_TIMEOUT_MS: '1000',
    LEADS_LEASE_MS: '5000',
  };
}

/** A fresh cluster with the migrations applied; the bench's own connection bypasses the proxy. */
async function startDatabase(bin: string, teardown: Teardown) {
  const server = await startTestPostgres(bin);
  teardown.add('PostgreSQL', () => server.stop());
  const db = openPostgresDb(server.url, { max: 2 });
  teardown.add('the bench’s database connection', () => db.close());
  await migrate(db, await loadMigrations(nodeMigrationFiles, MIGRATIONS_DIR));
  return { url: new URL(server.url), db };
}

/** When a fault began and ended (Date.now()); `end` stays open while it lasts. */
interface FaultWindow {
  name: string;
  start: number;
  end?: number;
}

/** The outage after a quarter of the leads and the crash after 60 %, as the leads go out. */
function planFaults(proxy: TcpProxy, fn: DenoFunction) {
  const running: Promise<void>[] = [];
  const windows: FaultWindow[] = [];
  const at = (share: number) => Math.max(1, Math.ceil(share * options.count));
  const outage = async (sent: number) => {
    const window: FaultWindow = { name: 'the outage', start: Date.now() };
    windows.push(window);
    log(`${sent} leads sent: database outage for ${options.outageSeconds} s`);
    if (!(await proxy.outage(options.outageSeconds * 1000))) return;
    window.end = Date.now();
    const { cut, refused } = proxy.stats;
    log(`database reachable again (${cut} connections cut, ${refused} refused)`);
  };
  const crash = async (sent: number) => {
    const window: FaultWindow = { name: 'the restart', start: Date.now() };
    windows.push(window);
    log(`${sent} leads sent: SIGKILL of the function${proxy.down ? ' (database down)' : ''}`);
    await fn.kill();
    await fn.start();
    window.end = Date.now();
    log(`function answering again after ${((window.end - window.start) / 1000).toFixed(1)} s`);
  };
  return {
    windows,
    onSubmitted: (sent: number) => {
      if (options.outageSeconds > 0 && sent === at(OUTAGE_AT)) running.push(outage(sent));
      if (options.kill && sent === at(KILL_AT)) running.push(crash(sent));
    },
    settled: () => Promise.all(running),
  };
}

async function pendingCount(db: Db): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from public.leads where notification_state = 'pending'`,
  );
  return row?.count ?? 0;
}

/** Polls until no row is pending or `stop` is aborted; returns the rows still pending. */
async function waitForDelivery(db: Db, stop: AbortSignal): Promise<number> {
  for (;;) {
    const pending = await pendingCount(db);
    if (pending === 0 || stop.aborted) return pending;
    await sleep(500);
  }
}

/** Every row; `degraded` from degraded_at where the table has that column. */
async function readRows(db: Db): Promise<LeadRow[]> {
  return db.query<LeadRow>(
    `select submission_id::text as "submissionId", notification_state as state,
            (to_jsonb(lead) ->> 'degraded_at') is not null as degraded
       from public.leads lead`,
  );
}

/** The last errors recorded on rows still pending, counted. */
async function pendingErrors(db: Db): Promise<string[]> {
  const rows = await db.query<{ error: string | null; count: number }>(
    `select last_error as error, count(*)::int as count from public.leads
      where notification_state = 'pending' group by 1 order by 2 desc limit 5`,
  );
  return rows.map((row) => `${row.count} × ${row.error ?? '(no attempt recorded)'}`);
}

interface Setup {
  db: Db;
  provider: FakeResend;
  proxy: TcpProxy;
  fn: DenoFunction;
  retrySecret: string;
  leadsSecret: string;
}

/** PostgreSQL, the fake provider, the proxy and the function, each stopped by `teardown`. */
async function startAll(bin: string, teardown: Teardown): Promise<Setup> {
  const { url: databaseUrl, db } = await startDatabase(bin, teardown);
  const provider = await startFakeResend(options);
  teardown.add('the fake provider', () => provider.close());
  const proxy = await startTcpProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port) });
  teardown.add('the database proxy', () => proxy.close());

  const [port = 0] = await freePorts(1);
  const viaProxy = new URL(databaseUrl);
  viaProxy.port = String(proxy.port);
  const secrets = {
    leads: randomBytes(32).toString('hex'),
    retry: randomBytes(32).toString('hex'),
  };
  const env = functionEnv(port, viaProxy.href, provider.url, secrets);
  const fn: DenoFunction = new DenoFunction({
    ...{ deno: DENO, entry: ENTRY, preload: [EDGE_RUNTIME], cwd: ROOT, env, port },
    onCrash: (how) =>
      log(`the function died by itself (${how}): ${lastError(fn)}; starting it again`),
  });
  teardown.add('the function', () => fn.stop());
  return { db, provider, proxy, fn, retrySecret: secrets.retry, leadsSecret: secrets.leads };
}

/** Sends the leads with the faults and the schedule running, then waits for pending ones. */
async function drive(setup: Setup, teardown: Teardown) {
  const { db, proxy, fn } = setup;
  const stop = AbortSignal.timeout(options.capSeconds * 1000);
  await fn.start();
  log(`function answering on ${fn.url} (Deno, PostgreSQL through the proxy)`);
  const schedule = startRetrySchedule(fn.url, setup.retrySecret, SCHEDULE_INTERVAL_MS);
  teardown.add('the schedule', () => schedule.stop());

  const faults = planFaults(proxy, fn);
  const leads = await submitAll({ ...options, url: fn.url, stop, onSubmitted: faults.onSubmitted });
  await faults.settled();
  log('every lead answered or given up; waiting for pending notifications');
  const pending = await waitForDelivery(db, stop);
  log(pending === 0 ? 'no lead pending' : `time limit: ${pending} leads still pending`);
  // The notifications' calls end here: the advisers' e-mails about claims are counted apart.
  const calls = setup.provider.calls.slice();
  log('two advisers race to claim every lead and record an outcome');
  const handling = await raceHandling({
    db,
    url: fn.url,
    leadsSecret: setup.leadsSecret,
    concurrency: options.concurrency,
    stop,
  });
  await schedule.stop();
  if (fn.restartError) throw fn.restartError;
  return { leads, pending, calls, handling, windows: faults.windows, schedule: schedule.stats };
}

const printLines = (lines: [string, string][]) => {
  for (const [label, value] of lines) console.log(`${`${label}:`.padEnd(30)}${value}`);
};

/** Prints the counts; true when nothing was lost or duplicated and every lead got its 200. */
async function report(setup: Setup, outcome: Awaited<ReturnType<typeof drive>>) {
  const { leads, pending, calls, handling, windows, schedule } = outcome;
  const counts = summarise(leads, await readRows(setup.db), calls);
  console.log('');
  printLines(reportLines(counts, Number(seconds())));
  printLines([
    ...windows.map(({ name, start, end = Date.now() }): [string, string] => [
      `answers during ${name}`,
      answersBetween(leads, start, end),
    ]),
    ['schedule calls', `${schedule.calls} (${schedule.failed} failed)`],
    ...handlingLines(handling),
    ['function starts', `${setup.fn.starts} (${setup.fn.crashes} after it died by itself)`],
  ]);
  if (pending > 0) console.log(`pending at the end: ${(await pendingErrors(setup.db)).join('; ')}`);
  const failed = [...failures(counts, options.count), ...handlingFailures(handling)];
  if (failed.length > 0 || pending > 0) printTail(setup.fn);
  if (failed.length > 0) console.log(`\nFAILED: ${failed.join(', ')}`);
  return failed.length === 0;
}

function handlingLines(handling: HandlingCounts): [string, string][] {
  return [
    [
      'claims (2 advisers × 2)',
      `${handling.claimsWon} won, ${handling.claimsRefused} refused, ${handling.leads} leads, ${handling.twoOwners} with two owners`,
    ],
    [
      'outcomes',
      `${handling.outcomesRecorded} recorded, ${handling.outcomesLost} lost, ${handling.outcomesByOthers} by a non-owner`,
    ],
    ['adviser requests failed', String(handling.failedRequests)],
    ['team e-mails unsent', String(handling.unsentTeamMails)],
    ['handling took', `${handling.seconds.toFixed(1)} s`],
  ];
}

/** The function's last line that names an error. */
function lastError(fn: DenoFunction): string {
  return fn.tail(200).findLast((line) => /error/i.test(line)) ?? 'no error printed';
}

function printTail(fn: DenoFunction): void {
  console.log('\nthe function’s last lines (stdout and stderr):');
  for (const line of fn.tail(20)) console.log(`  ${line}`);
}

async function main(): Promise<number> {
  const bin = findPostgresBin();
  if (!bin) {
    console.error(
      'bench:leads needs PostgreSQL’s server binaries (Debian: sudo apt-get install -y postgresql); none in /usr/lib/postgresql/<version>/bin',
    );
    return 1;
  }
  if (!existsSync(DENO)) {
    console.error(`bench:leads needs Deno at ${DENO} (npm ci installs it)`);
    return 1;
  }
  console.log(
    `bench:leads: ${options.count} leads, ${options.concurrency} in flight; provider fails ` +
      `${options.failureRate * 100} %, holds ${options.hangRate * 100} %; outage ` +
      `${options.outageSeconds} s; kill ${options.kill ? 'on' : 'off'}; cap ${options.capSeconds} s`,
  );
  const teardown = new Teardown();
  teardown.onSignals();
  try {
    const setup = await startAll(bin, teardown);
    try {
      return (await report(setup, await drive(setup, teardown))) ? 0 : 1;
    } catch (error) {
      printTail(setup.fn);
      throw error;
    }
  } finally {
    await teardown.run();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench:leads: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
