import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * After a client-side navigation to another page, moves the focus to the new page's main heading
 * (or to `main` when it has none), so that a screen reader announces the page and Tab continues
 * from its top. Not on the first load (the browser announces the document itself) and not when only
 * the hash or the state changes on the same page.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const focusedFor = useRef(pathname);
  useEffect(() => {
    if (focusedFor.current === pathname) return;
    focusedFor.current = pathname;
    const main = document.getElementById(MAIN_CONTENT_ID);
    const heading = main?.querySelector<HTMLElement>('h1') ?? null;
    const target = heading ?? main;
    if (!target) return;
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
