import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe, { type Result } from 'axe-core';
import { WCAG_RULES } from './axe-rules';

export { RENDER_EVERYTHING } from '../scripts/lib/deferred-rendering';

/**
 * axe's results for the page (or the part `include` selects), only violations: axe then keeps one
 * node per passing rule instead of every one, which on a long page is most of its time.
 *
 * A page with no frame (every page as it loads) is checked by one axe.run() inside it, axe injected
 * once per page. AxeBuilder's way, made for frames of other origins, injects axe twice, runs it in
 * each frame, then opens a blank page, injects axe there too and merges the frames' results in it:
 * the same rules on the same nodes, for about a second more per check (measured: 0.54 s against
 * 1.5 s a check). With a frame (the map on /kontakt), AxeBuilder.
 */
async function axeViolations(page: Page, include?: string): Promise<Result[]> {
  if (page.frames().length > 1) {
    // options() replaces the options, so it comes before withRules.
    let builder = new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withRules(WCAG_RULES);
    if (include) builder = builder.include(include);
    return (await builder.analyze()).violations;
  }
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ rules, selector }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const results = await inPage.run(selector ?? document, {
        runOnly: { type: 'rule', values: rules },
        resultTypes: ['violations'],
      });
      return results.violations;
    },
    { rules: WCAG_RULES, selector: include },
  );
}

/** Fails with each violation's rule, impact, help and elements when axe finds any. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const violations = await axeViolations(page, include);
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1] ?? ''}`)
        .join(' | ')}`,
  );
  expect(found).toEqual([]);
}

/** WCAG 1.4.12: the spacing a reader may impose; no text may be cut off under it. */
export const TEXT_SPACING = `
  *, *::before, *::after {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-bottom: 2em !important; }
`;

/**
 * Elements whose content is cut off: content larger than a box that hides its overflow. Visually
 * hidden text for screen readers is not meant to be seen.
 */
export async function clippedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (!hidesX && !hidesY) continue;
      // Visually hidden on purpose (text for screen readers only). Radix still hides with the
      // deprecated `clip`, read by its name.
      if (style.clipPath !== 'none' || style.getPropertyValue('clip') !== 'auto') continue;
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const cutX = hidesX && element.scrollWidth > element.clientWidth + 1;
      const cutY = hidesY && element.scrollHeight > element.clientHeight + 1;
      if (cutX || cutY) clipped.push(element.outerHTML.slice(0, 140));
    }
    return clipped.slice(0, 5);
  });
}

/** Elements wider than the viewport that no sideways-scrolling frame holds, and the page width. */
export async function pageOverflow(page: Page) {
  return page.evaluate(() => {
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
}

/**
 * Table cells a visitor cannot reach: scrolled into view (inside their region, which must be named
 * and focusable when it scrolls), a cell must lie inside its frame and the frame inside the
 * viewport's width.
 */
export async function unreachableTableCells(page: Page): Promise<string[]> {
  const problems = await page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>('table th, table td')) {
      if (cell.getBoundingClientRect().width === 0) continue;
      const region = cell.closest<HTMLElement>('[role="region"]');
      const overflowX = region ? getComputedStyle(region).overflowX : 'visible';
      const scrolls = region !== null && (overflowX === 'auto' || overflowX === 'scroll');
      if (scrolls) {
        const named = (region.getAttribute('aria-label') ?? '').trim() !== '';
        if (!named || region.tabIndex !== 0) found.push(`unnamed or unfocusable frame`);
      }
      cell.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = cell.getBoundingClientRect();
      const frame = scrolls ? region.getBoundingClientRect() : { left: 0, right: viewport };
      const inside =
        box.left >= frame.left - 1 &&
        (box.right <= frame.right + 1 || box.width > frame.right - frame.left);
      if (!inside || frame.left < -1 || frame.right > viewport + 1) {
        found.push(cell.textContent);
      }
    }
    return found;
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  return problems;
}
