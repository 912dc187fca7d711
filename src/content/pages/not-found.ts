import { brand } from '@/content/brand';
import type { PageMeta } from '@/content/types';
import { typeset } from '@/lib/typography';

export const notFoundPage = {
  meta: {
    title: `Nie znaleziono strony | ${brand.name}`,
    description:
      'Pod tym adresem nie ma strony. Wróć na stronę główną, aby poznać nasze oferty konsolidacji i kredytów albo skontaktować się z doradcą.',
    noindex: true,
  } satisfies PageMeta,
  code: '404',
  title: 'Oops! Strona nie została znaleziona',
  // The spec's quoted strings (title, 'Artykuł nie został znaleziony', 'Powrót do artykułów') stay
  // exactly as quoted; only the rest of the copy is typeset.
  lead: typeset(
    'Adres mógł się zmienić albo zawierać literówkę. Wszystkie nasze oferty znajdziesz na stronie głównej.',
  ),
  homeLinkText: 'Wróć na stronę główną',
} as const;

export const articleNotFound = {
  meta: {
    title: `Artykuł nie został znaleziony | ${brand.name}`,
    description:
      'Tego artykułu nie ma w naszej bazie wiedzy. Wróć do listy artykułów o kredytach, konsolidacji i finansach osobistych.',
    noindex: true,
  } satisfies PageMeta,
  title: 'Artykuł nie został znaleziony',
  backLinkText: 'Powrót do artykułów',
} as const;
