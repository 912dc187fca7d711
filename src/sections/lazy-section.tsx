import { Suspense, type ReactNode } from 'react';

/**
 * Sections far below the fold: the Suspense boundary lets React hydrate them after the rest of the
 * page, in small interruptible steps, so the first screen answers input sooner. (Their rendering is
 * skipped until the visitor scrolls near them, like every section's: styles/index.css.)
 */
export function LazySection({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
