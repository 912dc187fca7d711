import { company } from '@/content/company';
import { legalStateDate } from '@/content/law';
import type { ArticleSummary } from '@/content/types';
import { editorialTeam } from './article-view';

/** What lists and cards show of the article (its body lives in ./jak-sprawdzic-posrednika-kredytowego-w-rejestrze-knf.ts). */
export const brokerRegisterSummary: ArticleSummary = {
  id: 6,
  slug: 'jak-sprawdzic-posrednika-kredytowego-w-rejestrze-knf',
  title: 'Jak sprawdzić pośrednika kredytowego w rejestrze KNF?',
  excerpt:
    'Zanim przekażesz komuś swoje dane i dokumenty, sprawdź, czy to prawdziwy pośrednik kredytowy. Pokazujemy, jak skorzystać z rejestru KNF, co pośrednik musi Ci powiedzieć i jakie sygnały powinny zaniepokoić.',
  date: '2026-10-30',
  // Reviewed for issue 38 against the acts as in force on the legal-state date.
  dateModified: legalStateDate,
  legalStateOn: legalStateDate,
  readTime: '8 min czytania',
  category: 'Kredyty',
  author: editorialTeam,
  authorRole: 'Doradcy kredytowi',
  tags: ['pośrednik kredytowy', 'rejestr knf', 'prawa konsumenta', 'umowa kredytu', 'poradnik'],
  meta: {
    title: `Jak sprawdzić pośrednika kredytowego w KNF | ${company.brandName}`,
    description:
      'Jak sprawdzić pośrednika kredytowego w rejestrze KNF, jakie informacje musi przekazać przed umową i po czym poznać nieuczciwą ofertę z opłatą z góry.',
  },
};
