import { typeset } from '@/lib/typography';

/** Copy of the satisfaction survey after a sent lead (it sends nothing; answers are logged). */
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
  /** The console label of the logged answers (the survey sends nothing). */
  logLabel: 'Ankieta',
} as const;

export type SurveyExperience = (typeof surveyCopy.experienceOptions)[number]['value'];
