import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
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

const loaded = new Map<string, ComponentType>();
const loading = new Map<string, Promise<ComponentType>>();

/**
 * Loads a page's chunk once; later calls share the same promise. A failed load (offline, or a chunk
 * a newer deployment removed) is forgotten, so the next attempt tries again.
 */
export function loadPage(route: PageRoute): Promise<ComponentType> {
  let promise = loading.get(route.id);
  if (!promise) {
    promise = route.load().then(
      (component) => {
        loaded.set(route.id, component);
        return component;
      },
      (error: unknown) => {
        loading.delete(route.id);
        throw error;
      },
    );
    loading.set(route.id, promise);
  }
  return promise;
}

/** The page component if its chunk has already loaded: rendered at once, without suspending. */
export function loadedPage(route: PageRoute): ComponentType | undefined {
  return loaded.get(route.id);
}

/** Loads the page shown at `pathname` (before hydrating it, or before rendering it in a test). */
export async function loadPageAt(pathname: string): Promise<void> {
  const match = matchPath(pathname);
  if (match.kind === 'page') await loadPage(match.route);
}
