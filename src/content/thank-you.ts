/**
 * The three variants of the thank-you page (spec §2): after a full form (default), after a quick
 * form and after the free analysis. The default variant's title is the page's H1 in its content
 * module (./pages/thank-you), so the two cannot drift apart.
 */
import { workingHoursText } from './promises';
import { thankYouPage } from './pages/thank-you';
import type { CallbackForm } from '@shared/callback-promise';
import { typeset, typesetText } from '@/lib/typography';

export type ThankYouVariantKey = 'default' | 'quickForm' | 'analysis';

export interface ThankYouVariant {
  title: string;
  /** The form that leads here: its promise decides when the adviser calls back. */
  form: CallbackForm;
  /**
   * When and how the adviser calls back, `when` being what src/lib/callback-eta.ts computed for
   * the form at sending ('w ciągu 24 godzin', 'w poniedziałek po 8:00'), as its toast said.
   */
  callback: (when: string) => string;
  /** Extra note (the analysis variant's credit-bureau report). */
  note?: string;
}

/*
 * Each variant says what the toast of the form that leads to it said (spec §8), computed once from
 * the form's promise and the time of sending: the application wizard (default) and the analysis
 * promise 24 hours, the quick contact form (quickForm) 30 minutes in working hours. The spec's
 * default variant said 30 minutes; its toast, quoted word for word, says 24 hours, and the visitor
 * reads both one after the other.
 */
export const thankYouVariants: Record<ThankYouVariantKey, ThankYouVariant> = {
  default: {
    title: thankYouPage.title,
    form: 'application',
    callback: (when) =>
      typesetText(
        `Doradca zapozna się z Twoim wnioskiem i oddzwoni ${when}, aby omówić Twoją sytuację i możliwe rozwiązania.`,
      ),
  },
  quickForm: {
    title: typesetText('Dziękujemy za kontakt'),
    form: 'quickContact',
    callback: (when) =>
      typesetText(`Doradca oddzwoni ${when}. Doradcy pracują ${workingHoursText}.`),
  },
  analysis: {
    // The spec's 'Dokumenty zostały przekazane do analizy' is untrue: the form sends only the
    // files' names and sizes (issue 10). The adviser asks for the documents themselves.
    title: typesetText('Otrzymaliśmy Twoją prośbę o analizę'),
    form: 'analysis',
    callback: (when) =>
      typesetText(
        `Doradca zapozna się z informacjami z formularza i skontaktuje się z Tobą ${when}, aby omówić możliwe rozwiązania. Jeśli do analizy potrzebne będą dokumenty, poprosi Cię o nie w rozmowie – formularz przesłał nam tylko nazwy wybranych plików.`,
      ),
    note: typeset(
      'Aby w pełni ocenić Twoją zdolność kredytową, doradca może poprosić o raport z Biura Informacji Kredytowej (BIK). Jeśli masz aktualny raport BIK, przygotuj go przed rozmową – przyspieszy to analizę.',
    ),
  },
};

export const thankYouCopy = {
  /**
   * "Dzień dobry, Anna!"; without a name just "Dzień dobry!" (the spec's default 'Klient' would
   * read 'Dzień dobry, Klient!', wrong in Polish: issue 10).
   */
  greeting: (name: string) => (name ? `Dzień dobry, ${name}!` : 'Dzień dobry!'),
  homeLink: 'Wróć na stronę główną',
} as const;
