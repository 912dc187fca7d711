/**
 * Finds a Chromium for Playwright, Lighthouse and screenshots: the CHROMIUM_PATH override, then the
 * system Chromium, then a browser Playwright downloaded. `tsx scripts/find-chromium.ts` prints it.
 * The browser tests prefer Debian's headless shell of the same Chromium (findTestChromium).
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** Flags for headless Chromium on a machine with no network beyond the registries. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium(): string {
  const override = process.env.CHROMIUM_PATH;
  if (override) {
    if (existsSync(override)) return override;
    throw new Error(`CHROMIUM_PATH points to ${override}, which does not exist.`);
  }
  const system = SYSTEM_CANDIDATES.find((candidate) => existsSync(candidate));
  if (system) return system;
  const bundled = safeBundledPath();
  if (bundled && existsSync(bundled)) return bundled;
  throw new Error(
    [
      'No Chromium found for the browser tests.',
      'Install one of:',
      '  Debian/Ubuntu:  sudo apt-get install -y chromium',
      '  any system:     npx playwright install chromium',
      'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    ].join('\n'),
  );
}

/**
 * Debian's `chromium-headless-shell`: the same Chromium (Blink, V8, the same version as `chromium`)
 * built for headless use alone, as Playwright's own headless runs use by default. Measured on the
 * 2-core machine, the whole Playwright suite: 136 s and 263 CPU-seconds against 211 s and 414 with
 * the full browser in its headless mode, the same 118 tests passing.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The browser tests' Chromium: CHROMIUM_PATH, else the headless shell, else findChromium's. */
export function findTestChromium(): string {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium();
}

function safeBundledPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
