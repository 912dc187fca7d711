import { expect, test as base, type Page } from '@playwright/test';
import { RENDER_EVERYTHING, TEXT_SPACING, clippedElements, expectNoAxeViolations } from './a11y';
import {
  keptPrerenderedRoot,
  recordPolicyViolations,
  rememberPrerenderedRoot,
  waitForPageHydrated,
  waitForReact,
  watchConsole,
} from './console';
import { headOf } from './html';
import {
  expectFaqMatchesPage,
  expectFits,
  expectServedHead,
  expectStructuredData,
  headingsOf,
  headingsWithoutScripts,
  layoutShifts,
  openNoScriptPage,
  unreadableTableCells,
  watchForeignRequests,
  watchRequestsInFlight,
} from './page-checks';
import { addTestStyles } from './page-styles';
import { expectedPages } from './site-pages';

/**
 * Every prerendered page, opened once per width, and on that one visit all that a page owes its
 * visitors, each check a step so that a failure names it: at the first pointer it hydrates the
 * served markup with its own H1 and title, nothing on screen having moved; it fits the screen,
 * every table value reads in full (no cell cut, hidden or scrolled to, issue 24 §8), passes axe (WCAG 2.2 AA), keeps to the Content-Security-Policy, asks no third party and logs no
 * error; then the narrower layouts WCAG 1.4.10 asks for (320 px from the phone width, 640 px from
 * the desktop one: 1280 px at 200 % zoom lays out at 640 CSS px) and WCAG 1.4.12's text spacing.
 *
 * What does not depend on the width is checked once, in the 1280 px test: the served HTML as a
 * crawler reads it (head tags, one H1, JSON-LD, no streaming segments) and the page opened with
 * JavaScript off, in a context that runs no script (one per worker, see openNoScriptPage).
 */
const NARROWER: Record<number, number> = { 390: 320, 1280: 640 };
const DESKTOP = 1280;
const HEIGHT = 800;

const test = base.extend<object, { noScriptPage: Page }>({
  noScriptPage: [
    async ({ browser }, use) => {
      const noScript = await openNoScriptPage(browser, { width: DESKTOP, height: HEIGHT });
      await use(noScript.page);
      await noScript.close();
    },
    { scope: 'worker' },
  ],
});

// No trace: each check is a named step and says what it found (the elements, the messages), and
// recording the 120 visits cost a sixth of their time.
test.use({ trace: 'off' });

test('every page has a title and description of its own', async ({ request }) => {
  const heads = await Promise.all(
    expectedPages.map(async ({ path }) => headOf(await (await request.get(path)).text())),
  );
  expect(new Set(heads.map((head) => head.title)).size).toBe(expectedPages.length);
  expect(new Set(heads.map((head) => head.description)).size).toBe(expectedPages.length);
});

for (const width of [390, DESKTOP]) {
  test.describe(`${width} px wide`, () => {
    const viewport = { width, height: HEIGHT };
    test.use({ viewport });
    // One visit runs what were five tests; on a loaded machine it needs about their time.
    test.describe.configure({ timeout: 90_000 });

    for (const { path, h1 } of expectedPages) {
      test(path, async ({ page, noScriptPage, baseURL }) => {
        // Node's fetch: Playwright's request fixture would cost a context of its own per test.
        const response = await fetch(`${baseURL}${path}`);
        const html = await response.text();
        const desktop = width === DESKTOP;
        let withoutScripts: string[] = [];

        if (desktop) {
          await test.step('the served HTML: head tags, one H1, no streaming segments', () =>
            expectServedHead(response, html, path, h1));
          await test.step('its JSON-LD', () => expectStructuredData(html, path));
          withoutScripts = await test.step('without JavaScript every section shows', () =>
            headingsWithoutScripts(noScriptPage, `${baseURL}${path}`));
        }

        const problems = watchConsole(page);
        const violations = await recordPolicyViolations(page);
        const foreign = watchForeignRequests(page);
        const settled = watchRequestsInFlight(page);
        await rememberPrerenderedRoot(page);
        await page.goto(path);
        await waitForReact(page);

        await test.step('at the first pointer it hydrates the served markup, with its own H1 and title', async () => {
          const heading = page.getByRole('heading', { level: 1 });
          await heading.hover();
          await waitForPageHydrated(page);
          await expect(heading).toHaveText(h1);
          await expect(page).toHaveTitle(headOf(html).title);
          expect(await keptPrerenderedRoot(page)).toBe(true);
        });
        await test.step('nothing on screen moved while it loaded and hydrated', async () => {
          expect(await layoutShifts(page), 'layout shifts').toEqual([]);
        });
        if (desktop) {
          await test.step('the scripts add, drop or move no section', async () => {
            expect(await headingsOf(page)).toEqual(withoutScripts);
          });
        }

        await addTestStyles(page, RENDER_EVERYTHING);
        await settled();

        if (desktop) {
          await test.step('its FAQ JSON-LD asks the questions the page shows', () =>
            expectFaqMatchesPage(page, html));
        }
        await test.step(`it fits ${width} px`, () => expectFits(page, `${width} px`));
        await test.step(`every table value reads in full at ${width} px`, async () => {
          expect(await unreadableTableCells(page), 'table values not readable').toEqual([]);
        });
        await test.step('axe finds no WCAG 2.2 AA violation', () => expectNoAxeViolations(page));

        const narrower = NARROWER[width] ?? width;
        await test.step(`it reflows to ${narrower} px`, async () => {
          await page.setViewportSize({ width: narrower, height: viewport.height });
          await expectFits(page, `${narrower} px`);
          expect(await unreadableTableCells(page), `table values at ${narrower} px`).toEqual([]);
        });

        await test.step('no text is cut off under WCAG 1.4.12 spacing', async () => {
          await addTestStyles(page, TEXT_SPACING);
          expect(await clippedElements(page), 'text cut off under WCAG 1.4.12 spacing').toEqual([]);
        });

        await test.step('it asked no third party, broke no policy and logged no error', async () => {
          expect(foreign, 'requests to other hosts').toEqual([]);
          expect(await violations(), 'Content-Security-Policy violations').toEqual([]);
          expect(problems, 'console errors and hydration warnings').toEqual([]);
        });
      });
    }
  });
}
