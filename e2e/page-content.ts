import type { Page } from '@playwright/test';

/** Headings of <main> in document order. */
export function headingsOf(page: Page): Promise<string[]> {
  return page
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll('h1, h2, h3')].map((heading) =>
        (heading.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ),
    );
}

/** Text in <main> that is not rendered: the outermost hidden elements that hold any. */
export function hiddenTextOf(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const notContent = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'OPTION']);
    return [...main.querySelectorAll('*')]
      .filter(
        (element) =>
          !notContent.has(element.tagName) &&
          (element.textContent ?? '').trim() !== '' &&
          !shown(element) &&
          element.parentElement !== null &&
          shown(element.parentElement),
      )
      .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80));
  });
}

/** The questions of the page's FAQ accordion as the visitor reads them. */
export async function visibleFaqQuestions(page: Page): Promise<string[]> {
  const texts = await page.locator('[data-value^="item-"] button').allInnerTexts();
  return texts.map((text) => text.trim());
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
