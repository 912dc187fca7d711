/**
 * Copy of the lead forms: labels, placeholders, buttons and the toasts of spec §8 (word for word
 * where the spec quotes them). Validation messages live with the shared lead schema
 * (supabase/functions/_shared/lead-schema.ts), which the send-email function uses too.
 */
import { paths } from '@/config/paths';
import { company, dataController } from './company';
import { callbackTimeIds, callbackTimeLabels } from './figures';
import type { LinkedText } from './types';
import { typeset } from '@/lib/typography';
import type { CallbackForm } from '@shared/callback-promise';

export const sendingLabel = 'Wysyłanie...';

/** What failed to send, as the spec words it: the quick forms' 'zgłoszenia', the others' 'formularza'. */
const failureNouns = { submission: 'zgłoszenia', form: 'formularza' } as const;
export type FailureKind = keyof typeof failureNouns;

export const sendFailure = {
  title: 'Błąd wysyłania',
  description(kind: FailureKind, detail?: string): string {
    const base = `Wystąpił problem z wysłaniem ${failureNouns[kind]}. Spróbuj ponownie lub skontaktuj się telefonicznie.`;
    return detail ? `${base} Szczegóły: ${detail}` : base;
  },
} as const;

/**
 * The ' Szczegóły: ' part of the failure toast and alert when the function gave no message of its
 * own: the client's failures in Polish (supabase-js and fetch word theirs in English).
 */
export const sendErrorDetails = {
  network: 'Nie udało się połączyć z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
  timeout: 'Serwer nie odpowiedział w wyznaczonym czasie.',
  unknown: 'Wystąpił nieoczekiwany błąd.',
  status: (status: number) => `Serwer odpowiedział błędem (kod ${status}).`,
} as const;

/** The advisers' line, offered when a form cannot be sent. */
const advisorPhone = company.phones[1];

/** The alert that stays in a form after a failed send, until it is sent or sent again. */
export const sendFailureAlert = {
  title: 'Nie udało się wysłać',
  body: typeset(
    'Wszystko, co wpisano, zostało w formularzu. Możesz spróbować ponownie za chwilę albo zadzwonić do nas:',
  ),
  phone: { display: advisorPhone.display, tel: advisorPhone.tel },
  retry: 'Spróbuj ponownie',
} as const;

/** The titles of spec §8's toasts: the quick forms send a 'zgłoszenie', the wizards a 'formularz'. */
const callbackToastTitles: Record<CallbackForm, string> = {
  quickContact: 'Zgłoszenie wysłane',
  quickLead: 'Zgłoszenie wysłane',
  application: 'Formularz wysłany',
  analysis: 'Formularz wysłany',
};

/** What a toast says; how it looks and how long it stays are the form's (the toast store's input). */
export interface ToastCopy {
  title: string;
  description: string;
}

/**
 * The success toast of a form that promises a callback, saying when it comes: `when` is what
 * src/lib/callback-eta.ts computed at sending, the sentence the thank-you page repeats. In working
 * hours it is spec §8's toast word for word ('… w ciągu 30 minut.', '… w ciągu 24 godzin.').
 */
export function callbackToast(form: CallbackForm, when: string): ToastCopy {
  return {
    title: callbackToastTitles[form],
    description: `Dziękujemy! Skontaktujemy się z Tobą ${when}.`,
  };
}

/** The success toasts of the forms that promise no callback time. */
export const successToasts = {
  contact: {
    title: 'Formularz wysłany',
    description: 'Dziękujemy za kontakt. Odezwiemy się najszybciej jak to możliwe.',
  },
  newsletter: {
    title: 'Sprawdź skrzynkę e-mail',
    description: typeset(
      'Wysłaliśmy Ci wiadomość z linkiem potwierdzającym. Kliknij go, aby zacząć otrzymywać newsletter.',
    ),
  },
  survey: {
    title: 'Dziękujemy za wypełnienie ankiety!',
    description: 'Twoja opinia pomoże nam udoskonalić nasze usługi i obsługę klienta.',
  },
} as const;

/** Field labels, left as written: tests and the browser journeys find each field by its name. */
export const fieldLabels = {
  name: 'Imię i nazwisko',
  firstName: 'Imię',
  email: 'Adres e-mail',
  phone: 'Numer telefonu',
  loanAmount: 'Kwota zobowiązań',
  message: 'Wiadomość',
  debt: 'Łączna kwota zadłużenia (zł)',
  income: 'Miesięczny dochód netto (zł)',
  situationDetail: 'Opisz swoją sytuację (opcjonalnie)',
} as const;

export const placeholders = {
  name: 'np. Anna Kowalska',
  email: 'np. anna@example.pl',
  phone: 'np. 600 100 200',
  debt: 'np. 50000',
  income: 'np. 3500',
} as const;

export const loanAmountPlaceholder = 'Wybierz przedział';

/** The optional call time of the quick forms and the wizards (issue 27); 'Jak najszybciej' first. */
export const callbackTimeField = {
  label: 'Kiedy możemy zadzwonić?',
  options: callbackTimeIds.map((id) => ({ id, label: callbackTimeLabels[id] })),
} as const;

/**
 * The offer pages whose closing call to action holds the callback form (issue 27): every page of
 * the 'Pożyczki', 'Trudne kredyty' and 'Kredyty dla zawodów' menus and the other product pages,
 * each with the name its leads carry as pageName.
 */
export const callbackPageNames = {
  [paths.loans]: 'Pożyczki',
  [paths.consolidationLoan]: 'Pożyczka konsolidacyjna',
  [paths.consolidationCredit]: 'Kredyt konsolidacyjny',
  [paths.paydayConsolidation]: 'Konsolidacja chwilówek',
  [paths.nonBankLoans]: 'Pożyczki pozabankowe',
  [paths.credits]: 'Kredyty',
  [paths.noCreditCapacity]: 'Kredyt przy niskiej zdolności kredytowej',
  [paths.nonBankRepayment]: 'Kredyt na spłatę parabanków',
  [paths.medicalWorkers]: 'Kredyt dla pracowników medycznych',
  [paths.doctor]: 'Kredyt dla lekarza',
  [paths.nurse]: 'Kredyt dla pielęgniarki',
  [paths.teacher]: 'Kredyt dla nauczyciela',
  [paths.police]: 'Kredyt dla policjanta',
  [paths.soldier]: 'Kredyt dla żołnierza',
  [paths.uniformedServices]: 'Kredyt dla służb mundurowych',
  [paths.military]: 'Kredyt dla wojskowych',
  [paths.civilContract]: 'Kredyt na umowę zlecenie',
  [paths.educationWorkers]: 'Kredyt dla pracowników oświaty',
} as const;
export type CallbackPagePath = keyof typeof callbackPageNames;

/** The compact callback form in the closing call to action of every offer page (issue 27). */
export const callbackFormCopy = typeset({
  title: 'Wolisz rozmowę? Oddzwonimy',
  intro: 'Zostaw imię i numer telefonu – doradca zadzwoni o wybranej porze, bez zobowiązań.',
  submit: 'Zamów rozmowę',
} as const);

/** The honeypot's label, read only by bots (the field is hidden from people and screen readers). */
export const honeypotLabel = 'Strona internetowa (zostaw puste)';

/**
 * The information clause under every form, next to its send button: who processes the data, why
 * and on what basis, with a link to the privacy policy (the link sits between `before` and
 * `after`). Each text says only what the form's code does with what it sends.
 */
export interface PrivacyInfoText {
  before: string;
  linkText: string;
  href: string;
  after: string;
}

const policyLink = { linkText: 'polityce prywatności', href: paths.privacy } as const;

export type PrivacyInfoKind = 'request' | 'newsletter' | 'survey';

export const privacyInfo: Record<PrivacyInfoKind, PrivacyInfoText> = typeset({
  request: {
    before: `Administratorem Twoich danych jest ${dataController} – przetwarzamy je, aby odpowiedzieć na Twoje zgłoszenie (art. 6 ust. 1 lit. b RODO). Przechowują je na nasze zlecenie dostawcy usług technicznych, a kredytodawca otrzyma je tylko wtedy, gdy w rozmowie potwierdzisz, do kogo chcesz złożyć wniosek. Odbiorców, okres przechowywania i Twoje prawa opisujemy w `,
    ...policyLink,
    after: '.',
  },
  newsletter: {
    before: `Administratorem Twoich danych jest ${dataController} – adres e-mail przetwarzamy na podstawie Twojej zgody (art. 6 ust. 1 lit. a RODO), którą możesz wycofać w każdej chwili; zapis potwierdzisz linkiem, który wyślemy na ten adres. Szczegóły i Twoje prawa opisujemy w `,
    ...policyLink,
    after: '.',
  },
  survey: {
    before:
      'Ankieta jest anonimowa: nie pytamy w niej o imię ani kontakt, a odpowiedzi zapisujemy bez powiązania ze zgłoszeniem. Nie wpisuj w niej danych osobowych. O tym, jak przetwarzamy dane z formularzy, przeczytasz w ',
    ...policyLink,
    after: '.',
  },
});

/** Read by screen readers after a link that opens in a new tab. */
export const newTabNote = ' (otwiera się w nowej karcie)';

/*
 * Consent texts with a link: split around it, the form puts the link to the privacy policy in
 * between. Checkbox labels are left as written, not typeset: tests and the browser journeys find
 * each box by its exact accessible name.
 */
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
