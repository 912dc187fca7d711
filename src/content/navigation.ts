import { paths } from '@/config/paths';
import { callback, callbackCondition, workingHours } from './figures';
import { typeset } from '@/lib/typography';
import type { NavGroup, NavItem } from './types';

export const homeLink: NavItem = { name: 'Strona główna', path: paths.home };

export const loansGroup: NavGroup = {
  name: 'Pożyczki',
  main: { name: 'Wszystkie pożyczki', path: paths.loans },
  items: [
    { name: 'Kredyt konsolidacyjny', path: paths.consolidationCredit },
    { name: 'Pożyczka konsolidacyjna', path: paths.consolidationLoan },
    { name: 'Konsolidacja chwilówek', path: paths.paydayConsolidation },
    { name: 'Kalkulator konsolidacji', path: paths.consolidationCalculator },
  ],
};

export const difficultCreditsGroup: NavGroup = {
  name: 'Trudne kredyty',
  main: { name: 'Wszystkie kredyty', path: paths.credits },
  items: [
    { name: 'Kredyt przy niskiej zdolności kredytowej', path: paths.noCreditCapacity },
    { name: 'Kredyt na spłatę parabanków', path: paths.nonBankRepayment },
  ],
};

export const professionsGroup: NavGroup = {
  name: 'Kredyty dla zawodów',
  items: [
    { name: 'Pracownicy medyczni', path: paths.medicalWorkers },
    { name: 'Lekarze', path: paths.doctor },
    { name: 'Pielęgniarki', path: paths.nurse },
    { name: 'Nauczyciele', path: paths.teacher },
    { name: 'Policjanci', path: paths.police },
    { name: 'Żołnierze', path: paths.soldier },
    { name: 'Służby mundurowe', path: paths.uniformedServices },
  ],
};

export const navGroups: NavGroup[] = [loansGroup, difficultCreditsGroup, professionsGroup];

export const trailingLinks: NavItem[] = [
  { name: 'O nas', path: paths.about },
  { name: 'Zespół', path: paths.team },
  { name: 'Wiedza', path: paths.knowledge },
  { name: 'Kontakt', path: paths.contact },
];

export const applyLink: NavItem = { name: 'Złóż wniosek', path: paths.application };

/**
 * What the mobile menu promises under its links (spec §2): the working hours and the forms'
 * callback time of src/content/figures.ts with its condition (`callbackCondition`), like every
 * other page. Built here from the figures rather than from ./promises, which the frame's code does
 * not load.
 */
export const mobileMenuPromises = typeset([
  'Bezpłatna analiza',
  'Bez zobowiązań',
  `Odpowiedź w ciągu ${callback.formHours} h ${callbackCondition.forms}`,
  `Doradcy dostępni ${workingHours.days.short} ${workingHours.from}–${workingHours.to}`,
]);

/** The names screen readers read for the site's navigation and its controls. */
export const navigationLabels = {
  skipLink: 'Przejdź do treści',
  /** Read after the brand name in the logo link, which leads to the home page. */
  logoDestination: '– strona główna',
  mainNav: 'Główna nawigacja',
  breadcrumbs: 'Ścieżka nawigacji',
  mobileMenu: {
    dialog: 'Menu',
    nav: 'Menu mobilne',
    open: 'Otwórz menu',
    close: 'Zamknij menu',
  },
} as const;
