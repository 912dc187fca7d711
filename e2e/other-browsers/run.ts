/**
 * The smoke in Firefox ESR and WebKitGTK (the Safari engine): the checks of ./checks.ts in each of
 * the two, against the built site and the local send-email function (scripts/lib/test-servers.ts):
 * `npm test` runs it beside Playwright, on the servers it started for both (E2E_SERVERS=started,
 * on the test ports of scripts/lib/test-ports.ts); run by itself it starts its own there, with a
 * fresh lead store under test-results/.
 *
 * `npm run test:browsers` builds for those ports first (`--build`). `--browser firefox|webkit` runs
 * one of the two, `--grep <text>` the checks whose name contains the text. The two browsers run side by side, one session
 * each, a fresh tab per check. A browser that is not installed is skipped with a note, and is a
 * failure under CI=true. Results: printed, and in test-results/other-browsers/results.json for
 * scripts/test-all.ts; the last line is `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { E2E_OUTBOX_DIR, e2eEnv, e2ePorts } from '../../scripts/lib/test-ports';
import { type TestServers, serversStarted, startTestServers } from '../../scripts/lib/test-servers';
import { CHECKS, type Check, type CheckContext, leadsSentTwice } from './checks';
import { type SmokeBrowser, launchFirefox, launchWebKit, missingBrowsers } from './drivers';
import { OTHER_BROWSERS_DIR, OTHER_BROWSERS_JSON, type OtherBrowsersResults } from './results';

/** A check that takes longer than this has hung (each of its waits gives up after 15 s). */
const CHECK_TIMEOUT_MS = 60_000;

const { values: options } = parseArgs({
  options: {
    browser: { type: 'string' },
    grep: { type: 'string' },
    build: { type: 'boolean', default: false },
  },
});
const onlyBrowser = options.browser?.toLowerCase();
const { grep } = options;

/** Whether the servers run already (npm test started them for Playwright and this smoke). */
const shared = serversStarted();
const ports = e2ePorts();
if (!shared && options.build) {
  const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ...e2eEnv(ports) },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The smoke's own time, from here: servers, browsers, checks.
const started = performance.now();
const origin = `http://127.0.0.1:${ports.site}`;

rmSync(OTHER_BROWSERS_DIR, { recursive: true, force: true });
mkdirSync(OTHER_BROWSERS_DIR, { recursive: true });
const context: Omit<CheckContext, 'browser'> = {
  // Each check finds its own lead by a name no other test uses, also in the shared outbox.
  outboxDir: shared ? E2E_OUTBOX_DIR : join(OTHER_BROWSERS_DIR, 'outbox'),
  attachment: resolve(OTHER_BROWSERS_DIR, 'zaswiadczenie-o-dochodach.pdf'),
};
writeFileSync(context.attachment, Buffer.alloc(1536, 1));

let servers: TestServers | undefined;
const browsers: SmokeBrowser[] = [];
async function cleanUp() {
  await Promise.allSettled(browsers.map((browser) => browser.close()));
  servers?.stop();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(1));
  });
}

/** The servers: started here unless they run already. */
async function startServers(): Promise<void> {
  if (shared) return;
  const serverStarted = Date.now();
  servers = await startTestServers({
    sitePort: ports.site,
    functionsPort: ports.functions,
    outboxDir: context.outboxDir,
    leadsDir: join(OTHER_BROWSERS_DIR, 'leads'),
  });
  console.log(`  servers up in ${((Date.now() - serverStarted) / 1000).toFixed(1)} s`);
}

interface Outcome {
  line: string;
  failed?: string;
}

function firstLine(error: unknown): string {
  return ((error as Error).message || String(error)).split('\n')[0] ?? '';
}

/** The error's message and where in the smoke's own files it was thrown (not the clients' frames). */
function failureDetail(error: unknown): string {
  if (!(error instanceof Error)) return JSON.stringify(error);
  const ownFrames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.includes('e2e/other-browsers/'))
    .map((line) => line.trim());
  return [error.message, ...ownFrames].join('\n    ');
}

async function runCheck(browser: SmokeBrowser, check: Check, index: number): Promise<Outcome> {
  const checkStarted = performance.now();
  const label = `${browser.name} › ${check.name}`;
  let error: unknown;
  let screenshot = '';
  try {
    const page = await browser.newPage();
    try {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        check.run(page, { ...context, browser: browser.name }),
        new Promise((_, reject) => {
          timer = setTimeout(() => {
            reject(new Error(`the check took over ${CHECK_TIMEOUT_MS / 1000} s`));
          }, CHECK_TIMEOUT_MS);
        }),
      ]).finally(() => clearTimeout(timer));
    } catch (thrown) {
      error = thrown;
      const file = join(OTHER_BROWSERS_DIR, `${browser.name.toLowerCase()}-${index + 1}.png`);
      await page.screenshot(file).then(
        () => (screenshot = `\n    screenshot: ${file}`),
        () => undefined,
      );
    } finally {
      await browser.closePage().catch(() => undefined);
    }
  } catch (thrown) {
    error ??= thrown;
  }
  const time = `(${((performance.now() - checkStarted) / 1000).toFixed(1)} s)`;
  if (error === undefined) return { line: `  ✓ ${label} ${time}` };
  return {
    line: `  ✗ ${label} ${time}\n    ${failureDetail(error)}${screenshot}`,
    failed: `${label}: ${firstLine(error)}`,
  };
}

/** One browser's session, its checks one after the other; each check's line printed as it ends. */
async function runBrowser(
  name: string,
  launch: () => Promise<SmokeBrowser>,
  checks: Check[],
  serversUp: Promise<void>,
): Promise<Outcome[]> {
  const launchStarted = performance.now();
  let browser: SmokeBrowser;
  try {
    browser = await launch();
    browsers.push(browser);
  } catch (error) {
    const reason = `${name} did not start: ${firstLine(error)}`;
    console.log(`  ✗ ${reason}`);
    return checks.map((check) => ({ line: '', failed: `${name} › ${check.name}: ${reason}` }));
  }
  console.log(
    `  ${browser.name} ${browser.version} started in ${((performance.now() - launchStarted) / 1000).toFixed(1)} s`,
  );
  await serversUp;
  const outcomes: Outcome[] = [];
  for (const [index, check] of checks.entries()) {
    const outcome = await runCheck(browser, check, index);
    console.log(outcome.line);
    outcomes.push(outcome);
  }
  await browser.close().catch(() => undefined);
  browsers.splice(browsers.indexOf(browser), 1);
  return outcomes;
}

const checks = CHECKS.filter((check) => grep === undefined || check.name.includes(grep));
const launchers: { name: string; launch: () => Promise<SmokeBrowser> }[] = [
  { name: 'Firefox', launch: () => launchFirefox(origin) },
  { name: 'WebKit', launch: () => launchWebKit(origin, OTHER_BROWSERS_DIR) },
];
const missing = missingBrowsers();
const skipped: string[] = [];
const missingFailures: string[] = [];
for (const { name, missing: what } of missing) {
  if (process.env.CI === 'true') {
    missingFailures.push(`${name}: not installed: ${what}`);
  } else {
    skipped.push(name);
    console.log(
      `Note: the ${name} smoke is skipped (missing ${what}; sudo apt-get install firefox-esr webkit2gtk-driver xvfb to run it).`,
    );
  }
}
const chosen = launchers.filter(
  ({ name }) =>
    !missing.some((entry) => entry.name === name) &&
    (onlyBrowser === undefined || name.toLowerCase() === onlyBrowser),
);

let outcomes: Outcome[] = [];
try {
  console.log(
    `Firefox and WebKit smoke: site on ${origin}, send-email on port ${ports.functions}, ` +
      `${checks.length} checks in ${chosen.map(({ name }) => name).join(' and ') || 'no browser'}.`,
  );
  // The browsers start while the servers do.
  const serversUp = startServers();
  serversUp.catch(() => undefined);
  outcomes = (
    await Promise.all(chosen.map(({ name, launch }) => runBrowser(name, launch, checks, serversUp)))
  ).flat();
  // One submission, one lead, also once every check has run: a copy sent late counts too.
  const { checked, twice } = await leadsSentTwice(context.outboxDir);
  if (checked > 0) {
    const label = `each of the ${checked} leads found arrived once by the end of the run`;
    console.log(twice.length ? `  ✗ ${label}\n    ${twice.join('\n    ')}` : `  ✓ ${label}`);
    outcomes.push(
      twice.length ? { line: '', failed: `${label}: ${twice.join('; ')}` } : { line: '' },
    );
  }
} catch (error) {
  outcomes.push({ line: '', failed: `smoke not run: ${firstLine(error)}` });
} finally {
  await cleanUp();
}

const failedTests = [
  ...missingFailures,
  ...outcomes.flatMap(({ failed }) => (failed ? [failed] : [])),
];
const results: OtherBrowsersResults = {
  passed: outcomes.filter(({ failed }) => !failed).length,
  failed: failedTests.length,
  failedTests,
  skipped,
  seconds: (performance.now() - started) / 1000,
};
writeFileSync(OTHER_BROWSERS_JSON, JSON.stringify(results, null, 2));
console.log('');
for (const failed of failedTests) console.log(`✗ ${failed}`);
console.log(
  `Firefox and WebKit smoke: ${results.seconds.toFixed(1)} s; ` +
    `${results.passed} passed, ${results.failed} failed`,
);
process.exit(results.failed === 0 ? 0 : 1);
