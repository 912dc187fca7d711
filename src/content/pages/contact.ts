import { company } from '@/content/company';
import { callback } from '@/content/figures';
import type { PageContent } from '@/content/types';

const { workingHours } = callback;

export const contactPage: PageContent = {
  meta: {
    title: `Kontakt | ${company.brandName}`,
    description: `Telefon, e-mail i adres naszego biura w Warszawie. Doradcy są dostępni ${workingHours.days} w godzinach ${workingHours.from}–${workingHours.to}. Pierwsza rozmowa jest bezpłatna.`,
  },
  intro: {
    eyebrow: 'Kontakt',
    title: 'Skontaktuj się z nami',
    lead: `Zadzwoń, napisz e-mail albo wypełnij formularz — doradcy odpowiadają ${workingHours.days} w godzinach ${workingHours.from}–${workingHours.to}. Opisz krótko swoją sytuację, a odezwiemy się najszybciej, jak to możliwe.`,
  },
};
