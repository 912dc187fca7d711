import { expect, type Locator, type Page } from '@playwright/test';
import { addTestStyles } from './page-styles';

/**
 * Turns off scroll anchoring, which Chromium and Firefox have and Safari lacks: with it, Chromium
 * would hide a jump that lands off its anchor when the sections above it change height.
 */
export function withoutScrollAnchoring(page: Page): Promise<void> {
  return addTestStyles(page, '* { overflow-anchor: none !important; }');
}

/** Resolves after `count` animation frames: what was about to render has (sections near the screen). */
export function frames(page: Page, count = 3): Promise<void> {
  return page.evaluate(
    (left) =>
      new Promise<void>((resolve) => {
        const next = (remaining: number) =>
          remaining === 0 ? resolve() : requestAnimationFrame(() => next(remaining - 1));
        next(left);
      }),
    count,
  );
}

/**
 * Expects `anchor` to be where a jump to it belongs: its top just below the sticky header (the page's
 * scroll padding leaves a little room), neither under it nor further down the screen.
 */
export async function expectJustBelowHeader(page: Page, anchor: Locator): Promise<void> {
  await expect(anchor).toBeInViewport();
  const header = await page.getByRole('banner').boundingBox();
  const target = await anchor.boundingBox();
  const gap = (target?.y ?? Number.NaN) - (header ? header.y + header.height : Number.NaN);
  expect(gap, 'the anchor’s distance below the header, px').toBeGreaterThanOrEqual(-1);
  expect(gap, 'the anchor’s distance below the header, px').toBeLessThanOrEqual(17);
}
