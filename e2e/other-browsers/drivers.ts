/**
 * The two browsers of the smoke behind one small interface, so that each check is written once:
 * Firefox ESR through puppeteer-core over WebDriver BiDi (no geckodriver), WebKitGTK's MiniBrowser
 * through Debian's WebKitWebDriver and WebdriverIO, in an Xvfb display of its own.
 *
 * Selectors are CSS, or XPath when they start with `//` (for a button found by its text).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { remote } from 'webdriverio';
import { freePorts } from '../../scripts/lib/test-ports';

export const FIREFOX = '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = '/usr/bin/Xvfb';

/** One tab of a browser, at the site's origin. */
export interface SmokePage {
  /** Opens a path of the site and waits for its load event. */
  goto(path: string): Promise<void>;
  /** The layout viewport's size (the window's inner size, scrollbar included). */
  resize(width: number, height: number): Promise<void>;
  /** A real click (the driver's pointer) in the middle of the element, scrolled into view. */
  click(selector: string): Promise<void>;
  /** Real key presses into the element (clicked first, so it has the focus). */
  type(selector: string, text: string): Promise<void>;
  /** Chooses the option with this value in a <select>. */
  select(selector: string, value: string): Promise<void>;
  /** Gives a file input a file from the disk. */
  attachFile(selector: string, file: string): Promise<void>;
  /** Runs a function in the page; its arguments and result go through JSON. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<T>;
  /** A PNG of the viewport, for a failed check. */
  screenshot(file: string): Promise<void>;
}

export interface SmokeBrowser {
  name: string;
  version: string;
  /** A fresh tab: no storage, cookies or history of the checks before it. */
  newPage(): Promise<SmokePage>;
  /** Ends what the previous newPage() started. */
  closePage(): Promise<void>;
  close(): Promise<void>;
}

const puppeteerSelector = (selector: string) =>
  selector.startsWith('//') ? `::-p-xpath(${selector})` : selector;

/** Firefox ESR, headless, with classic (always shown) scrollbars as on a desktop without overlay. */
export async function launchFirefox(origin: string): Promise<SmokeBrowser> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      // Scrollbars that take room from the layout, as on Windows and most Linux desktops.
      'widget.gtk.overlay-scrollbars.enabled': false,
      'widget.non-native-theme.scrollbar.style': 0,
      'intl.accept_languages': 'pl-PL, pl',
    },
  });
  const version = await browser.version();
  let context: BrowserContext | undefined;
  return {
    name: 'Firefox',
    version,
    async newPage() {
      context = await browser.createBrowserContext();
      const page: Page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.setViewport({ width: 1280, height: 800 });
      const element = async (selector: string) => {
        const found = await page.waitForSelector(puppeteerSelector(selector), { visible: true });
        if (!found) throw new Error(`no element ${selector}`);
        return found;
      };
      return {
        async goto(path) {
          await page.goto(new URL(path, origin).href, { waitUntil: 'load' });
        },
        async resize(width, height) {
          await page.setViewport({ width, height });
        },
        async click(selector) {
          await (await element(selector)).click();
        },
        async type(selector, text) {
          const field = await element(selector);
          await field.click();
          await field.type(text);
        },
        async select(selector, value) {
          await (await element(selector)).select(value);
        },
        async attachFile(selector, file) {
          const input = await page.waitForSelector(puppeteerSelector(selector));
          if (!input) throw new Error(`no element ${selector}`);
          await (
            input as Awaited<ReturnType<Page['$']>> & { uploadFile(f: string): Promise<void> }
          ).uploadFile(file);
        },
        evaluate: <T, A extends unknown[]>(fn: (...args: A) => T, ...args: A) =>
          page.evaluate(fn as unknown as (...values: unknown[]) => unknown, ...args) as Promise<T>,
        async screenshot(file) {
          await page.screenshot({ path: file });
        },
      };
    },
    async closePage() {
      await context?.close();
      context = undefined;
    },
    close: () => browser.close(),
  };
}

/** Starts a process in a group of its own, so that it and whatever it starts end together. */
function startGroup(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
}

export function stopGroup(child: ChildProcess | undefined) {
  if (child?.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/** Starts Xvfb on the first free display; resolves with its number. */
async function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  const xvfb = startGroup(
    XVFB,
    ['-displayfd', '1', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'],
    process.env,
  );
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdout?.once('data', (data: Buffer) => resolve(data.toString().trim()));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb ended (${code})`)));
  });
  return { process: xvfb, display };
}

/** Resolves once the driver answers /status. */
async function driverReady(port: number) {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

/**
 * WebKitGTK's MiniBrowser under WebKitWebDriver, in an Xvfb display (MiniBrowser 2.50 has no
 * headless mode), with classic scrollbars (GTK's `gtk-overlay-scrolling = false`). One window:
 * each check starts from an emptied storage and cookie jar.
 */
export async function launchWebKit(origin: string, workDir: string): Promise<SmokeBrowser> {
  const xdg = join(workDir, 'webkit-config');
  mkdirSync(join(xdg, 'gtk-3.0'), { recursive: true });
  writeFileSync(
    join(xdg, 'gtk-3.0', 'settings.ini'),
    '[Settings]\ngtk-overlay-scrolling = false\n',
  );
  const xvfb = await startXvfb();
  const [port = 0] = await freePorts(1);
  const driver = startGroup(WEBKIT_DRIVER, [`--port=${port}`], {
    ...process.env,
    DISPLAY: `:${xvfb.display}`,
    XDG_CONFIG_HOME: xdg,
  });
  const stop = () => {
    stopGroup(driver);
    stopGroup(xvfb.process);
  };
  try {
    await driverReady(port);
    const session = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      connectionRetryCount: 0,
      capabilities: {
        browserName: 'MiniBrowser',
        // WebKitWebDriver speaks classic WebDriver only; WebdriverIO would ask for BiDi.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
    const version = (session.capabilities as { browserVersion?: string }).browserVersion ?? '';
    // WebKitWebDriver's own scrolling into view leaves some fields out of view (then "element not
    // interactable"): each element is brought to the middle of the screen first. (The driver's
    // click still fails on an element that is hidden or covered.)
    const element = async (selector: string) => {
      await session.$(selector).waitForExist({ timeout: 15_000 });
      const found = await session.$(selector).getElement();
      await session.execute(
        (target: HTMLElement) => {
          target.scrollIntoView({ block: 'center', behavior: 'instant' });
        },
        found as unknown as HTMLElement,
      );
      return found;
    };
    return {
      name: 'WebKit',
      version: `MiniBrowser ${version}`,
      async newPage() {
        await session.setTimeout({ pageLoad: 30_000, script: 15_000 });
        await session.setWindowSize(1280, 800);
        return {
          async goto(path) {
            await session.url(new URL(path, origin).href);
          },
          async resize(width, height) {
            // The window's size: MiniBrowser's toolbar is above the page, so only its width is
            // the viewport's; the toolbar also keeps the window at least 447 px wide.
            await session.setWindowSize(width, height);
          },
          async click(selector) {
            await (await element(selector)).click();
          },
          async type(selector, text) {
            const field = await element(selector);
            await field.click();
            await field.addValue(text);
          },
          async select(selector, value) {
            await (await element(selector)).selectByAttribute('value', value);
          },
          async attachFile(selector, file) {
            await session.$(selector).addValue(file);
          },
          evaluate: <T, A extends unknown[]>(fn: (...args: A) => T, ...args: A) =>
            session.execute(
              fn as unknown as (...values: unknown[]) => unknown,
              ...args,
            ) as Promise<T>,
          async screenshot(file) {
            await session.saveScreenshot(file);
          },
        };
      },
      async closePage() {
        // The next check's storage starts empty, as in a new tab of a fresh profile.
        await session.execute(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
        await session.deleteAllCookies();
        await session.url('about:blank');
      },
      async close() {
        try {
          await session.deleteSession();
        } finally {
          stop();
        }
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Which of the two browsers this machine has, and what is missing for the other. */
export function missingBrowsers(): { name: string; missing: string }[] {
  const missing: { name: string; missing: string }[] = [];
  if (!existsSync(FIREFOX)) missing.push({ name: 'Firefox', missing: `${FIREFOX} (firefox-esr)` });
  const webkit = [
    [WEBKIT_DRIVER, 'webkit2gtk-driver'],
    [MINIBROWSER, 'webkit2gtk-driver'],
    [XVFB, 'xvfb'],
  ].filter(([file]) => file !== undefined && !existsSync(file));
  if (webkit.length) {
    missing.push({
      name: 'WebKit',
      missing: webkit.map(([file, pkg]) => `${file ?? ''} (${pkg ?? ''})`).join(', '),
    });
  }
  return missing;
}
