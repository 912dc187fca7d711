import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { adviserPaths, articlePath, articlePathPattern } from './config/paths';
import { env } from './config/env';
import { measurementSettings } from './config/measurement';
import { articles } from './content/articles';
import { company } from './content/company';
export { launchChecklist } from './content/launch-checklist';
import { AppProviders } from './app/providers';
import { loadPage, matchPath } from './app/page-loading';
import { pageRoutes, redirectRoutes } from './app/routes';
import { SiteRoutes } from './app/site-routes';

/** Path used to render the 404 page (any path no route names). */
export const NOT_FOUND_RENDER_PATH = '/__nie-znaleziono__';

export interface PrerenderedPage {
  path: string;
  indexable: boolean;
  /** ISO date the page last changed, where the content knows it (an article's revision or date). */
  lastModified?: string;
}

/** Every path the build writes as HTML, from the route table and the article registry. */
export function listPages(): PrerenderedPage[] {
  const pages: PrerenderedPage[] = [];
  for (const { path, indexable } of pageRoutes) {
    if (path === articlePathPattern) {
      for (const article of articles) {
        pages.push({
          path: articlePath(article.slug),
          indexable,
          lastModified: article.dateModified,
        });
      }
    } else if (!path.includes('*')) {
      pages.push({ path, indexable });
    }
  }
  for (const { path } of redirectRoutes) pages.push({ path, indexable: false });
  return pages;
}

export type RenderResult = { kind: 'page'; html: string } | { kind: 'redirect'; location: string };

/** Renders one path of the site to HTML, as the browser will hydrate it. */
export async function renderPath(path: string): Promise<RenderResult> {
  const match = matchPath(path);
  if (match.kind === 'redirect') return { kind: 'redirect', location: match.route.to };
  await loadPage(match.route);
  // No progressive chunks: every Suspense boundary is written in place, so the served HTML holds
  // the whole page in order, visible without scripts (no hidden segments revealed by inline JS).
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path}>
          <SiteRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { kind: 'page', html };
}

/**
 * The page module (file name under src/pages/) the browser hydrates at load on this path, if any:
 * the build preloads its chunks. Most pages hydrate at the first interaction and preload nothing;
 * nor does a page that needs a form's state (opened without it, its code never loads).
 */
export function pageModuleAt(path: string): string | undefined {
  const match = matchPath(path);
  return match.kind === 'page' && match.route.hydrates === 'load' && !match.route.needsState
    ? match.route.id
    : undefined;
}

/** The site's absolute origin (VITE_SITE_URL), for sitemap and redirect pages. */
export function siteUrl(): string {
  return env.siteUrl;
}

/** Origins the Content-Security-Policy must allow: the forms' function, the map loaded on a click. */
/** Where GA4 and the Pixel load from and report to (Google's and Meta's documented CSP lists). */
const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';
const GOOGLE_ANALYTICS_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];
const META_SCRIPT_ORIGIN = 'https://connect.facebook.net';
const META_PIXEL_ORIGIN = 'https://www.facebook.com';

export function policyOrigins(): {
  connect: string[];
  frames: string[];
  scripts: string[];
  images: string[];
} {
  const google = measurementSettings.ga4MeasurementId !== undefined;
  const meta = measurementSettings.metaPixelId !== undefined;
  return {
    connect: [
      new URL(env.supabaseUrl).origin,
      ...(google ? [GOOGLE_TAG_ORIGIN, ...GOOGLE_ANALYTICS_ORIGINS] : []),
      ...(meta ? [META_PIXEL_ORIGIN, META_SCRIPT_ORIGIN] : []),
    ],
    frames: [new URL(company.mapsEmbedUrl).origin],
    scripts: [...(google ? [GOOGLE_TAG_ORIGIN] : []), ...(meta ? [META_SCRIPT_ORIGIN] : [])],
    images: [
      ...(google ? [GOOGLE_TAG_ORIGIN, ...GOOGLE_ANALYTICS_ORIGINS] : []),
      ...(meta ? [META_PIXEL_ORIGIN] : []),
    ],
  };
}

/**
 * Pages that show one person's data to the one person their link names (the advisers' page): the
 * CDN serves them with no-store, no-referrer and noindex (scripts/lib/security-headers.ts) and the
 * service worker never keeps them (src/service-worker/cache-rules.ts). Also noindex and out of the
 * sitemap as every page the route table marks not indexable.
 */
export const privatePaths: readonly string[] = [adviserPaths.lead];

/** Whether this build ships the service worker or the kill switch that removes it. */
export { offlinePath } from '@/config/paths';

export function serviceWorkerEnabled(): boolean {
  return env.serviceWorker;
}
