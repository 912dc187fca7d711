import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { experience } from '@/content/figures';
import type { PageContent } from '@/content/types';

export const aboutPage: PageContent = {
  meta: {
    title: `O nas – pośrednik kredytowy | ${company.brandName}`,
    description: `${company.brandName} to pośrednik kredytowy działający od ${experience.sinceYear} r. Nie jesteśmy bankiem: analizujemy sytuację klienta i wybieramy ofertę z wielu banków.`,
  },
  intro: {
    eyebrow: 'O nas',
    title: `Pomagamy odzyskać spokój w finansach od ${experience.sinceYear} roku`,
    lead: `${company.brandName} to licencjonowany pośrednik kredytowy wpisany do rejestru nadzoru finansowego — nie jesteśmy bankiem ani firmą pożyczkową. Od ponad ${experience.yearsClaim} lat analizujemy sytuację klientów, współpracujemy z wieloma bankami i składamy wnioski tylko tam, gdzie mają realną szansę.`,
    ctaText: 'Umów bezpłatną analizę',
    ctaLink: paths.analysis,
  },
};
