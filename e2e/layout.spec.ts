import { expect, test } from '@playwright/test';
import {
  RENDER_EVERYTHING,
  TEXT_SPACING,
  clippedElements,
  expectNoAxeViolations,
  pageOverflow,
  unreachableTableCells,
} from './a11y';
import { recordPolicyViolations, waitForReact, watchConsole } from './console';
import { addTestStyles } from './page-styles';
import { expectedPages } from './site-pages';

/**
 * One visit per page and width: it fits, asks no third party, logs no error, and passes axe
 * (WCAG 2.2 AA). Then, on the same visit, the narrower layouts WCAG 1.4.10 asks for: 320 px from the
 * phone width, and 640 px from the desktop one (1280 px at 200 % zoom lays out at 640 CSS px).
 */
const NARROWER: Record<number, number> = { 390: 320, 1280: 640 };

for (const width of [390, 1280]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { path } of expectedPages) {
      test(`${path} fits the screen, passes axe, keeps to the CSP, asks no third party and logs no error`, async ({
        page,
      }) => {
        const problems = watchConsole(page);
        const violations = await recordPolicyViolations(page);
        const foreign: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1') {
            foreign.push(request.url());
          }
        });
        await page.goto(path);
        await waitForReact(page);
        await addTestStyles(page, RENDER_EVERYTHING);
        await page.waitForLoadState('networkidle');

        const overflow = await pageOverflow(page);
        expect(overflow.wide).toEqual([]);
        expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewport);
        expect(await unreachableTableCells(page), 'table cells out of reach').toEqual([]);
        await expectNoAxeViolations(page);

        const narrower = NARROWER[width] ?? width;
        await page.setViewportSize({ width: narrower, height: 800 });
        const narrow = await pageOverflow(page);
        expect(narrow.wide, `${narrower} px`).toEqual([]);
        expect(narrow.scrollWidth, `${narrower} px`).toBeLessThanOrEqual(narrow.viewport);
        expect(
          await unreachableTableCells(page),
          `table cells out of reach at ${narrower} px`,
        ).toEqual([]);

        await addTestStyles(page, TEXT_SPACING);
        expect(await clippedElements(page), 'text cut off under WCAG 1.4.12 spacing').toEqual([]);

        expect(foreign).toEqual([]);
        expect(await violations(), 'Content-Security-Policy violations').toEqual([]);
        expect(problems).toEqual([]);
      });
    }
  });
}
