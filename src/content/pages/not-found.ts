import { company } from '@/content/company';
import type { PageMeta } from '@/content/types';

export const notFoundPage = {
  meta: {
    title: `Nie znaleziono strony | ${company.brandName}`,
    description:
      'Pod tym adresem nie ma strony. Wróć na stronę główną, aby poznać nasze oferty konsolidacji i kredytów albo skontaktować się z doradcą.',
    noindex: true,
  } satisfies PageMeta,
  code: '404',
  title: 'Oops! Strona nie została znaleziona',
  lead: 'Adres mógł się zmienić albo zawierać literówkę. Wszystkie nasze oferty znajdziesz na stronie głównej.',
  homeLinkText: 'Wróć na stronę główną',
} as const;

export const articleNotFound = {
  meta: {
    title: `Artykuł nie został znaleziony | ${company.brandName}`,
    description:
      'Tego artykułu nie ma w naszej bazie wiedzy. Wróć do listy artykułów o kredytach, konsolidacji i finansach osobistych.',
    noindex: true,
  } satisfies PageMeta,
  title: 'Artykuł nie został znaleziony',
  backLinkText: 'Powrót do artykułów',
} as const;
