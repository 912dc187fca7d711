import { company } from '@/content/company';
import { legalStateDate } from '@/content/law';
import type { ArticleSummary } from '@/content/types';
import { editorialTeam } from './article-view';

/** What lists and cards show of the article (its body lives in ./budzet-domowy-i-lista-dlugow-przed-wnioskiem.ts). */
export const householdBudgetSummary: ArticleSummary = {
  id: 9,
  slug: 'budzet-domowy-i-lista-dlugow-przed-wnioskiem',
  title: 'Budżet domowy i lista długów przed wnioskiem o kredyt',
  excerpt:
    'Zanim złożysz wniosek, policz, ile naprawdę zostaje w domowym budżecie, i spisz wszystkie długi w jednym miejscu. Pokazujemy, jak to zrobić, i dajemy listę kontrolną do wydrukowania.',
  date: '2026-10-09',
  // Reviewed for issue 38 against the acts as in force on the legal-state date.
  dateModified: legalStateDate,
  legalStateOn: legalStateDate,
  readTime: '7 min czytania',
  category: 'Finanse osobiste',
  author: editorialTeam,
  authorRole: 'Doradcy kredytowi',
  tags: [
    'budżet domowy',
    'wyjście z długów',
    'zdolność kredytowa',
    'spłata zadłużenia',
    'poradnik',
  ],
  meta: {
    title: `Budżet domowy i lista długów przed wnioskiem | ${company.brandName}`,
    description:
      'Jak policzyć domowy budżet i spisać wszystkie długi przed wnioskiem o kredyt lub konsolidację. Tabele i lista kontrolna do wydrukowania, krok po kroku.',
  },
};
