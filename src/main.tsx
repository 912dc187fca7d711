import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { loadPageStartingAt, opensWithoutItsState } from './app/page-loading';
import { normalisePath, paths } from './config/paths';
import { prefetchPagesOnIntent } from './app/prefetch';
import { PRERENDERED_PATH_ATTRIBUTE } from './app/prerendered-path';
import { SiteRouter } from './app/site-router';
import { SiteRoutes } from './app/site-routes';
import { registerServiceWorker } from './app/service-worker-registration';
import { nextTask } from './lib/next-task';
import './styles/index.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Nie można uruchomić strony: brak elementu #root.');

  const { pathname } = window.location;
  // A page that shows only what a form passed it, opened without it: the home page's own document.
  if (opensWithoutItsState(pathname, window.history.state)) {
    window.location.replace(paths.home);
    return;
  }
  // A page that acts at load is in the first render, so that it hydrates at once; any other page
  // keeps its prerendered HTML until the visitor's first interaction
  // (hydration/parts/page-island.ts).
  await loadPageStartingAt(pathname);
  // This task evaluated the app's code: hydration starts in the next one.
  await nextTask();
  const app = (
    <StrictMode>
      <AppProviders>
        <SiteRouter>
          <SiteRoutes />
        </SiteRouter>
      </AppProviders>
    </StrictMode>
  );

  // Hydrate HTML prerendered for this very path; render afresh where the CDN served other HTML
  // (404.html for an unknown path) or none at all (the dev server).
  const prerenderedPath = container.getAttribute(PRERENDERED_PATH_ATTRIBUTE);
  if (prerenderedPath !== null && prerenderedPath === normalisePath(pathname)) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread until it is done; a press meanwhile hydrates its target at once.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  prefetchPagesOnIntent();
  registerServiceWorker();
}

void start();
