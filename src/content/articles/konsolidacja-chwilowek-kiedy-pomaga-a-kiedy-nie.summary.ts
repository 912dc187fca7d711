import { company } from '@/content/company';
import { legalStateDate } from '@/content/law';
import type { ArticleSummary } from '@/content/types';
import { editorialTeam } from './article-view';

/** What lists and cards show of the article (its body lives in ./konsolidacja-chwilowek-kiedy-pomaga-a-kiedy-nie.ts). */
export const paydayConsolidationSummary: ArticleSummary = {
  id: 8,
  slug: 'konsolidacja-chwilowek-kiedy-pomaga-a-kiedy-nie',
  title: 'Konsolidacja chwilówek: kiedy pomaga, a kiedy nie?',
  excerpt:
    'Połączenie kilku chwilówek w jedną ratę potrafi zatrzymać spiralę zadłużenia, ale nie w każdej sytuacji. Wyjaśniamy, kiedy konsolidacja ma sens, jakie limity kosztów wyznacza prawo i jak się przygotować.',
  date: '2026-10-16',
  // Reviewed for issue 38 against the acts as in force on the legal-state date.
  dateModified: legalStateDate,
  legalStateOn: legalStateDate,
  readTime: '8 min czytania',
  category: 'Kredyty',
  author: editorialTeam,
  authorRole: 'Doradcy kredytowi',
  tags: [
    'chwilówki',
    'konsolidacja',
    'kredyt konsolidacyjny',
    'pożyczki pozabankowe',
    'spłata zadłużenia',
  ],
  meta: {
    title: `Konsolidacja chwilówek – kiedy pomaga, a kiedy nie | ${company.brandName}`,
    description:
      'Kiedy połączenie chwilówek w jeden kredyt obniża ratę i zatrzymuje spiralę długów, a kiedy nie. Ustawowe limity kosztów pożyczek i przygotowanie do wniosku.',
  },
};
