import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { experience } from '@/content/figures';
import type { PageContent } from '@/content/types';

export const teamPage: PageContent = {
  meta: {
    title: `Nasz zespół | ${company.brandName}`,
    description: `Poznaj naszego głównego analityka kredytowego: ponad ${experience.expertYears} lat doświadczenia w konsolidacji, trudnych kredytach i rozmowach z bankami.`,
  },
  intro: {
    eyebrow: 'Zespół',
    title: 'Poznaj naszego głównego analityka kredytowego',
    lead: `Nasz główny analityk kredytowy od ponad ${experience.expertYears} lat pomaga klientom, którym banki odmówiły lub którzy mają problem z wieloma ratami. To on ocenia każdą sytuację, zanim złożymy wniosek, i mówi wprost, jakie rozwiązanie ma sens.`,
    ctaText: 'Porozmawiaj z nami',
    ctaLink: paths.contact,
  },
};
