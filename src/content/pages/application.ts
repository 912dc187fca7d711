import { company } from '@/content/company';
import { callbackPromise } from '@/content/promises';
import type { PageContent } from '@/content/types';
import { typeset } from '@/lib/typography';

export const applicationPage: PageContent = typeset({
  meta: {
    title: `Wniosek online o kredyt lub konsolidację | ${company.brandName}`,
    description: `Wypełnij wniosek online w trzech krokach: dane kontaktowe, sytuacja finansowa i zgody. Doradca oddzwoni ${callbackPromise.forms}. Analiza jest bezpłatna.`,
  },
  intro: {
    eyebrow: 'Wniosek online',
    title: 'Wniosek online w trzech prostych krokach',
    lead: `Podaj dane kontaktowe, opisz swoją sytuację i zaznacz zgody – zajmie to kilka minut. Doradca przeanalizuje wniosek i oddzwoni ${callbackPromise.forms}. Wysłanie wniosku do niczego Cię nie zobowiązuje i nic nie kosztuje. Wniosek online trafia tylko do nas: wniosek kredytowy w banku składamy dopiero wtedy, gdy się na to zdecydujesz.`,
  },
});
