import { company } from '@/content/company';
import type { PageContent } from '@/content/types';

export const cookiesPage: PageContent = {
  meta: {
    title: `Polityka plików cookies | ${company.brandName}`,
    description: `Jakich plików cookies używa serwis ${company.brandName}, do czego służą, jak długo są przechowywane i jak zmienić ich ustawienia w swojej przeglądarce.`,
  },
  intro: {
    eyebrow: 'Dokumenty prawne',
    title: 'Polityka plików cookies',
    lead: 'Opisujemy, jakie pliki cookies zapisuje serwis — niezbędne, analityczne i marketingowe — w jakim celu z nich korzystamy, jak długo są przechowywane oraz jak możesz nimi zarządzać w przeglądarce.',
  },
};
