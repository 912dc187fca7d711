/** The checks every prerendered page passes, each used as one step of its visit (pages.spec.ts). */
import { expect, type Browser, type Page } from '@playwright/test';
import { pageOverflow, unreachableTableCells } from './a11y';
import { recordPolicyViolations, rememberPrerenderedRoot, watchConsole } from './console';

/**
 * Starts watching a visit before the page opens: what it logs, the policy violations it reports,
 * the requests it makes to other hosts and the ones in flight. `settled` waits for the page to be
 * still (see watchRequestsInFlight); `expectClean` fails on any request to another host, policy
 * violation, console error or hydration warning. It also remembers the prerendered markup's root
 * (keptPrerenderedRoot).
 */
export async function watchVisit(page: Page) {
  const problems = watchConsole(page);
  const violations = await recordPolicyViolations(page);
  const foreign = watchForeignRequests(page);
  const settled = watchRequestsInFlight(page);
  await rememberPrerenderedRoot(page);
  return {
    settled,
    expectClean: async () => {
      expect(foreign, 'requests to other hosts').toEqual([]);
      expect(await violations(), 'Content-Security-Policy violations').toEqual([]);
      expect(problems, 'console errors and hydration warnings').toEqual([]);
    },
  };
}

/** Nothing sticks out of the viewport and every table cell can be reached. */
export async function expectFits(page: Page, label: string) {
  const overflow = await pageOverflow(page);
  expect(overflow.wide, label).toEqual([]);
  expect(overflow.scrollWidth, label).toBeLessThanOrEqual(overflow.viewport);
  expect(await unreachableTableCells(page), `table cells out of reach at ${label}`).toEqual([]);
}

/**
 * Table cells a visitor cannot read in full (issue 24 §8), each named with its table and the reason:
 * a table or a cell wider than its box, a table that must be scrolled sideways inside its frame, a
 * value hidden, cut (clipped or ellipsised) or off the screen, or a value whose column header is
 * hidden (a stacked table: the header stays for screen readers only) with no visible label of that
 * header beside it. Visually hidden text (a screen-reader-only header) is not meant to be seen.
 */
export function unreadableTableCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const text = (element: Element) => element.textContent.replace(/\s+/g, ' ').trim();
    const wider = (element: Element) => element.scrollWidth > element.clientWidth + 1;
    /** Clipped to nothing or not rendered, itself or an ancestor up to `within`. */
    const hidden = (element: Element, within: Element) => {
      for (let node: Element | null = element; node && node !== within; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clipPath !== 'none' || style.getPropertyValue('clip') !== 'auto') return true;
        if (!node.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return true;
      }
      return false;
    };
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';

    for (const table of document.querySelectorAll('table')) {
      if (table.getBoundingClientRect().width === 0) continue;
      const region = table.closest('[aria-label]')?.getAttribute('aria-label');
      const name = (table.caption ? text(table.caption) : (region ?? text(table))).slice(0, 50);
      if (wider(table)) problems.push(`${name}: the table is wider than its box`);
      for (let frame = table.parentElement; frame; frame = frame.parentElement) {
        const { overflowX } = getComputedStyle(frame);
        if (overflowX === 'visible') continue;
        if (wider(frame)) problems.push(`${name}: the table must be scrolled sideways to be read`);
        break;
      }
      const headers = [...(table.tHead?.rows[0]?.cells ?? [])];
      for (const body of table.tBodies) {
        for (const row of body.rows) {
          for (const cell of row.cells) {
            const what = `${name}: "${text(cell).slice(0, 40)}"`;
            const box = cell.getBoundingClientRect();
            if (hidden(cell, table) || box.width <= 1 || box.height <= 1) {
              problems.push(`${what} is hidden`);
              continue;
            }
            const cutInside = [...cell.querySelectorAll('*')].some(
              (inner) => clips(inner) && !hidden(inner, cell) && wider(inner),
            );
            if (wider(cell) || cutInside) problems.push(`${what} is cut off`);
            if (box.left < -1 || box.right > viewport + 1)
              problems.push(`${what} is off the screen`);
            const header = headers[cell.cellIndex];
            const label = header ? text(header) : '';
            if (cell.tagName !== 'TD' || !header || label === '' || !hidden(header, table))
              continue;
            const labelled = [...cell.querySelectorAll('*')].some(
              (inner) =>
                text(inner) === label &&
                !hidden(inner, cell) &&
                inner.getBoundingClientRect().width > 1,
            );
            if (!labelled) problems.push(`${what} shows no label "${label}"`);
          }
        }
      }
    }
    return problems.slice(0, 10);
  });
}

/** Headings of <main> in document order. */
export function headingsOf(page: Page): Promise<string[]> {
  return page
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll('h1, h2, h3')].map((heading) =>
        heading.textContent.replace(/\s+/g, ' ').trim(),
      ),
    );
}

/**
 * Headings of <main> in the served HTML, in document order, as the page opened with JavaScript off
 * has them: parsed by the browser (DOMParser runs no script, as such a page does not).
 */
export function servedHeadings(page: Page, html: string): Promise<string[]> {
  return page.evaluate((served) => {
    const main = new DOMParser().parseFromString(served, 'text/html').querySelector('main');
    return [...(main?.querySelectorAll('h1, h2, h3') ?? [])].map((heading) =>
      heading.textContent.replace(/\s+/g, ' ').trim(),
    );
  }, html);
}

/** Text in <main> that is not rendered: the outermost hidden elements that hold any. */
function hiddenTextOf(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const notContent = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'OPTION']);
    return [...main.querySelectorAll('*')]
      .filter(
        (element) =>
          !notContent.has(element.tagName) &&
          element.textContent.trim() !== '' &&
          !shown(element) &&
          element.parentElement !== null &&
          shown(element.parentElement),
      )
      .map((element) => element.textContent.replace(/\s+/g, ' ').trim().slice(0, 80));
  });
}

/**
 * A page in a context that runs no script (only there does the browser show what a crawler or a
 * visitor without JavaScript sees), at the given size. One per worker serves every visit: with no
 * script a page keeps nothing (no storage, no service worker, no timers) that could reach the next.
 */
export async function openNoScriptPage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pl-PL', viewport });
  return { page: await context.newPage(), close: () => context.close() };
}

/**
 * Opens the page in the no-script page (openNoScriptPage), expects every section of <main>
 * visible, and returns its headings for comparison with the hydrated page.
 */
export async function headingsWithoutScripts(noScript: Page, url: string): Promise<string[]> {
  // Parsed is enough once the styles apply (the build inlines them): images and fonts, which the
  // load event waits for, decide no element's visibility.
  const response = await noScript.goto(url, { waitUntil: 'domcontentloaded' });
  const stylesPending = await noScript.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')].some(
      (link) => link.sheet === null,
    ),
  );
  if (stylesPending) await noScript.waitForLoadState('load');
  expect(response?.status()).toBe(200);
  expect(await hiddenTextOf(noScript), 'text hidden without scripts').toEqual([]);
  const headings = await headingsOf(noScript);
  expect(headings.length).toBeGreaterThan(0);
  return headings;
}

/** Every request the page makes to another host than the test server's. */
export function watchForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1')
      foreign.push(request.url());
  });
  return foreign;
}

/**
 * Counts the page's requests in flight from now on; the returned function resolves once the page
 * has rendered twice more (long enough for anything the last change brought into view, a lazy
 * image, a section that hydrates near the viewport, to ask for its file), no request is in flight
 * and the fonts are ready. It waits for what the checks of a visit read, where `networkidle` also
 * waits half a second with nothing in flight (on every page, measured: no request starts after the
 * test styles are added).
 */
export function watchRequestsInFlight(page: Page): () => Promise<void> {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  return async () => {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
    await expect.poll(() => inFlight, 'requests in flight').toBe(0);
    // An image's size is known when its file has arrived; a font's metrics once it is ready.
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
  };
}

/**
 * Every layout shift since the page began to load, or only those from `since` (ms on the page's
 * clock) on, each with the elements it moved: the buffered entries, which an observer delivers in a
 * task of its own.
 */
export function layoutShifts(page: Page, since = 0): Promise<string[]> {
  return page.evaluate(
    (from) =>
      new Promise<string[]>((resolve) => {
        const shifts: string[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as LayoutShift[]) {
            if (entry.startTime < from) continue;
            const moved = entry.sources.map((source) =>
              source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : '(text)',
            );
            shifts.push(`${entry.value.toFixed(4)} ${moved.join(', ')}`);
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() =>
          setTimeout(() => {
            observer.disconnect();
            resolve(shifts);
          }),
        );
        interface LayoutShift {
          value: number;
          startTime: number;
          sources: { node: Node | null }[];
        }
      }),
    since,
  );
}
