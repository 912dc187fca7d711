import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  NavigationType,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
} from 'react-router-dom';
import { scrollToHash } from '@/components/layout/scroll-to-top';

/**
 * Whether going to `next` is a jump within the page `shown`: the same address with another hash, or
 * Back or Forward between such entries (the hash may then be the one shown).
 */
function isJumpWithinPage(shown: Location, next: Location, action: NavigationType): boolean {
  return (
    shown.pathname === next.pathname &&
    shown.search === next.search &&
    (shown.hash !== next.hash || action === NavigationType.Pop)
  );
}

/**
 * The router of the site in the browser: BrowserRouter, except that a jump within the page (a link
 * to an anchor, the skip link, Back to the same page without it) does not reach React. The browser
 * scrolls to the anchor itself, and the page stays as it is: a new location would change the
 * router's context above parts of the page that have not hydrated yet, and React, rendering the
 * history entry of a Back or an anchor link at once (it renders those synchronously), would swap
 * such a part for its empty fallback until its code arrived. Navigations to another page are
 * transitions, as with BrowserRouter: the page stays on screen until the next one is ready.
 */
export function SiteRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const shown = useRef(state.location);
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (isJumpWithinPage(shown.current, location, action)) {
          // The browser scrolled to a link's anchor and through Back and Forward; to an anchor the
          // router was asked for (navigate('#…')) it did not.
          if (action !== NavigationType.Pop) scrollToHash(location.hash);
          return;
        }
        shown.current = location;
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
