import { Footer } from '@/components/layout/footer';
import { JsonLd } from '@/components/seo/json-ld';
import { organizationSchema } from '@/components/seo/structured-data';
import { consentCopy } from '@/content/consent';
import { consentNeeded } from '@/features/consent/consent-needed';

/** The footer's way back to the cookie choice, in builds that ask for one. */
const cookieSettings = consentNeeded
  ? {
      label: consentCopy.footerLink,
      onOpen: () => {
        void import('@/features/consent/consent-store').then((m) => m.openConsentSettings());
      },
    }
  : undefined;

/** The firm's structured data: the same on every page, built once. */
const organization = organizationSchema();

/**
 * The end of every page: the footer and the firm's structured data. A chunk of its own, hydrated
 * as it approaches the viewport (src/app/root-layout.tsx).
 */
export function SiteFooter() {
  return (
    <>
      <Footer cookieSettings={cookieSettings} />
      <JsonLd data={organization} />
    </>
  );
}
