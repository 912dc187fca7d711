import { company } from '@/content/company';
import { legalStateDate } from '@/content/law';
import type { ArticleSummary } from '@/content/types';
import { editorialTeam } from './article-view';

/** What lists and cards show of the article (its body lives in ./jak-skutecznie-wyjsc-z-dlugow.ts). */
export const debtFreedomSummary: ArticleSummary = {
  id: 2,
  slug: 'jak-skutecznie-wyjsc-z-dlugow',
  title: 'Jak skutecznie wyjść z długów? Plan krok po kroku',
  excerpt:
    'Długi rzadko znikają same, ale da się je uporządkować. Pokazujemy, jak spisać zobowiązania, ustalić kolejność spłat, rozmawiać z wierzycielami i kiedy warto rozważyć konsolidację.',
  date: '2024-12-04',
  // Reviewed for issue 38 against the acts as in force on the legal-state date.
  dateModified: legalStateDate,
  legalStateOn: legalStateDate,
  category: 'Finanse osobiste',
  author: editorialTeam,
  tags: ['wyjście z długów', 'budżet domowy', 'spłata zadłużenia', 'konsolidacja', 'chwilówki'],
  meta: {
    title: `Jak wyjść z długów – plan krok po kroku | ${company.brandName}`,
    description:
      'Praktyczny plan wyjścia z długów: spis zobowiązań, budżet domowy, kolejność spłat, rozmowy z wierzycielami i konsolidacja. Bez obietnic bez pokrycia.',
  },
};
