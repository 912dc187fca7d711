import { company } from '@/content/company';
import { retention } from '@/content/figures';
import type { PageContent } from '@/content/types';

export const privacyPage: PageContent = {
  meta: {
    title: `Polityka prywatności | ${company.brandName}`,
    description: `Jakie dane osobowe zbiera ${company.brandName}, w jakim celu i jak długo je przechowujemy oraz jakie prawa Ci przysługują. Aktualizacja: ${retention.legalLastUpdated}.`,
  },
  intro: {
    eyebrow: 'Dokumenty prawne',
    title: 'Polityka prywatności',
    lead: `Wyjaśniamy, jakie dane osobowe zbieramy przez formularze, w jakim celu je przetwarzamy, jak długo je przechowujemy, komu możemy je przekazać i jakie prawa Ci przysługują. Ostatnia aktualizacja: ${retention.legalLastUpdated}.`,
  },
};
