/**
 * Copy of the quick forms (quick contact, quick lead) beyond the shared labels and toasts of
 * ./forms, the page names their leads carry, and the home page's closing call to action that
 * stands beside the second quick contact form.
 */
import type { CallToActionContent } from '@/sections/call-to-action';
import { experience } from './figures';
import { callbackPromise, promises, weekendCallback } from '@/content/promises';
import { typeset } from '@/lib/typography';

/** pageName of the forms whose origin is not a fixed constant of the shared lead schema. */
export const leadPageNames = {
  homeHero: 'Strona główna – sekcja powitalna',
  homeCallToAction: 'Strona główna – sekcja wezwania do działania',
  knowledge: 'Baza wiedzy',
} as const;

export const quickContactCopy = typeset({
  heroTitle: `Oddzwonimy ${callbackPromise.quickContactShort}`,
  ctaTitle: 'Zostaw numer – oddzwonimy',
  intro: `Zostaw dane, a doradca oddzwoni ${callbackPromise.quickContact}, ${weekendCallback}.`,
  submit: 'Zadzwońcie do mnie',
} as const);

/** The closing call to action of the home page, beside the second quick contact form. */
export const homeCallToAction: CallToActionContent = typeset({
  title: 'Porozmawiaj z doradcą, zanim podejmiesz decyzję',
  text: 'Pierwsza rozmowa i analiza Twojej sytuacji nic nie kosztują i do niczego nie zobowiązują.',
  benefits: [
    'Bezpłatna i niezobowiązująca analiza Twoich zobowiązań',
    promises.noUpfrontFee,
    `Telefon od doradcy ${callbackPromise.quickContactShort}`,
    `Ponad ${experience.yearsClaim} lat doświadczenia i współpraca z wieloma bankami`,
  ],
});

export const quickLeadCopy = {
  title: 'Zamów bezpłatną rozmowę',
  submit: 'Wyślij zgłoszenie',
} as const;
