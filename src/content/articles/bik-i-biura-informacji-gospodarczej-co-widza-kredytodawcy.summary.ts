import { company } from '@/content/company';
import { legalStateDate } from '@/content/law';
import type { ArticleSummary } from '@/content/types';
import { editorialTeam } from './article-view';

/** What lists and cards show of the article (its body lives in ./bik-i-biura-informacji-gospodarczej-co-widza-kredytodawcy.ts). */
export const creditBureausSummary: ArticleSummary = {
  id: 7,
  slug: 'bik-i-biura-informacji-gospodarczej-co-widza-kredytodawcy',
  title: 'BIK i biura informacji gospodarczej: co widzą kredytodawcy?',
  excerpt:
    'Czym różni się BIK od KRD, ERIF i BIG InfoMonitor, jak długo informacje o kredytach i zaległościach zostają w tych bazach, jak bezpłatnie sprawdzić swoje dane i jak poprawić błędny wpis.',
  date: '2026-10-23',
  // Reviewed for issue 38 against the acts as in force on the legal-state date.
  dateModified: legalStateDate,
  legalStateOn: legalStateDate,
  readTime: '8 min czytania',
  category: 'Finanse osobiste',
  author: editorialTeam,
  authorRole: 'Doradcy kredytowi',
  tags: [
    'bik',
    'historia kredytowa',
    'zdolność kredytowa',
    'biura informacji gospodarczej',
    'wyjście z długów',
  ],
  meta: {
    title: `BIK i BIG – co widzą banki i jak to sprawdzić | ${company.brandName}`,
    description:
      'Co o Tobie widzą banki w BIK, KRD, ERIF i BIG InfoMonitor, jak długo zostają wpisy, jak bezpłatnie pobrać swoje dane i jak poprawić błąd w raporcie.',
  },
};
