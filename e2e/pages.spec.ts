import { expect, test } from '@playwright/test';
import { PENDING } from '@/content/company';
import {
  RENDER_EVERYTHING,
  TEXT_SPACING,
  clippedElements,
  expectNoAxeViolations,
  pageOverflow,
  unreachableTableCells,
} from './a11y';
import {
  keptPrerenderedRoot,
  recordPolicyViolations,
  rememberPrerenderedRoot,
  waitForReact,
  watchConsole,
} from './console';
import { STREAMING_MARKERS, decode, headOf, jsonLdOf } from './html';
import {
  headingsOf,
  hiddenTextOf,
  visibleFaqQuestions,
  watchForeignRequests,
} from './page-content';
import { addTestStyles } from './page-styles';
import { expectedPages } from './site-pages';

/**
 * Every prerendered page, opened once per width, and on that one visit all that a page owes its
 * visitors: it hydrates the served markup with its own H1 and title, fits the screen, passes axe
 * (WCAG 2.2 AA), keeps to the Content-Security-Policy, asks no third party and logs no error; then
 * the narrower layouts WCAG 1.4.10 asks for (320 px from the phone width, 640 px from the desktop
 * one: 1280 px at 200 % zoom lays out at 640 CSS px) and WCAG 1.4.12's text spacing.
 *
 * What does not depend on the width is checked once, in the 1280 px test: the served HTML as a
 * crawler reads it (head tags, one H1, JSON-LD, no streaming segments), and the page opened with
 * JavaScript off. That second look needs its own context: only a browser that runs no script shows
 * what a visitor without scripts sees.
 */
const SITE_URL = 'https://www.spokojnarata.pl';
const NARROWER: Record<number, number> = { 390: 320, 1280: 640 };
const DESKTOP = 1280;

test('every page has a title and description of its own', async ({ request }) => {
  const heads = await Promise.all(
    expectedPages.map(async ({ path }) => headOf(await (await request.get(path)).text())),
  );
  expect(new Set(heads.map((head) => head.title)).size).toBe(expectedPages.length);
  expect(new Set(heads.map((head) => head.description)).size).toBe(expectedPages.length);
});

for (const width of [390, DESKTOP]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });
    // One visit runs what used to be five tests; under a loaded machine it needs their time.
    test.describe.configure({ timeout: 90_000 });

    for (const { path, h1 } of expectedPages) {
      test(path, async ({ page, request, browser, baseURL }) => {
        const response = await request.get(path);
        const html = await response.text();
        const served = headOf(html);
        let headingsWithoutScripts: string[] = [];

        if (width === DESKTOP) {
          await test.step('the served HTML holds its head tags, one H1 and no streaming segments', () => {
            expect(response.status()).toBe(200);
            expect(response.headers()['content-type']).toContain('text/html');
            expect(served.title).toMatch(/\S.* \| Spokojna Rata$|^Spokojna Rata/);
            expect(served.description.length).toBeGreaterThanOrEqual(100);
            expect(served.canonical).toBe(path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}`);
            expect(html).toContain(`<meta property="og:title" content="`);
            expect(html).toContain(`<meta name="twitter:card" content="summary_large_image"`);
            expect(served.h1s).toEqual([h1]);
            expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
            for (const marker of STREAMING_MARKERS)
              expect(html, String(marker)).not.toMatch(marker);
          });

          await test.step('its JSON-LD parses, names the business once and states only real values', () => {
            const things = jsonLdOf(html);
            for (const thing of things) expect(thing['@context']).toBe('https://schema.org');
            // A value the owner has not supplied yet is shown on the page as a placeholder, never as data.
            expect(JSON.stringify(things)).not.toContain(PENDING);
            const types = things.map((thing) => thing['@type']);
            expect(types.filter((type) => type === 'FinancialService')).toHaveLength(1);
            if (path === '/') expect(types).not.toContain('BreadcrumbList');
            else expect(types).toContain('BreadcrumbList');
            const loan = things.find((thing) => thing['@type'] === 'LoanOrCredit');
            if (loan) {
              const rate = (loan.interestRate as { minValue: number }).minValue;
              const shownRate = rate.toLocaleString('pl-PL', { maximumFractionDigits: 2 });
              expect(decode(html)).toContain(`${shownRate}%`);
            }
          });

          headingsWithoutScripts =
            await test.step('without JavaScript it shows every section', async () => {
              const context = await browser.newContext({
                javaScriptEnabled: false,
                baseURL,
                locale: 'pl-PL',
                viewport: { width, height: 800 },
              });
              const withoutScripts = await context.newPage();
              await withoutScripts.goto(path);
              expect(await hiddenTextOf(withoutScripts)).toEqual([]);
              const headings = await headingsOf(withoutScripts);
              expect(headings.length).toBeGreaterThan(0);
              await context.close();
              return headings;
            });
        }

        const problems = watchConsole(page);
        const violations = await recordPolicyViolations(page);
        const foreign = watchForeignRequests(page);
        await rememberPrerenderedRoot(page);
        await page.goto(path);
        await waitForReact(page);

        await test.step('it hydrates the served markup with its own H1 and title', async () => {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
          await expect(page).toHaveTitle(served.title);
          expect(await keptPrerenderedRoot(page)).toBe(true);
        });

        if (width === DESKTOP) {
          await test.step('the scripts add, drop or move no section', async () => {
            expect(await headingsOf(page)).toEqual(headingsWithoutScripts);
          });
        }

        await addTestStyles(page, RENDER_EVERYTHING);
        await page.waitForLoadState('networkidle');

        if (width === DESKTOP) {
          await test.step('its FAQ JSON-LD asks exactly the questions the page shows', async () => {
            const visibleQuestions = await visibleFaqQuestions(page);
            const faq = jsonLdOf(html).find((thing) => thing['@type'] === 'FAQPage');
            if (visibleQuestions.length > 0) {
              const questions = (faq?.mainEntity as { name: string }[]).map((q) => q.name);
              expect(questions).toEqual(visibleQuestions);
            } else {
              expect(faq).toBeUndefined();
            }
          });
        }

        await test.step(`it fits ${width} px`, async () => {
          const overflow = await pageOverflow(page);
          expect(overflow.wide).toEqual([]);
          expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewport);
          expect(await unreachableTableCells(page), 'table cells out of reach').toEqual([]);
        });

        await test.step('axe finds no WCAG 2.2 AA violation', async () => {
          await expectNoAxeViolations(page);
        });

        const narrower = NARROWER[width] ?? width;
        await test.step(`it reflows to ${narrower} px`, async () => {
          await page.setViewportSize({ width: narrower, height: 800 });
          const narrow = await pageOverflow(page);
          expect(narrow.wide, `${narrower} px`).toEqual([]);
          expect(narrow.scrollWidth, `${narrower} px`).toBeLessThanOrEqual(narrow.viewport);
          expect(
            await unreachableTableCells(page),
            `table cells out of reach at ${narrower} px`,
          ).toEqual([]);
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
