/**
 * `npm test`: every check and test of the project, in order: lint, format, type-check, unit and
 * component tests (Vitest), the function's tests (Deno, store on PGlite), the store tests again on
 * a throwaway PostgreSQL server (Debian's postgresql; skipped with a note when it is not installed,
 * a failure when CI=true), the production build, html-validate on every built page, browser
 * journeys (Playwright). It runs them all even when one fails, and ends with one line
 * `N passed, N failed` counting every test and check.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { chooseE2EPorts, e2eEnv } from './lib/test-ports';
import { findPostgresBin, startTestPostgres } from './lib/test-postgres';

const RESULTS = 'test-results';
const VITEST_JSON = `${RESULTS}/vitest.json`;
const PLAYWRIGHT_JSON = `${RESULTS}/playwright.json`;

interface Tally {
  passed: number;
  failed: number;
}

const DENO_PERMISSIONS = [
  '--allow-read',
  '--allow-write',
  '--allow-net=127.0.0.1',
  '--allow-env=TEST_DATABASE_URL',
];
const STORE_TESTS = 'supabase/functions/send-email/tests/store_test.ts';

const total: Tally = { passed: 0, failed: 0 };
const failures: string[] = [];

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

/** Like run(), but also returns what the command printed (for runners with no JSON report). */
function runCapturing(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...env },
  });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  return { ok: result.status === 0, output: `${result.stdout}\n${result.stderr}` };
}

function check(label: string, args: string[]) {
  const ok = run(label, 'npx', args);
  if (ok) total.passed += 1;
  else {
    total.failed += 1;
    failures.push(label);
  }
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function suite(label: string, ok: boolean, tally: Tally | undefined) {
  if (!tally) {
    total.failed += 1;
    failures.push(`${label} (no results: the runner did not start or crashed)`);
    return;
  }
  total.passed += tally.passed;
  total.failed += tally.failed;
  if (!ok || tally.failed > 0) failures.push(`${label}: ${tally.failed} failed`);
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

check('lint', ['eslint', '.', '--max-warnings=0']);
check('format', ['prettier', '--check', '.', '--log-level', 'warn']);
// tsconfig.json: the browser code, the service worker, and the Node scripts and tests, each in its
// own settings; the function in Deno's (supabase/functions/deno.check.json).
check('typecheck', ['tsc', '-b']);
check('typecheck (function, Deno)', [
  'deno',
  'check',
  '--config',
  'supabase/functions/deno.check.json',
  'supabase/functions',
]);

const unitOk = run('unit tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${VITEST_JSON}`,
]);
const vitest = readJson(VITEST_JSON) as
  { numPassedTests: number; numFailedTests: number } | undefined;
suite(
  'unit tests',
  unitOk,
  vitest && { passed: vitest.numPassedTests, failed: vitest.numFailedTests },
);

// The send-email function's tests, under the real Deno runtime. Closing line: "ok | N passed | N failed".
function denoSuite(label: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  // No --config: from the project root Deno resolves zod, postgres and PGlite from node_modules.
  const deno = runCapturing(label, 'npx', ['deno', 'test', ...args], env);
  const summary = /(?:ok|FAILED) \| (\d+) passed(?: \(\d+ steps?\))? \| (\d+) failed/.exec(
    // Deno colours its summary when it thinks it writes to a terminal.
    stripVTControlCharacters(deno.output),
  );
  suite(
    label,
    deno.ok,
    summary ? { passed: Number(summary[1]), failed: Number(summary[2]) } : undefined,
  );
}

denoSuite('function tests (Deno)', [...DENO_PERMISSIONS, 'supabase/functions/send-email']);

// The store's SQL once more on a real PostgreSQL server (the engine production uses).
const postgresBin = findPostgresBin();
if (!postgresBin) {
  if (process.env.CI === 'true') {
    total.failed += 1;
    failures.push(
      'store tests on PostgreSQL (no /usr/lib/postgresql/*/bin/initdb: install postgresql)',
    );
  } else {
    console.log(
      '\nNote: store tests on PostgreSQL skipped (no /usr/lib/postgresql/*/bin/initdb; ' +
        'sudo apt-get install postgresql to run them). They ran on PGlite above.',
    );
  }
} else {
  let postgres: Awaited<ReturnType<typeof startTestPostgres>> | undefined;
  try {
    postgres = await startTestPostgres(postgresBin);
    // postgres reads PG* variables: the whole environment is allowed for this run.
    denoSuite(
      'store tests on PostgreSQL (Deno)',
      ['--allow-read', '--allow-write', '--allow-net=127.0.0.1', '--allow-env', STORE_TESTS],
      { TEST_DATABASE_URL: postgres.url },
    );
  } catch (error) {
    total.failed += 1;
    failures.push(`store tests on PostgreSQL (${(error as Error).message.split('\n')[0]})`);
  } finally {
    postgres?.stop();
  }
}

// The browser tests' servers: ports chosen now (or E2E_SITE_PORT / E2E_FUNCTIONS_PORT), the build made
// for them, and Playwright given the same (scripts/lib/test-ports.ts).
const e2e = e2eEnv(await chooseE2EPorts());
if (run('build', 'npx', ['tsx', 'scripts/build.ts'], e2e)) {
  total.passed += 1;
  check('html-validate', ['tsx', 'scripts/validate-html.ts']);
  const e2eOk = run('browser tests', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    ...e2e,
    PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON,
  });
  const playwright = readJson(PLAYWRIGHT_JSON) as
    { stats: { expected: number; unexpected: number; flaky: number } } | undefined;
  suite(
    'browser tests',
    e2eOk,
    playwright && {
      passed: playwright.stats.expected + playwright.stats.flaky,
      failed: playwright.stats.unexpected,
    },
  );
} else {
  total.failed += 1;
  failures.push('build (browser tests not run)');
}

console.log('');
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 && failures.length === 0 ? 0 : 1);
