import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { normalisePath, resolveLazyMatches } from './app/hydration';
import { PRERENDERED_PATH_ATTRIBUTE } from './app/prerendered-path';
import { routes } from './app/routes';
import { onNavigation, registerServiceWorker } from './app/service-worker-registration';
import { trackPageView } from './features/consent/measurement';
import './styles/index.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Nie można uruchomić strony: brak elementu #root.');

  const { pathname } = window.location;
  await resolveLazyMatches(routes, pathname);
  const router = createBrowserRouter(routes, {
    hydrationData: window.__staticRouterHydrationData,
  });
  let shownLocation = router.state.location.key;
  router.subscribe(({ location }) => {
    if (location.key === shownLocation) return;
    shownLocation = location.key;
    onNavigation();
    trackPageView(location.pathname);
  });
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );

  // Hydrate HTML prerendered for this very path; render afresh where the CDN served other HTML
  // (404.html for an unknown path) or none at all (the dev server).
  const prerenderedPath = container.getAttribute(PRERENDERED_PATH_ATTRIBUTE);
  if (prerenderedPath !== null && prerenderedPath === normalisePath(pathname)) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

registerServiceWorker();
void start();
