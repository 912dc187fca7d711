import { loadPage, matchPath } from './page-loading';

/**
 * Starts loading a page's chunk when the visitor shows the intent to open it (pointer over a link,
 * a touch, keyboard focus), so that the client-side navigation that follows is instant.
 */
export function prefetchPagesOnIntent(): void {
  const prefetch = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const match = matchPath(link.pathname);
    // A failed prefetch is retried by the navigation itself.
    if (match.kind === 'page') loadPage(match.route).catch(() => undefined);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    document.addEventListener(type, prefetch, { passive: true });
  }
}
