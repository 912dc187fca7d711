/**
 * `npm test`: every check and test of the project: lint, format, type-check, unit and component
 * tests (Vitest), the function's tests (Deno, store on PGlite), the function's whole suite again on
 * a throwaway PostgreSQL server through postgres.js, with the production entry (index.ts) started
 * under Deno (Debian's postgresql; skipped with a note when it is not installed, a failure when
 * CI=true), the production build, html-validate and the Nu HTML Checker on every built page (Java
 * and vnu-jar; likewise skipped with a note, a failure under CI=true), the build the consent
 * journeys test (GA4 and the Pixel configured), browser journeys (Playwright), and a smoke of the
 * lead forms, the mobile menu, an early in-page link and the header in Firefox ESR and WebKitGTK
 * (e2e/other-browsers/; a browser not installed is skipped with a note, a failure under CI=true). It
 * runs them all even when one fails, and ends with one line `N passed, N failed` counting every
 * test and check.
 *
 * Three stages, one after the other:
 * 1. the checks that each use one core (lint, format, the type-checks, the Deno tests, the build and
 *    then its two validators, the consent journeys' build) side by side, as many at a time as the
 *    machine has cores, longest first; each one's output is kept and printed whole when it ends, so
 *    nothing interleaves;
 * 2. Vitest, alone (it uses every core);
 * 3. Playwright, alone (likewise; with anything beside it its timeouts would turn into flakes), then
 *    the Firefox and WebKit smoke on the same build.
 * Each step's time is printed with it and in a table at the end.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import {
  CONSENT_DIST,
  chooseE2EPorts,
  consentBuildEnv,
  e2eEnv,
  e2ePortsFromEnv,
} from './lib/test-ports';
import {
  type PlaywrightSuite,
  type VitestReport,
  playwrightFailures,
  vitestFailures,
} from './lib/test-failures';
import { findNuChecker } from './lib/nu-checker';
import { findPostgresBin, startTestPostgres } from './lib/test-postgres';
import { OTHER_BROWSERS_JSON, type OtherBrowsersResults } from '../e2e/other-browsers/results';

const RESULTS = 'test-results';
const VITEST_JSON = `${RESULTS}/vitest.json`;
const PLAYWRIGHT_JSON = `${RESULTS}/playwright.json`;

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
/** Steps of stage 1 at a time: one per core (`TEST_SLOTS=1` runs them one by one). */
const SLOTS = Number(process.env.TEST_SLOTS) || Math.max(2, availableParallelism());

interface Ran {
  ok: boolean;
  output: string;
  seconds: number;
}

/**
 * Runs a command. Streamed to the terminal as it prints when `stream`, otherwise kept (stdout and
 * stderr in the order they came) and returned for the caller to print whole.
 */
function exec(
  command: string,
  args: string[],
  { env = {}, stream = false }: { env?: NodeJS.ProcessEnv; stream?: boolean } = {},
): Promise<Ran> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
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

function heading(label: string, command: string, args: string[], seconds?: number) {
  const time = seconds === undefined ? '' : ` (${seconds.toFixed(1)} s)`;
  return `\n▶ ${label}: ${command} ${args.join(' ')}${time}\n`;
}

/** A check that passes or fails as one: its exit status. */
async function check(label: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Outcome> {
  const ran = await exec('npx', args, { env });
  process.stdout.write(heading(label, 'npx', args, ran.seconds) + ran.output);
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
  const command = ['deno', 'test', ...args];
  const ran = await exec('npx', command, { env });
  process.stdout.write(heading(label, 'npx', command, ran.seconds) + ran.output);
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
 * The function's suite once more on a real PostgreSQL server (the engine production uses), through
 * postgres.js, with the production entry started under Deno (entry_test.ts runs only here).
 */
async function functionTestsOnPostgres(): Promise<Outcome[]> {
  const label = 'function tests on PostgreSQL (Deno)';
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
      '\nNote: store tests on PostgreSQL skipped (no /usr/lib/postgresql/*/bin/initdb; ' +
        'sudo apt-get install postgresql to run them). They ran on PGlite, without the entry test.',
    );
    return [];
  }
  let postgres: Awaited<ReturnType<typeof startTestPostgres>> | undefined;
  try {
    postgres = await startTestPostgres(postgresBin);
    // postgres reads PG* variables: the whole environment is allowed for this run; the entry
    // test starts index.ts in a Deno process of its own.
    return [
      await denoSuite(
        label,
        [
          '--no-check',
          '--allow-read',
          '--allow-write',
          '--allow-net=127.0.0.1',
          '--allow-env',
          '--allow-run',
          FUNCTION_TESTS,
        ],
        { TEST_DATABASE_URL: postgres.url },
      ),
    ];
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0] ?? '';
    return [
      { label, seconds: 0, tally: { passed: 0, failed: 1 }, failure: `${label} (${reason})` },
    ];
  } finally {
    postgres?.stop();
  }
}

/**
 * The build for the browser tests' servers, then html-validate and the Nu HTML Checker on what it
 * built, side by side (the checker is one Java process, on one core).
 */
async function buildAndValidate(e2e: NodeJS.ProcessEnv): Promise<Outcome[]> {
  const build = await check('build', ['tsx', 'scripts/build.ts'], e2e);
  if (build.failure) return [{ ...build, failure: 'build (validators and browser tests not run)' }];
  const validated = await Promise.all([
    check('html-validate', ['tsx', 'scripts/validate-html.ts']).then((outcome) => [outcome]),
    nuChecker(),
  ]);
  return [build, ...validated.flat()];
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
  return [await check(label, ['tsx', 'scripts/validate-nu.ts'])];
}

/** Runs the tasks, at most `slots` at a time, longest first as listed; outcomes in list order. */
async function sideBySide(tasks: (() => Promise<Outcome[]>)[], slots: number) {
  const outcomes: Outcome[][] = [];
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      const task = tasks[index];
      if (task) outcomes[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(slots, tasks.length) }, lane));
  return outcomes.flat();
}

const started = performance.now();
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

// The browser tests' servers: ports chosen now (or E2E_SITE_PORT / E2E_FUNCTIONS_PORT), the build made
// for them, and Playwright given the same (scripts/lib/test-ports.ts).
const e2e = e2eEnv(await chooseE2EPorts());

console.log(`Stage 1: lint, format, type-checks, Deno tests and the build, ${SLOTS} at a time.`);
const consentBuild = () =>
  check('build (consent journeys)', ['tsx', 'scripts/build.ts'], {
    ...e2e,
    ...consentBuildEnv(e2ePortsFromEnv(e2e).functions, CONSENT_DIST),
  });
const outcomes = await sideBySide(
  // Longest first (their times on this 2-core machine, side by side), so that the short ones fill
  // the end of the stage.
  [
    async () => [await check('lint', ['eslint', '.', '--max-warnings=0'])],
    async () => [
      await denoSuite('function tests on PGlite (Deno)', [...DENO_PERMISSIONS, FUNCTION_TESTS]),
    ],
    // tsconfig.json: the browser code, the service worker, and the Node scripts and tests, each in
    // its own settings; the function in Deno's (supabase/functions/deno.check.json).
    async () => [await check('typecheck', ['tsc', '-b'])],
    async () => [await check('format', ['prettier', '--check', '.', '--log-level', 'warn'])],
    functionTestsOnPostgres,
    // Lint and Prettier skip the folders the builds write beside dist/ while they run; the two
    // builds write to folders of their own (scripts/build.ts: BUILD_OUT_DIR).
    () => buildAndValidate(e2e),
    // The build with GA4 and the Meta Pixel that e2e/consent.spec.ts tests, made here rather than
    // inside the browser tests.
    async () => [await consentBuild()],
    async () => [
      await check('typecheck (function, Deno)', [
        'deno',
        'check',
        '--config',
        'supabase/functions/deno.check.json',
        'supabase/functions',
      ]),
    ],
  ],
  SLOTS,
);

const vitestArgs = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${VITEST_JSON}`,
];
console.log(heading('unit tests', 'npx', vitestArgs));
const unit = await exec('npx', vitestArgs, { stream: true });
const vitest = readJson(VITEST_JSON) as VitestReport | undefined;
outcomes.push(
  suite(
    'unit tests',
    unit,
    vitest && { passed: vitest.numPassedTests, failed: vitest.numFailedTests },
    vitest && vitestFailures(vitest),
  ),
);

const succeeded = (label: string) =>
  outcomes.some((outcome) => outcome.label === label && !outcome.failure);
const built = succeeded('build');
if (built) {
  const playwrightArgs = ['playwright', 'test', '--reporter=list,json'];
  console.log(heading('browser tests', 'npx', playwrightArgs));
  const browser = await exec('npx', playwrightArgs, {
    stream: true,
    env: {
      ...e2e,
      PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON,
      // Without it (the build failed) the consent spec tries its own build.
      ...(succeeded('build (consent journeys)') && { E2E_CONSENT_DIST: CONSENT_DIST }),
    },
  });
  const playwright = readJson(PLAYWRIGHT_JSON) as
    | { suites: PlaywrightSuite[]; stats: { expected: number; unexpected: number; flaky: number } }
    | undefined;
  outcomes.push(
    suite(
      'browser tests',
      browser,
      playwright && {
        passed: playwright.stats.expected + playwright.stats.flaky,
        failed: playwright.stats.unexpected,
      },
      playwright && playwrightFailures(playwright.suites),
    ),
  );

  // The same build in Firefox ESR and WebKitGTK, with servers of its own (e2e/other-browsers/run.ts):
  // a missing browser is skipped with a note, and a failure under CI=true.
  const smokeArgs = ['tsx', 'e2e/other-browsers/run.ts'];
  console.log(heading('Firefox and WebKit smoke', 'npx', smokeArgs));
  const smoke = await exec('npx', smokeArgs, { stream: true, env: e2e });
  const smokeResults = readJson(OTHER_BROWSERS_JSON) as OtherBrowsersResults | undefined;
  outcomes.push(
    suite(
      'Firefox and WebKit smoke',
      smoke,
      smokeResults && { passed: smokeResults.passed, failed: smokeResults.failed },
      smokeResults?.failedTests,
    ),
  );
}

const total = outcomes.reduce(
  (sum, { tally }) => ({ passed: sum.passed + tally.passed, failed: sum.failed + tally.failed }),
  { passed: 0, failed: 0 },
);
const failures = outcomes.flatMap(({ failure }) => (failure ? [failure] : []));

console.log('\nTimes (stage 1 side by side):');
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
