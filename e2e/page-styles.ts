import type { Page } from '@playwright/test';

/**
 * Adds CSS to a page for a test (e.g. to render lazy sections at once). A constructed stylesheet,
 * not a <style> tag: the site's Content-Security-Policy rightly refuses inline styles it did not
 * hash, and the tests run under that policy.
 */
export async function addTestStyles(page: Page, css: string): Promise<void> {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
}
