/**
 * What the service worker keeps, as plain functions (tested without a browser): hashed assets of
 * this and the previous version, pages the visitor opened, and nothing else.
 */

/** Hashed build output: immutable, named by content, safe to serve from cache forever. */
export function isHashedAsset(url: URL, siteOrigin: string): boolean {
  return url.origin === siteOrigin && url.pathname.startsWith('/assets/');
}

/**
 * A page the visitor opens: same origin, a navigation, GET. Lead submissions (POST, and on another
 * origin: the send-email function) and every cross-origin request never reach a cache.
 */
export function isCacheablePage(
  url: URL,
  request: { method: string; mode: string },
  siteOrigin: string,
) {
  return url.origin === siteOrigin && request.method === 'GET' && request.mode === 'navigate';
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
