import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import { loadOnce, type LoadOnce } from '@/lib/load-once';
import { pageRoutes, redirectRoutes, type PageRoute, type RedirectRoute } from './routes';

export type RouteMatch =
  { kind: 'page'; route: PageRoute } | { kind: 'redirect'; route: RedirectRoute };

const patterns = [
  ...pageRoutes.map((route) => ({ path: route.path, match: { kind: 'page', route } as const })),
  ...redirectRoutes.map((route) => ({
    path: route.path,
    match: { kind: 'redirect', route } as const,
  })),
];

/** What the site shows at `pathname`: a page (the 404 page for an unknown path) or a redirect. */
export function matchPath(pathname: string): RouteMatch {
  const found = matchRoutes(patterns, pathname)?.at(-1)?.route.match;
  if (!found) throw new Error(`The route table has no catch-all page for ${pathname}.`);
  return found;
}

const pageLoaders = new Map<string, LoadOnce<ComponentType>>();

function loaderOf(route: PageRoute): LoadOnce<ComponentType> {
  let loader = pageLoaders.get(route.id);
  if (!loader) {
    loader = loadOnce(route.load);
    pageLoaders.set(route.id, loader);
  }
  return loader;
}

/**
 * Loads a page's chunk once; later calls share the same promise, which React's `use` reads at once
 * when it is in (lib/load-once.ts); a failed load is tried again.
 */
export function loadPage(route: PageRoute): Promise<ComponentType> {
  return loaderOf(route).load();
}

/**
 * Loads the page the app hydrates at start on `pathname`, if it is one that starts at load (the
 * others wait for the visitor's first interaction: hydration/parts/page-island.ts).
 */
export async function loadPageStartingAt(pathname: string): Promise<void> {
  const match = matchPath(pathname);
  if (match.kind === 'page' && match.route.hydrates === 'load') await loadPage(match.route);
}

/**
 * Whether the page at `pathname` shows only what the form that opened it left in the history entry
 * (`needsState`), and this entry (`historyState`, the browser's `history.state`) holds nothing: the
 * address was typed or bookmarked.
 */
export function opensWithoutItsState(pathname: string, historyState: unknown): boolean {
  const match = matchPath(pathname);
  if (match.kind !== 'page' || !match.route.needsState) return false;
  // react-router keeps a navigation's state under `usr` in the history entry.
  const state: unknown =
    typeof historyState === 'object' && historyState !== null && 'usr' in historyState
      ? historyState.usr
      : undefined;
  return state === undefined || state === null;
}

/** Loads the page shown at `pathname` (before rendering it in a test). */
export async function loadPageAt(pathname: string): Promise<void> {
  const match = matchPath(pathname);
  if (match.kind === 'page') await loadPage(match.route);
}
