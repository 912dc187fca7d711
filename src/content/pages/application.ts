import { company } from '@/content/company';
import { callback } from '@/content/figures';
import type { PageContent } from '@/content/types';

export const applicationPage: PageContent = {
  meta: {
    title: `Wniosek online o kredyt lub konsolidację | ${company.brandName}`,
    description: `Złóż wniosek online w trzech krokach: dane kontaktowe, sytuacja finansowa i zgody. Doradca oddzwoni w ciągu ${callback.fullHours} godzin. Analiza jest bezpłatna.`,
  },
  intro: {
    eyebrow: 'Wniosek online',
    title: 'Złóż wniosek online w trzech prostych krokach',
    lead: `Podaj dane kontaktowe, opisz swoją sytuację i zaznacz zgody — zajmie to kilka minut. Doradca przeanalizuje wniosek i oddzwoni w ciągu ${callback.fullHours} godzin. Wysłanie wniosku niczego Cię nie zobowiązuje i nic nie kosztuje.`,
  },
};
