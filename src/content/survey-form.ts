import { typeset } from '@/lib/typography';

/** Copy of the satisfaction survey after a sent lead (answers are stored anonymously). */
export const surveyCopy = {
  title: 'Jak oceniasz kontakt z nami?',
  intro: typeset('Odpowiedź zajmie kilka sekund i pomoże nam działać lepiej.'),
  experienceLegend: 'Jak oceniasz wypełnianie formularza?',
  experienceOptions: [
    { value: 'positive', label: 'Dobrze' },
    { value: 'neutral', label: 'Neutralnie' },
    { value: 'negative', label: 'Źle' },
  ],
  feedbackLabel: 'Co możemy poprawić? (opcjonalnie)',
  submit: 'Wyślij opinię',
  thanks: 'Dziękujemy za Twoją opinię!',
} as const;
