import { Suspense, type ReactNode } from 'react';

/**
 * Sections far below the fold. They stay in the prerendered HTML (crawlers and find-in-page see
 * them), but:
 * - the browser skips their layout and paint until the visitor scrolls near them
 *   (`content-visibility: auto`);
 * - the Suspense boundary lets React hydrate them after the rest of the page, in small
 *   interruptible steps, so the first screen answers input sooner.
 */
export function LazySection({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <div className="defer-render">{children}</div>
    </Suspense>
  );
}
