/** Copy of the cookie-consent banner and its settings (issue 11; shown only when a tool is configured). */
import { paths } from '@/config/paths';
import { serviceWorkerEnabled } from '@/config/service-worker';
import { typeset } from '@/lib/typography';

/**
 * The categories a visitor consents to (or that need no consent: 'niezbędne'), as the banner
 * names and explains them below. Every entry of the cookie registry (cookie-registry.ts) is filed
 * under one, and the registry asks for consent when an active entry is in any other.
 */
export type StorageCategory = 'niezbędne' | 'analityczne' | 'marketingowe';

export const consentCopy = {
  title: 'Pliki cookies w naszym serwisie',
  text: typeset(
    'Za Twoją zgodą użyjemy plików cookies, aby mierzyć ruch w serwisie i skuteczność naszych reklam. Bez zgody serwis działa tak samo. Wybór możesz zmienić w każdej chwili w stopce strony.',
  ),
  policyLink: { text: 'Polityka cookies', path: paths.cookies },
  acceptAll: 'Akceptuję wszystkie',
  rejectAll: 'Odrzucam wszystkie',
  settings: 'Ustawienia',
  save: 'Zapisz wybór',
  settingsLegend: 'Wybierz kategorie plików cookies',
  footerLink: 'Ustawienia cookies',
  categories: typeset({
    niezbędne: {
      label: 'Niezbędne',
      // Everything the build keeps without asking (cookie-registry.ts): with the service worker, also
      // its copies of the site's files and pages.
      hint: serviceWorkerEnabled
        ? 'Zapamiętują Twój wybór, kopię roboczą formularza oraz pliki i kopie stron, dzięki którym serwis działa przy słabym połączeniu. Zawsze włączone.'
        : 'Zapamiętują Twój wybór i kopię roboczą formularza. Zawsze włączone.',
    },
    analityczne: {
      label: 'Analityczne',
      hint: 'Google Analytics: liczba odwiedzin, oglądane strony i wysłane zgłoszenia, bez Twoich danych kontaktowych.',
    },
    marketingowe: {
      label: 'Marketingowe',
      hint: 'Meta Pixel: skuteczność naszych reklam na Facebooku i Instagramie, bez Twoich danych kontaktowych.',
    },
  } satisfies Record<StorageCategory, { label: string; hint: string }>),
} as const;
