/**
 * `npm test`: every check and test of the project: lint, format, type-check, unit and component
 * tests (Vitest, with the checks of every built page's served HTML), the function's tests (Deno) on
 * a throwaway PostgreSQL server through postgres.js, with the production entry (index.ts) started
 * under Deno (Debian's postgresql; when it is not installed the suite runs on PGlite instead, with
 * a note, and under CI=true that is a failure), the lead store's tests once more on PGlite (the
 * local server's engine), the production build, html-validate and the Nu HTML Checker on every
 * built page (Java and vnu-jar; without them a note, a failure under CI=true), the build the
 * consent journeys test (GA4 and the Pixel configured), browser journeys (Playwright), and a smoke
 * of the lead forms, the mobile menu, an early in-page link and the header in Firefox ESR and
 * WebKitGTK (e2e/other-browsers/; a browser not installed is skipped with a note, a failure under
 * CI=true). It runs them all even when one fails, and ends with one line `N passed, N failed`
 * counting every test and check.
 *
 * Every test step here keeps both cores of the 2-core machine busy on its own (measured alone: the
 * browser tests 1.9 cores, Vitest 1.8), so the steps that have time limits share the cores (the
 * lanes, `TEST_SLOTS`) without crowding one another, each taking as many as it uses
 * (scripts/lib/run-steps.ts): the two builds side by side; then the browser tests (Playwright and
 * the Firefox and WebKit smoke, on the site's and the function's servers started once), all the
 * lanes; Vitest's unit tests, all of them; the served-page tests (they read the built site) beside
 * the function's suite. Crowded, each ran slower than alone and Vitest's five-second test limits
 * ran out. The checks without time limits (lint, the type-checks, Prettier, html-validate and the
 * Nu HTML Checker) run one at a time beside them under `nice`, in whatever time the tests leave,
 * and in the lanes the tests free once the last of them has started.
 * Each step's output is kept and printed whole when it ends, so nothing interleaves; each step's
 * time is printed with it and in a table at the end.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { delimiter, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import {
  CONSENT_DIST,
  E2E_LEADS_DIR,
  E2E_OUTBOX_DIR,
  consentBuildEnv,
  e2eEnv,
  e2ePorts,
} from './lib/test-ports';
import {
  type PlaywrightSuite,
  type VitestReport,
  playwrightFailures,
  vitestFailures,
} from './lib/test-failures';
import { findNuChecker } from './lib/nu-checker';
import { type Step, runSteps } from './lib/run-steps';
import { findPostgresBin, startTestPostgres } from './lib/test-postgres';
import { SERVERS_STARTED, startTestServers } from './lib/test-servers';
import { OTHER_BROWSERS_JSON, type OtherBrowsersResults } from '../e2e/other-browsers/results';

const RESULTS = 'test-results';
/** TypeScript 7 (package.json's `typescript-7`): its `tsc`, beside 6.x's in node_modules/.bin. */
const TYPESCRIPT_7 = 'node_modules/typescript-7/bin/tsc';
const PLAYWRIGHT_JSON = `${RESULTS}/playwright.json`;
/**
 * Playwright's own output (traces, when asked for): it empties this folder when it starts, not the
 * servers'.
 */
const PLAYWRIGHT_OUTPUT = `${RESULTS}/playwright`;

interface Tally {
  passed: number;
  failed: number;
}

/** One step's outcome: its own tally (a check counts as one) and the failure line it adds. */
interface Outcome {
  label: string;
  seconds: number;
  tally: Tally;
  failure?: string;
  /** The suite's failed tests, each with the first line of its error, repeated at the very end. */
  failedTests?: string[];
}

// No type-check here: `deno check` is a step of its own.
const DENO_PERMISSIONS = [
  '--no-check',
  '--allow-read',
  '--allow-write',
  '--allow-net=127.0.0.1',
  '--allow-env=TEST_DATABASE_URL',
];
const FUNCTION_TESTS = 'supabase/functions/send-email';
/** The tests of the lead store's SQL, run on PGlite too: the engine of the local server. */
const STORE_TESTS = `${FUNCTION_TESTS}/tests/store_test.ts`;
/** The cores the tests share (`TEST_SLOTS=1`: as if one). */
const SLOTS = Number(process.env.TEST_SLOTS) || Math.max(2, availableParallelism());
/** A step that keeps every core busy on its own. */
const ALL_LANES = SLOTS;

/** The project's tools first on the PATH, as under `npm run`. */
const LOCAL_PATH = [resolve('node_modules/.bin'), process.env.PATH].join(delimiter);

interface Ran {
  ok: boolean;
  output: string;
  seconds: number;
}

/**
 * Runs a command, its output (stdout and stderr in the order they came) kept for the caller. In the
 * `background` (`nice`), a step without time limits gives the cores to the steps that have them
 * (the browsers' waits, Vitest's and Deno's timeouts) whenever they need them, and takes the rest.
 */
function exec(
  command: string,
  args: string[],
  { env = {}, background = false }: { env?: NodeJS.ProcessEnv; background?: boolean } = {},
): Promise<Ran> {
  const started = performance.now();
  return new Promise((resolve) => {
    const [program, programArgs] = background
      ? ['nice', ['-n', '10', command, ...args]]
      : [command, args];
    const child = spawn(program, programArgs, {
      env: { ...process.env, PATH: LOCAL_PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (ok: boolean, extra = '') =>
      resolve({
        ok,
        output: Buffer.concat(chunks).toString('utf8') + extra,
        seconds: (performance.now() - started) / 1000,
      });
    child.on('error', (error) => finish(false, `\n${error.message}\n`));
    child.on('close', (code) => finish(code === 0));
  });
}

/**
 * Runs one of the project's tools (`[tool, ...args]`, from node_modules/.bin, as `npm run` would
 * find it, without npx's own npm start of about half a CPU-second), then prints its output whole
 * under a heading with its time.
 */
async function runTool(
  label: string,
  [tool, ...args]: [string, ...string[]],
  options: { env?: NodeJS.ProcessEnv; background?: boolean } = {},
): Promise<Ran> {
  const ran = await exec(tool, args, options);
  process.stdout.write(
    `\n▶ ${label}: ${[tool, ...args].join(' ')} (${ran.seconds.toFixed(1)} s)\n`,
  );
  process.stdout.write(ran.output);
  return ran;
}

/** A check that passes or fails as one: its exit status. */
async function check(
  label: string,
  args: [string, ...string[]],
  { env = {}, background = false }: { env?: NodeJS.ProcessEnv; background?: boolean } = {},
): Promise<Outcome> {
  const ran = await runTool(label, args, { env, background });
  return ran.ok
    ? { label, seconds: ran.seconds, tally: { passed: 1, failed: 0 } }
    : { label, seconds: ran.seconds, tally: { passed: 0, failed: 1 }, failure: label };
}

/** A suite's outcome from its own count of tests, or one failure when there is no count. */
function suite(label: string, ran: Ran, tally: Tally | undefined, failedTests?: string[]): Outcome {
  if (!tally) {
    return {
      label,
      seconds: ran.seconds,
      tally: { passed: 0, failed: 1 },
      failure: `${label} (no results: the runner did not start or crashed)`,
    };
  }
  const failed = !ran.ok || tally.failed > 0;
  return {
    label,
    seconds: ran.seconds,
    tally,
    ...(failed && { failure: `${label}: ${tally.failed} failed`, failedTests }),
  };
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// The send-email function's tests, under the real Deno runtime. Closing line: "ok | N passed | N failed".
async function denoSuite(label: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  // No --config: from the project root Deno resolves zod, postgres and PGlite from node_modules.
  const command: [string, ...string[]] = ['deno', 'test', ...args];
  const ran = await runTool(label, command, { env });
  const summary = /(?:ok|FAILED) \| (\d+) passed(?: \(\d+ steps?\))? \| (\d+) failed/.exec(
    // Deno colours its summary when it thinks it writes to a terminal.
    stripVTControlCharacters(ran.output),
  );
  return suite(
    label,
    ran,
    summary ? { passed: Number(summary[1]), failed: Number(summary[2]) } : undefined,
  );
}

/**
 * The function's suite, once: on a throwaway PostgreSQL server (the engine production uses) through
 * postgres.js, with the production entry started under Deno (entry_test.ts runs only there), its
 * files side by side (`--parallel`: each test has a database of its own); then the lead store's
 * tests on PGlite, the local server's engine. Without PostgreSQL (not installed, and not CI) the
 * whole suite runs on PGlite, with a note.
 */
async function functionTests(): Promise<Outcome[]> {
  const label = 'function tests on PostgreSQL (Deno)';
  const onPglite = (what: string, files: string) =>
    denoSuite(`${what} on PGlite (Deno)`, [...DENO_PERMISSIONS, files]);
  const postgresBin = findPostgresBin();
  if (!postgresBin) {
    if (process.env.CI === 'true') {
      return [
        {
          label,
          seconds: 0,
          tally: { passed: 0, failed: 1 },
          failure: `${label} (no /usr/lib/postgresql/*/bin/initdb: install postgresql)`,
        },
      ];
    }
    console.log(
      '\nNote: no PostgreSQL (/usr/lib/postgresql/*/bin/initdb; sudo apt-get install postgresql ' +
        'to use it): the function tests run on PGlite, without the entry test.',
    );
    return [await onPglite('function tests', FUNCTION_TESTS)];
  }
  let postgres: Awaited<ReturnType<typeof startTestPostgres>> | undefined;
  let outcome: Outcome;
  try {
    postgres = await startTestPostgres(postgresBin);
    // postgres reads PG* variables: the whole environment is allowed for this run; the entry
    // test starts index.ts in a Deno process of its own.
    outcome = await denoSuite(
      label,
      [
        '--no-check',
        '--parallel',
        '--allow-read',
        '--allow-write',
        '--allow-net=127.0.0.1',
        '--allow-env',
        '--allow-run',
        FUNCTION_TESTS,
      ],
      { TEST_DATABASE_URL: postgres.url },
    );
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0] ?? '';
    outcome = {
      label,
      seconds: 0,
      tally: { passed: 0, failed: 1 },
      failure: `${label} (${reason})`,
    };
  } finally {
    postgres?.stop();
  }
  return [outcome, await onPglite('lead store', STORE_TESTS)];
}

/**
 * The browser tests: the site's and the function's servers started once (a fresh lead store and
 * outbox under test-results/), Playwright and the Firefox and WebKit smoke side by side on them,
 * then the servers stopped.
 */
async function browserTests(e2e: NodeJS.ProcessEnv, consentBuilt: boolean): Promise<Outcome[]> {
  const ports = e2ePorts(e2e);
  let servers: Awaited<ReturnType<typeof startTestServers>>;
  const serversStarted = performance.now();
  try {
    servers = await startTestServers({
      sitePort: ports.site,
      functionsPort: ports.functions,
      outboxDir: E2E_OUTBOX_DIR,
      leadsDir: E2E_LEADS_DIR,
    });
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0] ?? '';
    return ['browser tests', 'Firefox and WebKit smoke'].map((label) => ({
      label,
      seconds: (performance.now() - serversStarted) / 1000,
      tally: { passed: 0, failed: 1 },
      failure: `${label} (servers did not start: ${reason})`,
    }));
  }
  const env = { ...e2e, ...SERVERS_STARTED };
  try {
    return await Promise.all([playwright(env, consentBuilt), smoke(env)]);
  } finally {
    servers.stop();
  }
}

/** The Nu HTML Checker on the build; without Java or its jar a note (a failure under CI=true). */
async function nuChecker(): Promise<Outcome[]> {
  const label = 'Nu HTML Checker';
  const found = findNuChecker();
  if ('missing' in found) {
    if (process.env.CI === 'true') {
      const failure = `${label} (missing ${found.missing})`;
      return [{ label, seconds: 0, tally: { passed: 0, failed: 1 }, failure }];
    }
    console.log(`\nNote: Nu HTML Checker skipped (missing ${found.missing}); html-validate ran.`);
    return [];
  }
  // One Java process, on one core.
  return [await check(label, ['tsx', 'scripts/validate-nu.ts'], { background: true })];
}

async function playwright(env: NodeJS.ProcessEnv, consentBuilt: boolean): Promise<Outcome> {
  const label = 'browser tests';
  const args: [string, ...string[]] = [
    'playwright',
    'test',
    '--reporter=list,json',
    `--output=${PLAYWRIGHT_OUTPUT}`,
  ];
  const ran = await runTool(label, args, {
    env: {
      ...env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON,
      // Without it (the build failed) the consent spec tries its own build.
      ...(consentBuilt && { E2E_CONSENT_DIST: CONSENT_DIST }),
    },
  });
  const report = readJson(PLAYWRIGHT_JSON) as
    | { suites: PlaywrightSuite[]; stats: { expected: number; unexpected: number; flaky: number } }
    | undefined;
  return suite(
    label,
    ran,
    report && {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
    },
    report && playwrightFailures(report.suites),
  );
}

// The same build in Firefox ESR and WebKitGTK (e2e/other-browsers/run.ts), on the same servers: a
// missing browser is skipped with a note, and is a failure under CI=true.
async function smoke(env: NodeJS.ProcessEnv): Promise<Outcome> {
  const label = 'Firefox and WebKit smoke';
  const args: [string, ...string[]] = ['tsx', 'e2e/other-browsers/run.ts'];
  const ran = await runTool(label, args, { env });
  const results = readJson(OTHER_BROWSERS_JSON) as OtherBrowsersResults | undefined;
  return suite(
    label,
    ran,
    results && { passed: results.passed, failed: results.failed },
    results?.failedTests,
  );
}

/**
 * One of Vitest's projects (vite.config.ts): `unit` needs nothing built, `served` reads the built
 * site (tests/served-pages.ts).
 */
async function vitest(project: 'unit' | 'served'): Promise<Outcome> {
  const label = project === 'unit' ? 'unit tests' : 'served-page tests';
  const json = `${RESULTS}/vitest-${project}.json`;
  const args: [string, ...string[]] = [
    'vitest',
    'run',
    `--project=${project}`,
    // The served-page tests take one lane (beside the function's suite) and one worker: each worker
    // parses every built page, and axe's file is most of their time anyway (measured alone: one
    // worker 24.6 s / 36.4 CPU-seconds, two 27.5 s / 39.4).
    ...(project === 'served' ? ['--maxWorkers=1'] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${json}`,
  ];
  const ran = await runTool(label, args);
  const report = readJson(json) as VitestReport | undefined;
  return suite(
    label,
    ran,
    report && { passed: report.numPassedTests, failed: report.numFailedTests },
    report && vitestFailures(report),
  );
}

/** A check without time limits, in the background pool and under `nice` (see exec). */
function backgroundCheck(
  label: string,
  args: [string, ...string[]],
  needs?: string[],
): Step<Outcome[]> {
  return {
    label,
    needs,
    background: true,
    run: async () => [await check(label, args, { background: true })],
  };
}

const started = performance.now();
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

// The browser tests' ports (scripts/lib/test-ports.ts), for the build and the servers.
const e2e = e2eEnv(e2ePorts());

console.log(
  `${SLOTS} test lanes and one for the checks, each step as soon as what it needs is done.`,
);
const results = await runSteps(
  [
    // The builds first, then the tests, the longest first (see the top of this file). Lint and
    // Prettier skip the folders the builds write beside dist/ while they run; the two builds
    // write to folders of their own (scripts/build.ts: BUILD_OUT_DIR).
    {
      label: 'build',
      run: async () => [await check('build', ['tsx', 'scripts/build.ts'], { env: e2e })],
    },
    {
      label: 'build (consent journeys)',
      run: async () => [
        await check('build (consent journeys)', ['tsx', 'scripts/build.ts'], {
          env: { ...e2e, ...consentBuildEnv(e2ePorts(e2e).functions, CONSENT_DIST) },
        }),
      ],
    },
    {
      label: 'browser tests',
      needs: ['build'],
      weight: ALL_LANES,
      after: ['build (consent journeys)'],
      run: (succeeded) => browserTests(e2e, succeeded('build (consent journeys)')),
    },
    { label: 'unit tests', weight: ALL_LANES, run: async () => [await vitest('unit')] },
    // They read the built pages (without a build they fail and say why); after both builds, so
    // that the browser tests, which wait for both, go first.
    {
      label: 'served-page tests',
      after: ['build', 'build (consent journeys)'],
      run: async () => [await vitest('served')],
    },
    { label: 'function tests', after: ['build', 'build (consent journeys)'], run: functionTests },
    // In the background pool, niced: the checks without time limits (see exec).
    backgroundCheck('lint', ['eslint', '.', '--max-warnings=0']),
    // tsconfig.json: the browser code, the service worker, and the Node scripts and tests, each in
    // its own settings; the function in Deno's (supabase/functions/deno.check.json). TypeScript 7's
    // native compiler: 5 CPU-seconds against 23 for 6.x's, whose JS API typescript-eslint needs.
    backgroundCheck('typecheck', ['node', TYPESCRIPT_7, '-b']),
    backgroundCheck('html-validate', ['tsx', 'scripts/validate-html.ts'], ['build']),
    { label: 'Nu HTML Checker', needs: ['build'], background: true, run: nuChecker },
    backgroundCheck('format', ['prettier', '--check', '.', '--log-level', 'warn']),
    backgroundCheck('typecheck (function, Deno)', [
      'deno',
      'check',
      '--config',
      'supabase/functions/deno.check.json',
      'supabase/functions',
    ]),
  ],
  { lanes: SLOTS, backgroundLanes: 1 },
  {
    failed: (outcomes) => outcomes.some((outcome) => outcome.failure !== undefined),
    notRun: (label, failedNeeds) => [
      {
        label,
        seconds: 0,
        tally: { passed: 0, failed: 1 },
        failure: `${label} (not run: ${failedNeeds.join(', ')} failed)`,
      },
    ],
    started: (label) => console.log(`▷ ${label}: started`),
  },
);
const outcomes = results.flat();

const total = outcomes.reduce(
  (sum, { tally }) => ({ passed: sum.passed + tally.passed, failed: sum.failed + tally.failed }),
  { passed: 0, failed: 0 },
);
const failures = outcomes.flatMap(({ failure }) => (failure ? [failure] : []));

console.log('\nTimes (side by side, see the top of scripts/test-all.ts):');
for (const { label, seconds } of outcomes) {
  console.log(`  ${label.padEnd(36)} ${seconds.toFixed(1).padStart(6)} s`);
}
console.log(
  `  ${'whole run'.padEnd(36)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`,
);
console.log('');
// The failed tests once more at the very end, where a CI log's tail shows them.
for (const { label, failedTests = [] } of outcomes) {
  for (const test of failedTests) console.log(`✗ ${label}: ${test}`);
}
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 && failures.length === 0 ? 0 : 1);
