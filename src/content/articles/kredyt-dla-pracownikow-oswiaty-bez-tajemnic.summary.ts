import { company } from '@/content/company';
import { legalStateDate } from '@/content/law';
import type { ArticleSummary } from '@/content/types';
import { editorialTeam } from './article-view';

/** What lists and cards show of the article (its body lives in ./kredyt-dla-pracownikow-oswiaty-bez-tajemnic.ts). */
export const educationWorkersGuideSummary: ArticleSummary = {
  id: 12,
  slug: 'kredyt-dla-pracownikow-oswiaty-bez-tajemnic',
  title: 'Kredyt dla pracowników oświaty bez tajemnic: umowy, dochody i dokumenty',
  excerpt:
    'Sekretariat, księgowość, kuchnia, pomoc nauczyciela w przedszkolu czy praca na uczelni: wyjaśniamy, jak bank ocenia umowy i dochody pracowników oświaty, którzy nie są nauczycielami, i jakie dokumenty przygotować.',
  date: '2026-09-18',
  // Reviewed for issue 38 against the acts as in force on the legal-state date.
  dateModified: legalStateDate,
  legalStateOn: legalStateDate,
  readTime: '7 min czytania',
  category: 'Edukacja',
  author: editorialTeam,
  authorRole: 'Doradcy kredytowi',
  tags: [
    'pracownicy oświaty',
    'zdolność kredytowa',
    'dokumenty do kredytu',
    'rodzaje umów',
    'kredyt konsolidacyjny',
  ],
  meta: {
    title: `Kredyt dla pracowników oświaty – umowy i dokumenty | ${company.brandName}`,
    description:
      'Kredyt dla administracji i obsługi szkół, pomocy nauczyciela i pracowników uczelni: jak bank ocenia umowę i dochód, jakie dokumenty przygotować, co pomaga.',
  },
};
