import type { ComponentType } from 'react';
import { lazyHydrated } from '@/components/hydration/lazy-hydration';
import { hasDraftOnThisPage } from '@/features/leads/lead-draft';
import { loadPage } from './page-loading';
import type { PageRoute } from './routes';

const islands = new Map<string, ComponentType>();

/**
 * The page a visitor opens first, as a lazily hydrated part: its prerendered HTML is the whole page
 * (links, text, fields that take typing), and its code is loaded and hydrated at the visitor's first
 * touch, focus or key on it, or at once when the visitor has a form draft on it to restore. Until
 * then the JavaScript loaded is the app's frame alone, and a press, a submit or a click on a link is
 * held and done once the page has hydrated (components/hydration/held-actions.ts).
 */
export function pageIsland(route: PageRoute): ComponentType {
  let island = islands.get(route.id);
  if (!island) {
    island = lazyHydrated(() => loadPage(route), {
      when: 'interaction',
      now: hasDraftOnThisPage,
    });
    islands.set(route.id, island);
  }
  return island;
}
