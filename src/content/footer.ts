import { paths } from '@/config/paths';
import { experience } from './figures';
import type { NavItem } from './types';

export const trustBadges = [
  {
    title: 'Bezpieczne działanie',
    text: 'Dane z formularzy trafiają wyłącznie do naszych doradców i są chronione zgodnie z RODO.',
  },
  {
    title: 'Profesjonalne podejście',
    text: 'Najpierw analizujemy sytuację, dopiero potem rekomendujemy konkretne rozwiązanie.',
  },
  {
    title: 'Sprawdzone rozwiązania',
    text: `Od ${experience.sinceYear} roku pomagamy klientom uporządkować zobowiązania.`,
  },
] as const;

export const brandBlurb =
  'Pomagamy połączyć kredyty i chwilówki w jedną, niższą ratę oraz znaleźć finansowanie, gdy bank odmówił. Bez opłat z góry i bez zobowiązań.';

export const whyTrustUs = [
  `Ponad ${experience.yearsClaim} lat doświadczenia w pośrednictwie kredytowym`,
  'Bezpłatna i niezobowiązująca analiza sytuacji',
  'Wynagrodzenie dopiero po uzyskaniu finansowania',
  'Współpraca z wieloma bankami i instytucjami finansowymi',
  'Nie składamy wniosków bez realnych szans na pozytywną decyzję',
] as const;

export const specialisationLinks: NavItem[] = [
  { name: 'Kredyt konsolidacyjny', path: paths.consolidationCredit },
  { name: 'Konsolidacja chwilówek', path: paths.paydayConsolidation },
  { name: 'Kredyt bez zdolności kredytowej', path: paths.noCreditCapacity },
  { name: 'Kredyt na spłatę parabanków', path: paths.nonBankRepayment },
  { name: 'Kredyty dla zawodów medycznych', path: paths.medicalWorkers },
];

export const allOffersLink: NavItem = { name: 'Wszystkie kredyty', path: paths.credits };

export const legalLinks: NavItem[] = [
  { name: 'Polityka prywatności', path: paths.privacy },
  { name: 'Regulamin', path: paths.terms },
  { name: 'Polityka cookies', path: paths.cookies },
];

export const footerButtons = {
  apply: { name: 'Wniosek online', path: paths.application },
  contact: { name: 'Kontakt', path: paths.contact },
} as const;
