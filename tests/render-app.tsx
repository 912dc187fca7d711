import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, type InitialEntry } from 'react-router-dom';
import { beforeAll } from 'vitest';
import { loadPageAt } from '@/app/page-loading';
import { loadLazilyHydrated } from '@/hydration/lazy-hydration';
import { AppProviders } from '@/app/providers';
import { SiteRoutes } from '@/app/site-routes';
import { preloadToaster } from './lazy-code';

preloadToaster();

/**
 * Loads the code of the pages at `paths`, of their lazily hydrated parts and of the layout's, before
 * the file's first test. The first load of a page's modules is work of the test run, not of the
 * page, and on a busy machine it takes seconds: inside a test it counted against that test's
 * timeout. Once in, `renderAppAt` and the app's own loading find it loaded. One-time loading gets
 * its own, generous time (a hook's default is 10 s, for all of a file's pages at once).
 */
export function preloadPages(...paths: string[]): void {
  beforeAll(async () => {
    for (const path of paths) await loadPageAt(path);
    await loadLazilyHydrated();
  }, 60 * 1000);
}

export interface RenderAppOptions {
  /** History entries before `path`; the app starts on the last one. */
  history?: string[];
}

/**
 * A memory router holding the site's routes, for tests that follow where the app navigates
 * (`router.state.location`).
 */
export function siteRouter(initialEntries: InitialEntry[]) {
  return createMemoryRouter([{ path: '*', element: <SiteRoutes /> }], {
    initialEntries,
    initialIndex: initialEntries.length - 1,
  });
}

/**
 * The whole site opened at one history entry (which may carry navigation state), its page and its
 * lazily hydrated parts loaded first. Rendered in an awaited act: a page that
 * redirects (the thank-you page without state) suspends on the next page's chunk, and React retries
 * a suspended render only inside an act that is awaited. Does not wait for an H1.
 */
export async function renderAppAt(entry: InitialEntry, history: InitialEntry[] = []) {
  await loadPageAt(typeof entry === 'string' ? entry : (entry.pathname ?? '/'));
  // Rendered afresh (not hydrated), the lazily hydrated parts render at once once their code is in.
  await loadLazilyHydrated();
  const router = siteRouter([...history, entry]);
  const user = userEvent.setup({ delay: null });
  const view = await act(async () =>
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  );
  return { ...view, router, user };
}

/** The whole site at `path` (after `history`), once the page's H1 is on screen. */
export async function renderApp(path: string, { history = [] }: RenderAppOptions = {}) {
  const view = await renderAppAt(path, history);
  await screen.findByRole('heading', { level: 1 });
  return view;
}
