import { typeset } from '@/lib/typography';

/** Copy of the contact form (/kontakt) beyond the shared labels and toasts of ./forms. */
export const contactFormCopy = {
  title: 'Napisz do nas',
  intro: typeset('Opisz krótko swoją sytuację. Odpowiemy telefonicznie lub e-mailem.'),
  messagePlaceholder: 'np. Mam trzy kredyty i dwie chwilówki, chcę obniżyć miesięczną ratę.',
  submit: 'Wyślij wiadomość',
} as const;
