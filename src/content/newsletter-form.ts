import { typeset } from '@/lib/typography';

/** Copy of the newsletter sign-up form beyond the shared labels and toasts of ./forms. */
export const newsletterCopy = {
  title: 'Newsletter',
  intro: typeset(
    'Raz w miesiącu wyślemy Ci nowe poradniki o kredytach, konsolidacji i domowym budżecie.',
  ),
  submit: 'Zapisz się',
} as const;
