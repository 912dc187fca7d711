import { company } from '@/content/company';
import type { ArticleSummary } from '@/content/types';
import { editorialTeam } from './article-view';

/** What lists and cards show of the article (its body lives in ./wczesniejsza-splata-kredytu-ile-kosztuje.ts). */
export const earlyRepaymentSummary: ArticleSummary = {
  id: 4,
  slug: 'wczesniejsza-splata-kredytu-ile-kosztuje',
  title: 'Wcześniejsza spłata kredytu: ile kosztuje i co zyskujesz?',
  excerpt:
    'Kredyt konsumencki możesz spłacić wcześniej w każdej chwili, w całości lub w części. Wyjaśniamy, o ile maleje koszt, kiedy kredytodawca może pobrać rekompensatę i jak to wygląda w liczbach.',
  date: '2026-11-13',
  readTime: '9 min czytania',
  category: 'Kredyty',
  author: editorialTeam,
  authorRole: 'Doradcy kredytowi',
  tags: [
    'wcześniejsza spłata',
    'koszt kredytu',
    'spłata zadłużenia',
    'prawa konsumenta',
    'kredyt konsolidacyjny',
  ],
  meta: {
    title: `Wcześniejsza spłata kredytu – ile kosztuje | ${company.brandName}`,
    description:
      'Wcześniejsza spłata kredytu konsumenckiego: prawo do spłaty w każdej chwili, zwrot części kosztów, limity rekompensaty przy stałym oprocentowaniu i przykład.',
  },
};
