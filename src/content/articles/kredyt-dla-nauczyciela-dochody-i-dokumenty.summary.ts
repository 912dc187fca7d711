import { company } from '@/content/company';
import { legalStateDate } from '@/content/law';
import type { ArticleSummary } from '@/content/types';
import { editorialTeam } from './article-view';

/** What lists and cards show of the article (its body lives in ./kredyt-dla-nauczyciela-dochody-i-dokumenty.ts). */
export const teacherGuideSummary: ArticleSummary = {
  id: 11,
  slug: 'kredyt-dla-nauczyciela-dochody-i-dokumenty',
  title: 'Kredyt dla nauczyciela: jakie dochody liczy bank i jakie dokumenty przygotować',
  excerpt:
    'Pensja zasadnicza, dodatki, godziny ponadwymiarowe, „trzynastka”, mianowanie czy umowa na zastępstwo: wyjaśniamy, jak banki patrzą na dochody nauczyciela, jakie dokumenty przygotować i co pomaga przy wniosku.',
  date: '2026-09-25',
  // Reviewed for issue 38 against the acts as in force on the legal-state date.
  dateModified: legalStateDate,
  legalStateOn: legalStateDate,
  readTime: '8 min czytania',
  category: 'Edukacja',
  author: editorialTeam,
  authorRole: 'Doradcy kredytowi',
  tags: [
    'kredyt dla nauczyciela',
    'pracownicy oświaty',
    'zdolność kredytowa',
    'dokumenty do kredytu',
    'poradnik',
  ],
  meta: {
    title: `Kredyt dla nauczyciela – dochody i dokumenty | ${company.brandName}`,
    description:
      'Jak bank liczy dochód nauczyciela: pensja, dodatki, nadgodziny, „trzynastka”, mianowanie i umowa na zastępstwo. Lista dokumentów i wskazówki przed wnioskiem.',
  },
};
