import { company } from '@/content/company';
import { legalStateDate } from '@/content/law';
import type { ArticleSummary } from '@/content/types';
import { editorialTeam } from './article-view';

/** What lists and cards show of the article (its body lives in ./co-to-jest-kredyt-konsolidacyjny-jak-dziala.ts). */
export const consolidationCreditSummary: ArticleSummary = {
  id: 1,
  slug: 'co-to-jest-kredyt-konsolidacyjny-jak-dziala',
  // No year in the title: the article view replaces a year in a title with the current one
  // (spec §2), which would date this 2025 article later than it was written.
  title: 'Co to jest kredyt konsolidacyjny i jak działa? Poradnik',
  excerpt:
    'Wyjaśniamy, na czym polega kredyt konsolidacyjny, kiedy naprawdę obniża miesięczne obciążenie, a kiedy tylko wydłuża spłatę. Podpowiadamy też, jak przygotować się do rozmowy z bankiem.',
  date: '2025-06-04',
  // Reviewed for issue 38 against the acts as in force on the legal-state date.
  dateModified: legalStateDate,
  legalStateOn: legalStateDate,
  category: 'Kredyty',
  author: editorialTeam,
  tags: [
    'kredyt konsolidacyjny',
    'konsolidacja kredytów',
    'niższa rata',
    'zdolność kredytowa',
    'poradnik',
  ],
  meta: {
    title: `Kredyt konsolidacyjny – jak działa? | ${company.brandName}`,
    description:
      'Czym jest kredyt konsolidacyjny, jak działa i kiedy się opłaca. Poradnik o łączeniu kredytów i chwilówek w jedną ratę oraz o kosztach, które warto sprawdzić.',
  },
};
