import { paths } from '@/config/paths';
import { experience } from './figures';
import { experienceClaim } from './promises';
import { typeset } from '@/lib/typography';
import type { NavItem } from './types';

interface TrustBadge {
  title: string;
  text: string;
  link?: NavItem;
}

export const trustBadges: readonly TrustBadge[] = typeset([
  {
    title: 'Bezpieczne działanie',
    text: 'Dane z formularzy otrzymują nasi doradcy oraz firmy, które na nasze zlecenie utrzymują stronę i wysyłają wiadomości e-mail.',
    link: { name: 'Szczegóły w polityce prywatności', path: paths.privacy },
  },
  {
    title: 'Profesjonalne podejście',
    text: 'Najpierw analizujemy sytuację, dopiero potem rekomendujemy konkretne rozwiązanie.',
  },
  {
    title: 'Sprawdzone rozwiązania',
    text: `Od ${experienceClaim} pomagamy klientom uporządkować zobowiązania.`,
  },
]);

export const brandBlurb = typeset(
  'Pomagamy połączyć kredyty i chwilówki w jedną ratę oraz szukać finansowania, gdy bank odmówił. Bez opłat z góry i bez zobowiązań.',
);

export const whyTrustUs = typeset([
  `Ponad ${experience.yearsClaim} lat doświadczenia w pośrednictwie kredytowym`,
  'Bezpłatna i niezobowiązująca analiza sytuacji',
  'Wynagrodzenie dopiero po uzyskaniu finansowania',
  'Współpraca z wieloma bankami i instytucjami finansowymi',
  'Nie składamy wniosków bez realnych szans na pozytywną decyzję',
]);

export const specialisationLinks: NavItem[] = [
  { name: 'Kredyt konsolidacyjny', path: paths.consolidationCredit },
  { name: 'Konsolidacja chwilówek', path: paths.paydayConsolidation },
  { name: 'Kredyt przy niskiej zdolności kredytowej', path: paths.noCreditCapacity },
  { name: 'Kredyt na spłatę parabanków', path: paths.nonBankRepayment },
  { name: 'Kredyty dla zawodów medycznych', path: paths.medicalWorkers },
];

export const allOffersLink: NavItem = { name: 'Wszystkie kredyty', path: paths.credits };

export const legalLinks: NavItem[] = [
  { name: 'Polityka prywatności', path: paths.privacy },
  { name: 'Regulamin', path: paths.terms },
  { name: 'Polityka cookies', path: paths.cookies },
  { name: 'Deklaracja dostępności', path: paths.accessibility },
];

export const footerButtons = {
  apply: { name: 'Wniosek online', path: paths.application },
  contact: { name: 'Kontakt', path: paths.contact },
} as const;

export const footerLabels = {
  whyTrustUs: 'Dlaczego warto nam zaufać?',
  specialisations: 'Specjalizacje',
  contact: 'Kontakt',
  /** Read after the office address, which opens the map in a new tab. */
  mapOpensInNewTab: '(mapa otwiera się w nowej karcie)',
  rightsReserved: 'Wszelkie prawa zastrzeżone.',
} as const;
