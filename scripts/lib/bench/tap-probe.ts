/**
 * The first tap, measured the way a visitor on a mid-range phone meets it: 390 px wide, touch,
 * CPU slowed 4× (CDP Emulation.setCPUThrottlingRate) and Lighthouse's slow-4G network (150 ms RTT,
 * 1.6 Mbit/s). As soon as the target is in the DOM and painted (scrolled into view if it is below
 * the fold, first contentful paint done, a frame drawn), it is tapped at once, hydrated or not:
 *  - a form's first text field: tap, type a few characters, and time until the field works: the
 *    typed text is in it, it has the focus, and React owns the element (React's `__reactProps$…`
 *    key on it). Then, once the network is idle, the text is checked again: lost characters are
 *    what hydration or a re-render wiped.
 *  - the mobile menu button: tap, and time until it reports `aria-expanded="true"`.
 * A tap that has no effect within TAP_TIMEOUT_MS was ignored: the "dead period" the targets forbid.
 */
import type { Browser, Page } from '@playwright/test';

export const TAP_TIMEOUT_MS = 10_000;
const TYPED = 'Anna';
const FIELD =
  'form[data-form] :is(input:not([type]), input[type=text], input[type=email], input[type=tel], textarea):not([tabindex="-1"])';
const MENU_BUTTON = 'button[aria-controls][aria-expanded]';

export interface TapResult {
  /** Milliseconds from the tap until the target works; null when it never did (ignored). */
  workingMs: number | null;
  ignored: boolean;
  /** Milliseconds from navigation start to the tap. */
  tapAtMs: number;
  /** Form field only: the text typed, the text there once the network was idle. */
  typed?: string;
  finalValue?: string;
  lostChars?: number;
}

async function throttledPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/**
 * Waits (polling every frame) until the first visible element matching `selector` exists and the
 * page has painted, scrolls it to the middle of the screen, waits for a frame, and returns where
 * to tap it and the element's name (for finding it again should React replace it).
 */
async function paintedTarget(page: Page, selector: string) {
  await page.waitForFunction(
    (query) =>
      performance.getEntriesByName('first-contentful-paint').length > 0 &&
      [...document.querySelectorAll(query)].some((element) => element.getClientRects().length > 0),
    selector,
    { polling: 'raf', timeout: 60_000 },
  );
  return page.evaluate(async (query) => {
    const element = [...document.querySelectorAll<HTMLElement>(query)].find(
      (candidate) => candidate.getClientRects().length > 0,
    ) as HTMLElement;
    element.scrollIntoView({ block: 'center' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const box = element.getBoundingClientRect();
    return {
      x: box.left + box.width / 2,
      y: box.top + box.height / 2,
      name: element.getAttribute('name') ?? '',
      form: element.closest('form')?.getAttribute('data-form') ?? '',
      navigationStart: performance.timeOrigin,
    };
  }, selector);
}

/** The page's clock when `handle`'s check first held, or null when it never did in time. */
async function timeOrNull(waiting: Promise<{ jsonValue(): Promise<unknown> }>) {
  try {
    return (await (await waiting).jsonValue()) as number;
  } catch {
    return null;
  }
}

export async function probeFormField(browser: Browser, url: string): Promise<TapResult> {
  const page = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const target = await paintedTarget(page, FIELD);
    const query = `form[data-form="${target.form}"] [name="${target.name}"]`;
    const tappedAt = Date.now();
    await page.touchscreen.tap(target.x, target.y);
    await page.keyboard.type(TYPED);
    const workingAt = await timeOrNull(
      page.waitForFunction(
        ({ selector, typed }) => {
          const field = document.querySelector<HTMLInputElement>(selector);
          const works =
            !!field &&
            document.activeElement === field &&
            field.value === typed &&
            Object.keys(field).some((key) => key.startsWith('__reactProps$'));
          return works ? Date.now() : false;
        },
        { selector: query, typed: TYPED },
        { polling: 'raf', timeout: TAP_TIMEOUT_MS },
      ),
    );
    await page.waitForLoadState('networkidle');
    const finalValue = await page.evaluate(
      (selector) => document.querySelector<HTMLInputElement>(selector)?.value ?? '',
      query,
    );
    return {
      workingMs: workingAt === null ? null : workingAt - tappedAt,
      ignored: workingAt === null,
      tapAtMs: tappedAt - target.navigationStart,
      typed: TYPED,
      finalValue,
      lostChars: Math.max(0, TYPED.length - commonPrefix(TYPED, finalValue)),
    };
  } finally {
    await page.context().close();
  }
}

export async function probeMenu(browser: Browser, url: string): Promise<TapResult> {
  const page = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const target = await paintedTarget(page, MENU_BUTTON);
    const tappedAt = Date.now();
    await page.touchscreen.tap(target.x, target.y);
    const workingAt = await timeOrNull(
      page.waitForFunction(
        (selector) => {
          const open = [...document.querySelectorAll(selector)].some(
            (button) =>
              button.getClientRects().length > 0 && button.getAttribute('aria-expanded') === 'true',
          );
          return open ? Date.now() : false;
        },
        MENU_BUTTON,
        { polling: 'raf', timeout: TAP_TIMEOUT_MS },
      ),
    );
    return {
      workingMs: workingAt === null ? null : workingAt - tappedAt,
      ignored: workingAt === null,
      tapAtMs: tappedAt - target.navigationStart,
    };
  } finally {
    await page.context().close();
  }
}

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return length;
}
