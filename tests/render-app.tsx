import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';

export interface RenderAppOptions {
  /** History entries before `path`; the app starts on the last one. */
  history?: string[];
}

/** Resolves once the router has loaded the lazy page of its first location. */
function initialized(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Renders the whole site (providers, router, root layout) at `path` once its lazy page has loaded,
 * as the browser entry does before hydrating, and waits for the page's H1.
 */
export async function renderApp(path: string, { history = [] }: RenderAppOptions = {}) {
  const initialEntries = [...history, path];
  const router = createMemoryRouter(routes, {
    initialEntries,
    initialIndex: initialEntries.length - 1,
  });
  await initialized(router);
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByRole('heading', { level: 1 });
  return { ...view, router, user };
}

/** The header landmark (the page's banner). */
export function getHeader(): HTMLElement {
  return screen.getByRole('banner');
}

/** The desktop navigation in the header. */
export function getDesktopNav(): HTMLElement {
  return screen.getByRole('navigation', { name: 'Główna nawigacja' });
}
