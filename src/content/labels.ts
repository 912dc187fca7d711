/**
 * The words the sections and the site's frame show around the pages' own copy: column headings,
 * the names screen readers read for buttons and regions, and the note on links that open a new
 * tab. The sections get them through their content (`labels`), never typed in a component.
 */
import type { ComparisonLabels } from '@/sections/comparison-section';
import type { InstalmentTableLabels } from '@/sections/instalment-table';
import type { ReviewsLabels } from '@/sections/reviews-section';
import type { StepsLabels } from '@/sections/steps-section';
import type { TestimonialsLabels } from '@/sections/testimonial-card';
import type { NotificationLabels } from '@/components/ui/toaster';

/**
 * The glossary of the site's copy: one term per concept, on every page, in every form and toast.
 * `avoid` lists the words the copy used for the same thing; tests/polish-copy.test.ts finds them
 * (and the other house rules: one dash style, e-mail, limit w koncie) in every content string.
 */
export const glossary = [
  {
    term: 'doradca',
    meaning:
      'the person who calls the visitor back, analyses the case and guides it to the lender; "główny analityk kredytowy" is only the job title of the firm\'s expert on /zespol',
    avoid: ['ekspert', 'konsultant', 'analityk oddzwoni'],
  },
  {
    term: 'wniosek online',
    meaning:
      'our three-step form at /wniosek: a request to us, not a credit application; the button that leads to it reads "Złóż wniosek" (spec §2)',
    avoid: ['Złóż wniosek online', 'Zostaw wniosek'],
  },
  {
    term: 'wniosek kredytowy',
    meaning:
      'the application a bank or other lender receives; we file it only after the visitor agrees',
    avoid: [],
  },
  {
    term: 'zgłoszenie',
    meaning: 'what any of our forms sends us',
    avoid: [],
  },
  {
    term: 'kredytodawca',
    meaning: 'the bank or other lender that decides and lends ("bank" where only banks are meant)',
    avoid: [],
  },
  {
    term: 'pożyczki pozabankowe, firmy pożyczkowe',
    meaning:
      'non-bank loans and their lenders; "parabanki" only in the name of the /kredyt-na-splate-parabankow offer',
    avoid: ['spłacających parabanki', 'Spłacasz parabanki'],
  },
  {
    term: 'umowa zlecenie',
    meaning: 'the civil contract, as the offer /kredyt-na-umowe-zlecenie names it',
    avoid: ['umowy zlecenia', 'umowie zlecenia'],
  },
  {
    term: 'limit w koncie',
    meaning: 'an overdraft',
    avoid: ['debet'],
  },
  {
    term: 'e-mail, e-mailem',
    meaning: 'electronic mail',
    avoid: ['mailem', 'mailowo', 'maile'],
  },
  {
    term: 'prowizja (wynagrodzenie pośrednika)',
    meaning: 'our fee, due only after the credit is paid out',
    avoid: [],
  },
] as const;

/** Read after every link that opens in a new tab. */
export const opensInNewTab = '(otwiera się w nowej karcie)';

export const stepsLabels: StepsLabels = { step: 'Krok' };

export const testimonialsLabels: TestimonialsLabels = {
  region: (title) => `${title}: lista opinii, przewijana w poziomie`,
  previous: 'Poprzednie opinie',
  next: 'Następne opinie',
  situation: 'Sytuacja',
  result: 'Efekt',
  verified: 'Zweryfikowana opinia',
  rating: (rating, scale) => `Ocena ${rating} na ${scale}`,
};

export const reviewsLabels: ReviewsLabels = {
  average: (average, scale, total) =>
    `Średnia ocena ${average} na ${scale}, liczba opinii: ${total}`,
  rating: (rating, scale) => `Ocena ${rating} na ${scale}`,
  profileLink: 'Zobacz wszystkie opinie w Google',
  opensInNewTab,
};

export const comparisonLabels: ComparisonLabels = {
  table: (title) => `Tabela porównawcza: ${title}`,
  criterion: 'Kryterium',
};

export const instalmentTableLabels: InstalmentTableLabels = {
  amount: 'Kwota kredytu',
  period: 'Okres',
  instalment: 'Rata miesięczna',
  months: 'mies.',
};

/** The heading of the loan-terms panel where a page gives none of its own. */
export const loanTermsTitle = 'Warunki finansowania';

export const legalDocumentLabels = { lastUpdatedLabel: 'Ostatnia aktualizacja:' } as const;

/** The toasts' region and close button (Radix names them in English unless told). */
export const notificationLabels: NotificationLabels = {
  toast: 'Powiadomienie',
  close: 'Zamknij powiadomienie',
  /** Radix replaces {hotkey} with the shortcut that focuses the region. */
  region: 'Powiadomienia ({hotkey})',
};
