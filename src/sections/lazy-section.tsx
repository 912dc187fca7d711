import type { ReactNode } from 'react';

/**
 * Sections far below the fold: they stay in the prerendered HTML (crawlers and find-in-page see
 * them) but the browser skips their layout and paint until the visitor scrolls near them
 * (`content-visibility: auto`), which is what "loaded lazily" buys without hiding content.
 */
export function LazySection({ children }: { children: ReactNode }) {
  return <div className="defer-render">{children}</div>;
}
