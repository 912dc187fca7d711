/**
 * The site's service worker (docs/service-worker.md), built by scripts/lib/service-worker-build.ts
 * after the prerender, which fills in the hashed assets of the build and the offline page.
 *
 * - Hashed assets: fetched at install, served cache-first; kept for one more version after a deploy,
 *   so a page opened before the deploy can still load its lazy chunks and send its form.
 * - Pages: network first (3 s), then the copy kept from the last visit, then the offline page.
 *   Private pages (the advisers' page): the network only, then the offline page; never kept.
 * - Nothing else: no POST, no cross-origin request (the send-email function) is ever cached.
 * - A new version takes over as soon as it is installed. A page already open keeps running the code
 *   it started with (its chunks are still kept) and loads itself afresh at its next navigation
 *   (src/app/service-worker-registration.ts), so no page ever mixes two versions.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { isCacheablePage, isHashedAsset, isPrivatePage, staleAssets } from './cache-rules';

declare const self: ServiceWorkerGlobalScope;
declare const __SW_ASSETS__: string[];
declare const __SW_OFFLINE_PAGE__: string;
declare const __SW_PRIVATE_PAGES__: string[];

const ASSETS_CACHE = 'spokojna-rata-assets';
const PAGES_CACHE = 'spokojna-rata-pages';
/** Remembers the asset list of the version in charge, for the next version's clean-up. */
const VERSIONS_CACHE = 'spokojna-rata-versions';
const OFFLINE_CACHE = 'spokojna-rata-offline';
const ACTIVE_ASSETS_KEY = '/__assets-of-active-version';

const assets: string[] = __SW_ASSETS__;
const offlinePage: string = __SW_OFFLINE_PAGE__;
const privatePages: string[] = __SW_PRIVATE_PAGES__;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(ASSETS_CACHE);
      const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
      await cache.addAll(assets.filter((url) => !kept.has(url)));
      // The offline page is fetched afresh with every version (its HTML names that version's CSS).
      await (await caches.open(OFFLINE_CACHE)).add(offlinePage);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const versions = await caches.open(VERSIONS_CACHE);
      const previous = (await (await versions.match(ACTIVE_ASSETS_KEY))?.json()) as
        string[] | undefined;
      const cache = await caches.open(ASSETS_CACHE);
      const cached = (await cache.keys()).map((request) => new URL(request.url).pathname);
      await Promise.all(
        staleAssets(cached, assets, previous ?? []).map((url) => cache.delete(url)),
      );
      await versions.put(ACTIVE_ASSETS_KEY, Response.json(assets));
    })(),
  );
});

registerRoute(
  ({ url }) => isHashedAsset(url, self.location.origin),
  new CacheFirst({ cacheName: ASSETS_CACHE }),
);

// A private page (the advisers' page) is never kept: the network, else the offline page.
registerRoute(
  ({ url, request }) =>
    request.mode === 'navigate' && isPrivatePage(url, self.location.origin, privatePages),
  new NetworkOnly(),
);

registerRoute(
  ({ url, request }) => isCacheablePage(url, request, self.location.origin, privatePages),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: 3,
    plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

// A page neither reachable nor kept: the offline page, with the phone numbers.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const offline = await (await caches.open(OFFLINE_CACHE)).match(offlinePage);
    if (offline) return offline;
  }
  return Response.error();
});
