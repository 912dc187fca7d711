import { expect, test, type Page } from '@playwright/test';
import { waitForReact } from './console';
import { expectedPages } from './site-pages';

/**
 * Markers of React's streaming: a boundary written out of place (`<template id="B:n">`, a hidden
 * `<div id="S:n">`) and the inline script that moves it (`$RC`). Served HTML must hold none.
 */
const STREAMING_MARKERS = [/<template id="B:/, /<div hidden id="S:/, /\$RC\b/, /\$RS\b/];

/** Headings of <main> in document order. */
function headingsOf(page: Page) {
  return page
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll('h1, h2, h3')].map((heading) =>
        heading.textContent.replace(/\s+/g, ' ').trim(),
      ),
    );
}

/** Text in <main> that is not rendered: the outermost hidden elements that hold any. */
function hiddenTextOf(page: Page) {
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

test('no served page holds hidden streaming segments', async ({ request }) => {
  for (const path of [...expectedPages.map((page) => page.path), '/nie-ma-takiej-strony']) {
    const html = await (await request.get(path)).text();
    for (const marker of STREAMING_MARKERS) expect(html, `${path}: ${marker}`).not.toMatch(marker);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path } of expectedPages) {
    test(`${path} shows every section, visible and in the order the app renders`, async ({
      page,
      browser,
    }) => {
      await page.goto(path);
      expect(await hiddenTextOf(page)).toEqual([]);
      const withoutScripts = await headingsOf(page);
      expect(withoutScripts.length).toBeGreaterThan(0);

      // The same page hydrated: nothing is added, dropped or moved by the scripts.
      const context = await browser.newContext({ javaScriptEnabled: true });
      const hydrated = await context.newPage();
      await hydrated.goto(page.url());
      await waitForReact(hydrated);
      expect(await headingsOf(hydrated)).toEqual(withoutScripts);
      await context.close();
    });
  }
});
