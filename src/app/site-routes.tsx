import { use } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loadPage, loadedPage } from './page-loading';
import { RootLayout } from './root-layout';
import { pageRoutes, redirectRoutes, type PageRoute } from './routes';

/** A page from the route table: rendered at once when its chunk is loaded, otherwise once it is. */
function RoutePage({ route }: { route: PageRoute }) {
  const Page = loadedPage(route) ?? use(loadPage(route));
  // Not created in render: the module-level cache gives the same component on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Page />;
}

/**
 * The site's routes inside any router: BrowserRouter in the browser, StaticRouter at prerender,
 * MemoryRouter in tests. Navigations are transitions, so the current page stays on screen until the
 * next one has loaded (RootLayout holds the Suspense boundary).
 */
export function SiteRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<RootLayout />}>
        {pageRoutes.map((route) => (
          <Route key={route.id} path={route.path} element={<RoutePage route={route} />} />
        ))}
        {redirectRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<Navigate replace to={route.to} />} />
        ))}
      </Route>
    </Routes>
  );
}
