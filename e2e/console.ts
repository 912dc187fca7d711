import type { Page } from '@playwright/test';
import { reactOwns, reactStarted } from './react-in-page';

/** Console errors, hydration warnings and uncaught exceptions a page produced. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // The browser reports a 404 document (the 404 page itself) as a failed load: expected there.
    const documentStatus =
      text.includes('Failed to load resource') && message.location().url === page.url();
    if (documentStatus) return;
    if (message.type() === 'error' || /hydrat/i.test(text)) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Resolves once React has mounted on #root (hydrated or rendered). */
export async function waitForReact(page: Page): Promise<void> {
  await page.waitForFunction(reactStarted);
}

/** Resolves once React has hydrated the element `selector` finds (or rendered it). */
export async function waitForHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(reactOwns, selector);
}

/**
 * Resolves once the page's own content has hydrated: most pages do at the visitor's first
 * interaction (src/hydration/parts/page-island.ts), the thank-you and 404 pages with the app.
 */
export async function waitForPageHydrated(page: Page): Promise<void> {
  await waitForHydrated(page, 'main h1');
}

/**
 * Remembers the prerendered markup's first node before any script runs, so a test can tell that
 * React hydrated it rather than replacing it.
 */
export async function rememberPrerenderedRoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { prerendered?: Element | null }).prerendered =
          document.getElementById('root')?.firstElementChild;
      }
    });
  });
}

export async function keptPrerenderedRoot(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const remembered = (window as unknown as { prerendered?: Element | null }).prerendered;
    return remembered != null && document.getElementById('root')?.firstElementChild === remembered;
  });
}

/**
 * Records every Content-Security-Policy violation the page reports, from before its first script;
 * the returned function reads them.
 */
export async function recordPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`.trim());
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}
