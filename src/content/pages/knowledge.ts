import { paths } from '@/config/paths';
import { company } from '@/content/company';
import type { PageContent } from '@/content/types';

export const knowledgePage: PageContent = {
  meta: {
    title: `Wiedza – poradniki o kredytach | ${company.brandName}`,
    description:
      'Poradniki o konsolidacji kredytów, wychodzeniu z długów i kredytach dla wybranych zawodów. Praktyczna wiedza finansowa napisana prostym językiem.',
  },
  intro: {
    eyebrow: 'Baza wiedzy',
    title: 'Baza wiedzy o kredytach i finansach osobistych',
    lead: 'Tłumaczymy, jak działa konsolidacja, jak czytać ofertę kredytu i jak krok po kroku wyjść z długów. Artykuły piszą nasi analitycy kredytowi na podstawie codziennej pracy z klientami.',
    ctaText: 'Przeglądaj artykuły',
    ctaLink: `${paths.knowledge}#articles`,
  },
};
