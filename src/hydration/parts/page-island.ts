import type { ComponentType } from 'react';
import { hasDraftOnThisPage } from '@/features/leads/lead-draft';
import { lazyHydrated } from '../lazy-hydration';

const islands = new Map<string, ComponentType>();

/**
 * The page a visitor opens first, as a lazily hydrated part: its prerendered HTML is the whole page
 * (links, text, fields that take typing), and its code is loaded and hydrated at the visitor's first
 * touch, focus or key on it, or at once when the visitor has a form draft on it to restore. Until
 * then the JavaScript loaded is the app's frame alone, and a press, a submit or a click on a link is
 * held and done once the page has hydrated (../held-actions.ts).
 *
 * `id` names the page's route, `load` gives its component (app/page-loading.ts: `loadPage`); the
 * island is made once per route.
 */
export function pageIsland(id: string, load: () => Promise<ComponentType>): ComponentType {
  let island = islands.get(id);
  if (!island) {
    island = lazyHydrated(load, {
      when: 'interaction',
      now: hasDraftOnThisPage,
    });
    islands.set(id, island);
  }
  return island;
}
