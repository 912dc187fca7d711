/**
 * Copy of the single-step forms (quick contact, contact, quick lead, newsletter, survey) beyond the
 * shared labels and toasts of ./forms. Texts with a link are split around it: the component puts
 * the link to the privacy policy in between.
 */
import { paths } from '@/config/paths';
import { callback, experience } from './figures';
import type { CallToActionContent } from '@/sections/types';
import { promises } from '@/content/promises';

export interface LinkedText {
  before: string;
  linkText: string;
  href: string;
  after: string;
}

const privacyLink = { linkText: 'polityką prywatności', href: paths.privacy } as const;

/**
 * The required box of the quick contact and contact forms (spec §5 keeps it): the visitor's
 * confirmation of having read the privacy policy and request to be contacted, which is what the
 * processing rests on (art. 6(1)(b)), not a consent the policy would then contradict.
 */
export const processingConsent: LinkedText = {
  before: 'Potwierdzam zapoznanie się z ',
  ...privacyLink,
  after: ' i proszę o kontakt w sprawie mojego zgłoszenia.',
};

/** Consent to receiving the newsletter by e-mail. */
export const newsletterConsent: LinkedText = {
  before:
    'Wyrażam zgodę na otrzymywanie newslettera z poradnikami i informacjami marketingowymi na podany adres e-mail. Zgodę mogę wycofać w każdej chwili; zasady opisuje nasza ',
  linkText: 'polityka prywatności',
  href: paths.privacy,
  after: '.',
};

/** pageName of the forms whose origin is not a fixed constant of the shared lead schema. */
export const leadPageNames = {
  homeHero: 'Strona główna – sekcja powitalna',
  homeCallToAction: 'Strona główna – sekcja wezwania do działania',
  knowledge: 'Baza wiedzy',
} as const;

export const quickContactCopy = {
  heroTitle: `Oddzwonimy w ciągu ${callback.quickMinutes} minut`,
  ctaTitle: 'Zostaw numer — oddzwonimy',
  intro: `Zostaw dane, a doradca oddzwoni w ciągu ${callback.quickMinutes} minut (${callback.workingHours.days} ${callback.workingHours.from}–${callback.workingHours.to}, w weekend w ciągu ${callback.weekendHours} godzin).`,
  submit: 'Zadzwońcie do mnie',
} as const;

/** The closing call to action of the home page, beside the second quick contact form. */
export const homeCallToAction: CallToActionContent = {
  title: 'Porozmawiaj z doradcą, zanim podejmiesz decyzję',
  text: 'Pierwsza rozmowa i analiza Twojej sytuacji nic nie kosztują i do niczego nie zobowiązują.',
  benefits: [
    'Bezpłatna i niezobowiązująca analiza Twoich zobowiązań',
    promises.noUpfrontFee,
    `Kontakt w ciągu ${callback.quickMinutes} minut w godzinach pracy`,
    `Ponad ${experience.minimumYearsClaim} lat doświadczenia i współpraca z wieloma bankami`,
  ],
};

export const contactFormCopy = {
  title: 'Napisz do nas',
  intro: 'Opisz krótko swoją sytuację. Odpowiemy telefonicznie lub e-mailem.',
  messagePlaceholder: 'np. Mam trzy kredyty i dwie chwilówki, chcę obniżyć miesięczną ratę.',
  submit: 'Wyślij wiadomość',
} as const;

export const contactDetailsCopy = {
  title: 'Dane kontaktowe',
  phones: 'Telefon',
  email: 'E-mail',
  address: 'Biuro',
  hours: 'Godziny pracy',
  social: 'Znajdź nas',
  mapLink: 'Zobacz na mapie',
  newTab: ' (otwiera się w nowej karcie)',
} as const;

export const quickLeadCopy = {
  title: 'Zamów bezpłatną rozmowę',
  submit: 'Wyślij zgłoszenie',
} as const;

export const newsletterCopy = {
  title: 'Newsletter',
  intro: 'Raz w miesiącu wyślemy Ci nowe poradniki o kredytach, konsolidacji i domowym budżecie.',
  submit: 'Zapisz się',
} as const;

export const surveyCopy = {
  title: 'Jak oceniasz kontakt z nami?',
  intro: 'Odpowiedź zajmie kilka sekund i pomoże nam działać lepiej.',
  experienceLegend: 'Jak oceniasz wypełnianie formularza?',
  experienceOptions: [
    { value: 'positive', label: 'Dobrze' },
    { value: 'neutral', label: 'Neutralnie' },
    { value: 'negative', label: 'Źle' },
  ],
  feedbackLabel: 'Co możemy poprawić? (opcjonalnie)',
  submit: 'Wyślij opinię',
  thanks: 'Dziękujemy za Twoją opinię!',
  /** The console label of the logged answers (the survey sends nothing). */
  logLabel: 'Ankieta',
} as const;

export type SurveyExperience = (typeof surveyCopy.experienceOptions)[number]['value'];
