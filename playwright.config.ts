import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium';
import {
  E2E_FUNCTIONS_PORT,
  E2E_OUTBOX_DIR,
  E2E_SITE_PORT as PORT,
} from './scripts/lib/test-ports';

/**
 * Browser journeys against the built site, served as a CDN would, with the local send-email function
 * beside it. `npm run test:e2e` builds for these servers first (scripts/lib/test-ports.ts).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pl-PL',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // Only e2e/service-worker.spec.ts runs the worker: elsewhere it would only add background load.
    serviceWorkers: 'block',
  },
  webServer: {
    command: `tsx scripts/serve.ts --port ${PORT} --functions-port ${E2E_FUNCTIONS_PORT} --outbox ${E2E_OUTBOX_DIR}`,
    env: {
      HOST: '127.0.0.1',
      // Where the function's newsletter confirmation link sends the visitor back to.
      SITE_URL: `http://127.0.0.1:${PORT}`,
      // A fresh lead store for every run (npm test empties test-results/), and no rate window:
      // every test request comes from 127.0.0.1. The window has its own tests in the function's suite.
      LEADS_DB_DIR: 'test-results/leads',
      LEADS_RATE_LIMIT: '0',
    },
    url: `http://127.0.0.1:${PORT}/`,
    // Never test a server some other checkout left on the port: a busy port fails the run.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
