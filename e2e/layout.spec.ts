import { expect, test } from '@playwright/test';
import { waitForReact, watchConsole } from './console';
import { expectedPages } from './site-pages';
import { addTestStyles } from './page-styles';

/** Sections below the fold skip rendering until scrolled to; measure them rendered. */
const RENDER_EVERYTHING = '.defer-render { content-visibility: visible !important; }';

for (const width of [390, 1280]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { path } of expectedPages) {
      test(`${path} fits the screen, asks no third party and logs no error`, async ({ page }) => {
        const problems = watchConsole(page);
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
        const overflow = await page.evaluate(() => {
          const viewport = document.documentElement.clientWidth;
          const wide = [...document.querySelectorAll('body *')].filter((element) => {
            const box = element.getBoundingClientRect();
            if (box.width === 0 || box.right <= viewport + 1) return false;
            // Content inside a sideways-scrolling frame (carousel, wide table) may extend it.
            for (let parent = element.parentElement; parent; parent = parent.parentElement) {
              const { overflowX } = getComputedStyle(parent);
              if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') {
                return false;
              }
            }
            return true;
          });
          return {
            scrollWidth: document.documentElement.scrollWidth,
            viewport,
            wide: wide.slice(0, 5).map((element) => element.outerHTML.slice(0, 120)),
          };
        });
        expect(overflow.wide).toEqual([]);
        expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewport);
        await page.waitForLoadState('networkidle');
        expect(foreign).toEqual([]);
        expect(problems).toEqual([]);
      });
    }
  });
}
