import { company } from '@/content/company';
import { consumerCreditLimit, legalStateDate } from '@/content/law';
import type { ArticleSummary } from '@/content/types';
import { editorialTeam } from './article-view';

/** What lists and cards show of the article (its body lives in ./wczesniejsza-splata-kredytu-ile-kosztuje.ts). */
export const earlyRepaymentSummary: ArticleSummary = {
  id: 4,
  slug: 'wczesniejsza-splata-kredytu-ile-kosztuje',
  title: 'Wcześniejsza spłata kredytu: ile kosztuje i co zyskujesz?',
  excerpt: `Kredyt konsumencki, czyli kredyt do ${consumerCreditLimit}, możesz spłacić wcześniej w każdej chwili, w całości lub w części. Wyjaśniamy, o ile maleje koszt, kiedy kredytodawca może pobrać prowizję za spłatę przed terminem i jak to wygląda w liczbach.`,
  date: '2026-11-13',
  // Reviewed for issue 38 against the acts as in force on the legal-state date.
  dateModified: legalStateDate,
  legalStateOn: legalStateDate,
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
      'Wcześniejsza spłata kredytu konsumenckiego: prawo do spłaty w każdej chwili, zwrot części kosztów, kiedy należy się prowizja za spłatę przed terminem i przykład.',
  },
};
