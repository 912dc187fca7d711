/**
 * What the service worker keeps, as plain functions (tested without a browser): hashed assets of
 * this and the previous version, pages the visitor opened (private pages never), and nothing else.
 */

/** Hashed build output: immutable, named by content, safe to serve from cache forever. */
export function isHashedAsset(url: URL, siteOrigin: string): boolean {
  return url.origin === siteOrigin && url.pathname.startsWith('/assets/');
}

/**
 * A private page (the advisers' page: `privatePaths`, from the build), with or without a trailing
 * slash, on the site's origin.
 */
export function isPrivatePage(url: URL, siteOrigin: string, privatePaths: readonly string[]) {
  return (
    url.origin === siteOrigin &&
    privatePaths.some((path) => url.pathname === path || url.pathname === `${path}/`)
  );
}

/**
 * A page the visitor opens: same origin, a navigation, GET, and not a private page (one lead's data
 * for one adviser: it is always asked of the network). Lead submissions (POST, and on another
 * origin: the send-email function) and every cross-origin request never reach a cache.
 */
export function isCacheablePage(
  url: URL,
  request: { method: string; mode: string },
  siteOrigin: string,
  privatePaths: readonly string[],
) {
  return (
    url.origin === siteOrigin &&
    request.method === 'GET' &&
    request.mode === 'navigate' &&
    !isPrivatePage(url, siteOrigin, privatePaths)
  );
}

/**
 * Cached assets to delete when a version takes over: those of neither this version nor the one
 * before it, so that a tab still showing the previous version can load its lazy chunks.
 */
export function staleAssets(
  cached: readonly string[],
  current: readonly string[],
  previous: readonly string[],
): string[] {
  const kept = new Set([...current, ...previous]);
  return cached.filter((url) => !kept.has(url));
}
