import { use, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useIsHydrating } from '@/hydration/lazy-hydration';
import { pageIsland } from '@/hydration/parts/page-island';
import { normalisePath, paths } from '@/config/paths';
import { loadPage } from './page-loading';
import { RootLayout } from './root-layout';
import { pageRoutes, redirectRoutes, type PageRoute } from './routes';

/**
 * A page from the route table. The page the visitor opened comes to life as its route says (most at
 * the first interaction: hydration/parts/page-island.ts); a page reached by a client-side
 * navigation renders at once when its chunk is loaded, otherwise once it is.
 */
function RoutePage({ route }: { route: PageRoute }) {
  const hydrating = useIsHydrating();
  // Decided at the first render and kept, as the server decided it.
  const [island] = useState(() => hydrating && route.hydrates === 'interaction');
  const Page = island ? pageIsland(route.id, () => loadPage(route)) : use(loadPage(route));
  // Not created in render: module-level caches give the same component on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Page />;
}

/**
 * The site's routes inside any router: SiteRouter (./site-router.tsx) in the browser, StaticRouter at prerender,
 * MemoryRouter in tests. Navigations are transitions, so the current page stays on screen until the
 * next one has loaded (RootLayout holds the Suspense boundary). Each address gets a page of its own
 * (the key): the page left behind is removed, never updated, so a part of it that has not hydrated
 * yet cannot hold the navigation.
 */
export function SiteRoutes() {
  const page = normalisePath(useLocation().pathname);
  return (
    <Routes>
      <Route path={paths.home} element={<RootLayout />}>
        {pageRoutes.map((route) => (
          <Route
            key={route.id}
            path={route.path}
            element={<RoutePage key={page} route={route} />}
          />
        ))}
        {redirectRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<Navigate replace to={route.to} />} />
        ))}
      </Route>
    </Routes>
  );
}
