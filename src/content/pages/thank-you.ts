import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { callback } from '@/content/figures';
import type { PageContent } from '@/content/types';

const { workingHours } = callback;

export const thankYouPage: PageContent = {
  meta: {
    title: `Dziękujemy za zgłoszenie | ${company.brandName}`,
    description: `Dziękujemy, Twoje zgłoszenie do nas dotarło. W dni robocze doradca oddzwoni w ciągu ${callback.quickMinutes} minut w godzinach pracy, a w weekend w ciągu ${callback.weekendHours} godzin.`,
    noindex: true,
  },
  intro: {
    eyebrow: 'Zgłoszenie przyjęte',
    title: 'Dziękujemy za wypełnienie formularza',
    lead: `Twoje zgłoszenie do nas dotarło. W dni robocze (${workingHours.days}) w godzinach ${workingHours.from}–${workingHours.to} doradca oddzwoni w ciągu ${callback.quickMinutes} minut, a w weekend odezwiemy się w ciągu ${callback.weekendHours} godzin.`,
    ctaText: 'Wróć na stronę główną',
    ctaLink: paths.home,
  },
};
