import { company } from '@/content/company';
import { legalStateDate } from '@/content/law';
import type { ArticleSummary } from '@/content/types';
import { editorialTeam } from './article-view';

/** What lists and cards show of the article (its body lives in ./kredyt-dla-lekarza-etat-kontrakt-dyzury.ts). */
export const doctorGuideSummary: ArticleSummary = {
  id: 13,
  slug: 'kredyt-dla-lekarza-etat-kontrakt-dyzury',
  title: 'Kredyt dla lekarza: etat, kontrakt, dyżury i rezydentura oczami banku',
  excerpt:
    'Etat w szpitalu, kontrakt w ramach własnej praktyki, dyżury w kilku placówkach czy rezydentura: wyjaśniamy, jak banki liczą dochód lekarza, jakie dokumenty przygotować przy każdej formie pracy i co pomaga przy wniosku.',
  date: '2026-09-11',
  // Reviewed for issue 38 against the acts as in force on the legal-state date.
  dateModified: legalStateDate,
  legalStateOn: legalStateDate,
  readTime: '8 min czytania',
  category: 'Zawody medyczne',
  author: editorialTeam,
  authorRole: 'Doradcy kredytowi',
  tags: [
    'kredyt dla lekarza',
    'zawody medyczne',
    'dyżury',
    'zdolność kredytowa',
    'dokumenty do kredytu',
  ],
  meta: {
    title: `Kredyt dla lekarza – etat, kontrakt i dyżury | ${company.brandName}`,
    description:
      'Jak bank liczy dochód lekarza na etacie, kontrakcie B2B i rezydenturze, co z dyżurami i jakie dokumenty przygotować: PIT, KPiR, umowy, zaświadczenia.',
  },
};
