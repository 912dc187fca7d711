import { company } from '@/content/company';
import { consumerCredit } from '@/content/statutory-figures';
import { consumerCreditLimit, legalStateDate } from '@/content/law';
import type { ArticleSummary } from '@/content/types';
import { editorialTeam } from './article-view';

const days = consumerCredit.withdrawalDays;

/** What lists and cards show of the article (its body lives in ./odstapienie-od-umowy-kredytu-w-14-dni.ts). */
export const withdrawalSummary: ArticleSummary = {
  id: 5,
  slug: 'odstapienie-od-umowy-kredytu-w-14-dni',
  title: `Odstąpienie od umowy kredytu w ${days} dni: jak to zrobić?`,
  excerpt: `Od umowy kredytu konsumenckiego, czyli kredytu do ${consumerCreditLimit}, możesz odstąpić w ciągu ${days} dni bez podawania przyczyny. Wyjaśniamy, jak złożyć oświadczenie, co i kiedy trzeba oddać oraz jakich kosztów kredytodawca nie może naliczyć.`,
  date: '2026-11-06',
  // Reviewed for issue 38 against the acts as in force on the legal-state date.
  dateModified: legalStateDate,
  legalStateOn: legalStateDate,
  readTime: '8 min czytania',
  category: 'Kredyty',
  author: editorialTeam,
  authorRole: 'Doradcy kredytowi',
  tags: ['odstąpienie od umowy', 'prawa konsumenta', 'umowa kredytu', 'koszt kredytu', 'poradnik'],
  meta: {
    title: `Odstąpienie od umowy kredytu w ${days} dni | ${company.brandName}`,
    description: `Jak odstąpić od umowy kredytu konsumenckiego w ciągu ${days} dni: oświadczenie, początek terminu, zwrot kwoty z odsetkami, koszty i umowy dodatkowe.`,
  },
};
