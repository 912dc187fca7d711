import { expect, test as base, type Page } from '@playwright/test';
import { automatedChecks } from '@/content/pages/accessibility';
import { RENDER_EVERYTHING, TEXT_SPACING, clippedElements, expectNoAxeViolations } from './a11y';
import { keptPrerenderedRoot, waitForPageHydrated, waitForReact } from './console';
import { coveringPages } from './covering-pages';
import {
  expectFits,
  headingsOf,
  headingsWithoutScripts,
  layoutShifts,
  openNoScriptPage,
  servedHeadings,
  unreadableTableCells,
  watchVisit,
} from './page-checks';
import { addTestStyles } from './page-styles';
import { expectedPages, type ExpectedPage } from './site-pages';

/**
 * Every public page, loaded once, at 390 px, and on that one visit all that a page owes its
 * visitors that only a browser shows, each check a step so that a failure names it: at the first
 * pointer it hydrates the served markup with its own H1 and title, nothing on screen having moved
 * and no section added, dropped or moved by the scripts; it keeps to the Content-Security-Policy,
 * asks no third party and logs no error. Resized, it fits and every table value reads in full (no
 * cell cut, hidden or scrolled to, issue 24 §8) at 390 px, at 1280 px, and in the narrower layouts
 * WCAG 1.4.10 asks for (640 px: 1280 px at 200 % zoom; 320 px); at 320 px no text is cut off under
 * WCAG 1.4.12's text spacing.
 *
 * The covering pages (e2e/covering-pages.ts: together they show every section in every variant)
 * are also opened with JavaScript off (every section shows) and loaded at 1280 px (hydration and
 * stillness there, the text spacing at 1280 px and 640 px), and pass the whole of axe (WCAG 2.2
 * AA) at both widths. What does not need a browser is checked in Node on every page's served HTML:
 * head tags, H1, JSON-LD, the FAQ data, no streaming segments (tests/served-html.test.ts) and the
 * axe rules that read only the markup (tests/served-axe.test.ts).
 */

/** The widths the accessibility statement names (/deklaracja-dostepnosci). */
const {
  widths: { phone: PHONE, desktop: DESKTOP },
  reflowWidths,
} = automatedChecks;
const HEIGHT = 800;
/** The widths of the resized checks, the one loaded first: 640 px is 1280 px at 200 % zoom. */
const WIDTHS = [PHONE, DESKTOP, reflowWidths.zoomed, reflowWidths.phone];

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

// One visit runs what were several tests; on a loaded machine it needs about their time.
test.describe.configure({ timeout: 90_000 });

/** Opens the page and checks its hydration at the first pointer, then its stillness. */
async function openAndHydrate(page: Page, { path, h1, title }: ExpectedPage) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  await waitForReact(page);
  await test.step('at the first pointer it hydrates the served markup, with its own H1 and title', async () => {
    const heading = page.getByRole('heading', { level: 1 });
    await heading.hover();
    await waitForPageHydrated(page);
    await expect(heading).toHaveText(h1);
    await expect(page).toHaveTitle(title);
    expect(await keptPrerenderedRoot(page)).toBe(true);
  });
  await test.step('nothing on screen moved while it loaded and hydrated', async () => {
    expect(await layoutShifts(page), 'layout shifts').toEqual([]);
  });
}

test.describe(`every page, loaded at ${PHONE} px`, () => {
  test.use({ viewport: { width: PHONE, height: HEIGHT } });

  for (const expected of expectedPages) {
    const { path } = expected;
    test(path, async ({ page, baseURL }) => {
      // Node's fetch: Playwright's request fixture would cost a context of its own per test.
      const served = await (await fetch(`${baseURL}${path}`)).text();
      const visit = await watchVisit(page);
      await openAndHydrate(page, expected);
      await test.step('the scripts add, drop or move no section', async () => {
        expect(await headingsOf(page)).toEqual(await servedHeadings(page, served));
      });

      await addTestStyles(page, RENDER_EVERYTHING);
      await visit.settled();
      if (coveringPages.includes(path)) {
        await test.step(`axe finds no WCAG 2.2 AA violation at ${PHONE} px`, () =>
          expectNoAxeViolations(page));
      }
      for (const width of WIDTHS) {
        await test.step(`it fits ${width} px, every table value read in full`, async () => {
          if (width !== page.viewportSize()?.width) {
            await page.setViewportSize({ width, height: HEIGHT });
            await visit.settled();
          }
          await expectFits(page, `${width} px`);
          expect(await unreadableTableCells(page), `table values at ${width} px`).toEqual([]);
        });
      }
      await test.step(`no text is cut off under WCAG 1.4.12 spacing at ${WIDTHS.at(-1)} px`, async () => {
        await addTestStyles(page, TEXT_SPACING);
        expect(await clippedElements(page), 'text cut off under WCAG 1.4.12 spacing').toEqual([]);
      });

      await test.step('it asked no third party, broke no policy and logged no error', () =>
        visit.expectClean());
    });
  }
});

test.describe(`the covering pages, loaded at ${DESKTOP} px and without JavaScript`, () => {
  test.use({ viewport: { width: DESKTOP, height: HEIGHT } });

  for (const path of coveringPages) {
    const expected = expectedPages.find((page) => page.path === path);
    test(path, async ({ page, noScriptPage, baseURL }) => {
      if (!expected) throw new Error(`${path} is not a public page (e2e/site-pages.ts)`);
      const withoutScripts = await test.step('without JavaScript every section shows', () =>
        headingsWithoutScripts(noScriptPage, `${baseURL}${path}`));
      const visit = await watchVisit(page);
      await openAndHydrate(page, expected);
      await test.step('the scripts add, drop or move no section', async () => {
        expect(await headingsOf(page)).toEqual(withoutScripts);
      });

      await addTestStyles(page, RENDER_EVERYTHING);
      await visit.settled();
      await test.step(`axe finds no WCAG 2.2 AA violation at ${DESKTOP} px`, () =>
        expectNoAxeViolations(page));
      await test.step(`it fits ${DESKTOP} px as loaded there`, async () => {
        await expectFits(page, `${DESKTOP} px`);
        expect(await unreadableTableCells(page), 'table values').toEqual([]);
      });
      const zoomed = reflowWidths.zoomed;
      await test.step(`no text is cut off under WCAG 1.4.12 spacing at ${DESKTOP} and ${zoomed} px`, async () => {
        await addTestStyles(page, TEXT_SPACING);
        expect(await clippedElements(page), `at ${DESKTOP} px`).toEqual([]);
        await page.setViewportSize({ width: zoomed, height: HEIGHT });
        await visit.settled();
        expect(await clippedElements(page), `at ${zoomed} px`).toEqual([]);
      });

      await test.step('it asked no third party, broke no policy and logged no error', () =>
        visit.expectClean());
    });
  }
});
