/**
 * The words the sections and the site's frame show around the pages' own copy: column headings,
 * the names screen readers read for buttons and regions, and the note on links that open a new
 * tab. The sections get them through their content (`labels`), never typed in a component.
 */
import type {
  ComparisonLabels,
  InstalmentTableLabels,
  ReviewsLabels,
  StepsLabels,
  TestimonialsLabels,
} from '@/sections/types';
import type { NotificationLabels } from '@/components/ui/toaster';

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
