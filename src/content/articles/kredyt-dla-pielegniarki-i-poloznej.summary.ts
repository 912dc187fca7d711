import { company } from '@/content/company';
import { legalStateDate } from '@/content/law';
import type { ArticleSummary } from '@/content/types';
import { editorialTeam } from './article-view';

/** What lists and cards show of the article (its body lives in ./kredyt-dla-pielegniarki-i-poloznej.ts). */
export const nurseGuideSummary: ArticleSummary = {
  id: 14,
  slug: 'kredyt-dla-pielegniarki-i-poloznej',
  title: 'Kredyt dla pielęgniarki i położnej: etat, kontrakt, dyżury i dodatki',
  excerpt:
    'Praca zmianowa, dodatki za noce i święta, etat w szpitalu i umowa w przychodni albo własna praktyka: wyjaśniamy, jak bank liczy dochód pielęgniarki i położnej, jakie dokumenty przygotować i jak bezpiecznie zaplanować ratę.',
  date: '2026-09-04',
  // Reviewed for issue 38 against the acts as in force on the legal-state date.
  dateModified: legalStateDate,
  legalStateOn: legalStateDate,
  readTime: '8 min czytania',
  category: 'Zawody medyczne',
  author: editorialTeam,
  authorRole: 'Doradcy kredytowi',
  tags: [
    'kredyt dla pielęgniarki',
    'zawody medyczne',
    'dyżury',
    'zdolność kredytowa',
    'dokumenty do kredytu',
  ],
  meta: {
    title: `Kredyt dla pielęgniarki i położnej – poradnik | ${company.brandName}`,
    description:
      'Jak bank liczy dochód pielęgniarki i położnej: etat, kontrakt, dyżury, dodatki za noce i święta, praca w kilku placówkach. Dokumenty i rady przed wnioskiem.',
  },
};
