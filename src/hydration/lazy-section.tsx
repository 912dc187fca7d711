import { Suspense, type ReactNode } from 'react';

/**
 * Sections far below the fold: the Suspense boundary lets React hydrate them after the rest of the
 * page, in small interruptible steps, so the first screen answers input sooner. (From a page's third
 * section on, the browser also skips their rendering until the visitor scrolls near them:
 * styles/index.css.)
 */
export function LazySection({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
