/**
 * The site header alone on a memory router, above a stand-in page (a main region and a footer):
 * for what the header, its navigation and the mobile menu do by themselves, without loading the
 * app, its route table or a page's code. A whole-app render (render-app.tsx) stays for what needs a
 * real page behind a route.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { Header } from '@/components/layout/header';

/** Stands for the page under the header: a main region headed by the path, and a footer. */
function PageStandIn() {
  const { pathname } = useLocation();
  return (
    <>
      <main>
        <h1>{pathname}</h1>
      </main>
      <footer>Stopka</footer>
    </>
  );
}

/** The header at `path` (after `history`), with the router to follow or drive its navigation. */
export function renderHeaderAt(path: string, history: string[] = []) {
  const initialEntries = [...history, path];
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Header />
            <PageStandIn />
          </>
        ),
      },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  const user = userEvent.setup({ delay: null });
  const view = render(<RouterProvider router={router} />);
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
