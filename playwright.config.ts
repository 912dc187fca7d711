import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/find-chromium';
import { E2E_LEADS_DIR, E2E_OUTBOX_DIR, e2eEnv, e2ePorts } from './scripts/lib/test-ports';
import { serversStarted, testServerCommand } from './scripts/lib/test-servers';

/**
 * Browser journeys against the built site, served as a CDN would, with the local send-email function
 * beside it, on the test ports (scripts/lib/test-ports.ts): `npm run test:e2e` builds for them
 * first. The ports reach the workers through the environment set here. `npm test` starts the servers
 * itself, once for Playwright and the Firefox and WebKit smoke (E2E_SERVERS=started), and keeps
 * Playwright's own output (traces) apart from them.
 */
const ports = e2ePorts();
Object.assign(process.env, e2eEnv(ports));
const PORT = ports.site;
const server = testServerCommand({
  sitePort: PORT,
  functionsPort: ports.functions,
  outboxDir: E2E_OUTBOX_DIR,
  leadsDir: E2E_LEADS_DIR,
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three on two cores: a visit spends much of its time waiting (the server, the network, the
  // browser's frames), and a third worker uses that time. Measured on this 2-core machine, busy:
  // 254 s with three against 267 s with two, no flake.
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pl-PL',
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
    // No trace: recording one for every journey (DOM snapshots at each action) cost 13 % of their
    // CPU time (93.8 against 81.5 CPU-seconds for 40 journeys), and a failure already names its
    // step, locator and values. To read a failed journey's trace, run its spec again with
    // `npx playwright test <spec> --trace retain-on-failure`.
    trace: 'off',
    // Only e2e/service-worker.spec.ts runs the worker: elsewhere it would only add background load.
    serviceWorkers: 'block',
  },
  // The site and the function (scripts/lib/test-servers.ts), with a fresh lead store: Playwright
  // empties test-results/ when it starts, npm test before it starts them.
  webServer: serversStarted()
    ? undefined
    : {
        command: [server.command, ...server.args].join(' '),
        env: server.env,
        url: `http://127.0.0.1:${PORT}/`,
        // Never test a server some other checkout left on the port: a busy port fails the run.
        reuseExistingServer: false,
        timeout: 30_000,
      },
});
