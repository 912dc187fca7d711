import type { Page, Route } from '@playwright/test';

/** Holds the requests `url` matches until `release()`; `requested()` tells whether one came. */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(url, async (route: Route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/**
 * Holds the requests for one chunk, named as Vite names it: the module's name and an 8-character
 * hash, so that 'consolidation-calculator' is not also 'consolidation-calculator-page'.
 */
export function holdChunk(page: Page, name: string) {
  return holdRequests(page, new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`));
}
