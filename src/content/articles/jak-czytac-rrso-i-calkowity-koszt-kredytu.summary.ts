import { company } from '@/content/company';
import { legalStateDate } from '@/content/law';
import type { ArticleSummary } from '@/content/types';
import { editorialTeam } from './article-view';

/** What lists and cards show of the article (its body lives in ./jak-czytac-rrso-i-calkowity-koszt-kredytu.ts). */
export const rrsoGuideSummary: ArticleSummary = {
  id: 3,
  slug: 'jak-czytac-rrso-i-calkowity-koszt-kredytu',
  title: 'Jak czytać RRSO i całkowity koszt kredytu?',
  excerpt:
    'RRSO, całkowity koszt, całkowita kwota do zapłaty: wyjaśniamy po kolei każdą pozycję przykładu reprezentatywnego i pokazujemy na wyliczonym przykładzie, jak porównywać oferty.',
  date: '2026-11-20',
  // Reviewed for issue 38 against the acts as in force on the legal-state date.
  dateModified: legalStateDate,
  legalStateOn: legalStateDate,
  readTime: '9 min czytania',
  category: 'Kredyty',
  author: editorialTeam,
  authorRole: 'Doradcy kredytowi',
  tags: ['rrso', 'koszt kredytu', 'umowa kredytu', 'kredyt konsolidacyjny', 'poradnik'],
  meta: {
    title: `RRSO i całkowity koszt kredytu – jak je czytać | ${company.brandName}`,
    description:
      'Co oznacza RRSO, całkowity koszt kredytu i całkowita kwota do zapłaty. Przykład reprezentatywny krok po kroku i wskazówki, jak porównywać oferty kredytów.',
  },
};
