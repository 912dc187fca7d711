import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import type { FooterProps } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { lazyHydrated } from '@/components/hydration/lazy-hydration';
import { RouteFocus } from '@/components/layout/route-focus';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { JsonLd } from '@/components/seo/json-ld';
import { organizationSchema } from '@/components/seo/structured-data';
import { ToastOutlet } from '@/components/ui/toast-outlet';
import { consentCopy } from '@/content/consent';
import { ConsentBanner } from '@/features/consent/consent-banner';
import { consentNeeded, openConsentSettings } from '@/features/consent/consent-store';
import { PageLoadFallback } from './page-load-fallback';

/** The footer's way back to the cookie choice, in builds that ask for one. */
const cookieSettings = consentNeeded
  ? { label: consentCopy.footerLink, onOpen: openConsentSettings }
  : undefined;

/** The footer is far below the fold: it hydrates as it approaches the viewport. */
const Footer = lazyHydrated<FooterProps>(
  () => import('@/components/layout/footer').then((m) => m.Footer),
  {
    when: 'visible',
  },
);

/** The firm's structured data: the same on every page, built once. */
const organization = organizationSchema();

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {/* Early in the tab order, drawn over the bottom of the screen. */}
      <ConsentBanner />
      <ScrollToTop />
      <RouteFocus />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {/* Kept on screen while the next page's chunk loads (navigations are transitions). */}
        <PageLoadFallback>
          <Suspense>
            <Outlet />
          </Suspense>
        </PageLoadFallback>
      </main>
      <Footer cookieSettings={cookieSettings} />
      <ToastOutlet />
      <JsonLd data={organization} />
    </div>
  );
}
