import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
} from 'react-router-dom';
import { articlePath, articlePathPattern, paths } from './config/paths';
import { env } from './config/env';
import { measurementSettings } from './config/measurement';
import { articles } from './content/articles';
import { company } from './content/company';
export { launchChecklist } from './content/launch-checklist';
import { AppProviders } from './app/providers';
import type { RouteHandle } from './app/route-handle';
import { routes } from './app/routes';

/** Path used to render the 404 page (any path no route names). */
export const NOT_FOUND_RENDER_PATH = '/__nie-znaleziono__';

export interface PrerenderedPage {
  path: string;
  indexable: boolean;
}

/** Every path the build writes as HTML, from the route table and the article registry. */
export function listPages(): PrerenderedPage[] {
  const pages: PrerenderedPage[] = [];
  const visit = (route: RouteObject) => {
    const handle = route.handle as RouteHandle | undefined;
    const indexable = handle?.indexable ?? true;
    if (route.index) pages.push({ path: paths.home, indexable });
    else if (route.path === articlePathPattern) {
      for (const article of articles) pages.push({ path: articlePath(article.slug), indexable });
    } else if (route.path && route.path !== '/' && !route.path.includes('*')) {
      pages.push({ path: route.path, indexable });
    }
    route.children?.forEach(visit);
  };
  routes.forEach(visit);
  return pages;
}

export type RenderResult = { kind: 'page'; html: string } | { kind: 'redirect'; location: string };

/** Renders one path of the site to HTML, as the browser will hydrate it. */
export async function renderPath(path: string): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, env.siteUrl)));
  if (context instanceof Response) {
    return { kind: 'redirect', location: context.headers.get('Location') ?? paths.home };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // No progressive chunks: every Suspense boundary is written in place, so the served HTML holds
  // the whole page in order, visible without scripts (no hidden segments revealed by inline JS).
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} />
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { kind: 'page', html };
}

/** Ids of the routes a path renders; the build preloads their chunks in that path's HTML. */
export function matchedRouteIds(path: string): string[] {
  return (matchRoutes(routes, path) ?? []).flatMap(({ route }) => (route.id ? [route.id] : []));
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

/** Whether this build ships the service worker or the kill switch that removes it. */
export { offlinePath } from '@/config/paths';

export function serviceWorkerEnabled(): boolean {
  return env.serviceWorker;
}
