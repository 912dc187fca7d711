import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { offlinePath } from '@/config/paths';
import { Header } from '@/components/layout/header';
import { lazyHydrated } from '@/hydration/lazy-hydration';
import { RouteFocus } from '@/components/layout/route-focus';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { ToastOutlet } from '@/components/layout/toast-outlet';
import { consentNeeded } from '@/features/consent/consent-needed';
import { NavigationEffects } from './navigation-effects';
import { PageLoadFallback } from './page-load-fallback';

/** The banner's code loads only in builds with a tool that needs consent, and then at once. */
const ConsentBanner = lazyHydrated(
  () => import('@/features/consent/consent-banner').then((m) => m.ConsentBanner),
  { when: 'interaction', now: () => true },
);

/**
 * The footer is links, text and one button (cookie settings): like the page above it, it hydrates
 * at the visitor's first touch, focus or key on it (a press or a link used before is held and done
 * then). Near the viewport would load it at once on every short page.
 */
const SiteFooter = lazyHydrated(() => import('./site-footer').then((m) => m.SiteFooter), {
  when: 'interaction',
});

export function RootLayout() {
  // The offline page is served without scripts (scripts/build.ts): a menu there could not open.
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {/* Early in the tab order, drawn over the bottom of the screen. */}
      {consentNeeded ? <ConsentBanner /> : null}
      <ScrollToTop />
      <NavigationEffects />
      <RouteFocus />
      <Header navigation={pathname !== offlinePath} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {/* Kept on screen while the next page's chunk loads (navigations are transitions). */}
        <PageLoadFallback>
          <Suspense>
            <Outlet />
          </Suspense>
        </PageLoadFallback>
      </main>
      <SiteFooter />
      <ToastOutlet />
    </div>
  );
}
