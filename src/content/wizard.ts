/**
 * Copy of the two three-step lead forms: the application wizard (/wniosek) and the free analysis
 * (/bezplatna-analiza). Field labels and toasts shared with the other forms live in ./forms;
 * validation messages live with the shared lead schema.
 */
import type { SituationKey } from '@shared/lead-schema';
import { callback, loanTerms } from './figures';

export const wizardCopy = {
  progress: (step: number, total: number) => `Krok ${step} z ${total}`,
  next: 'Dalej',
  back: 'Wstecz',
  debtHint: 'Pole opcjonalne. Wpisz same cyfry, bez spacji, np. 50000.',
  incomeHint: 'Pole opcjonalne. Wpisz same cyfry, bez spacji, np. 3500.',
} as const;

export interface WizardStepCopy {
  title: string;
  description: string;
}

export const applicationWizard = {
  formLabel: 'Wniosek online',
  submit: 'Wyślij wniosek',
  steps: [
    {
      title: 'Dane kontaktowe',
      description: 'Podaj, jak możemy się z Tobą skontaktować. Doradca oddzwoni na wskazany numer.',
    },
    {
      title: 'Twoja sytuacja i kwoty',
      description:
        'Zaznacz, co Cię dotyczy, i podaj orientacyjne kwoty. Nie musisz znać ich co do złotówki.',
    },
    {
      title: 'Zgody i dokumenty',
      description:
        'Możesz wskazać dokumenty, które ułatwią analizę: formularz przekaże doradcy ich nazwy, a o same dokumenty poprosi w rozmowie. To nie jest obowiązkowe.',
    },
  ] satisfies WizardStepCopy[],
  situationsLegend: 'Co najlepiej opisuje Twoją sytuację?',
  situationsHint: 'Możesz zaznaczyć kilka odpowiedzi.',
  situations: {
    latePayments: 'Mam opóźnienia w spłacie',
    paydayLoans: 'Mam chwilówki',
    bankRejection: 'Bank odmówił mi kredytu',
    consolidation: 'Chcę połączyć zobowiązania',
    cashLoan: 'Potrzebuję kredytu gotówkowego',
    medicalProfession: 'Pracuję w zawodzie medycznym',
    other: 'Inna sytuacja',
  } satisfies Record<SituationKey, string>,
} as const;

export type AnalysisFlag = 'bankRejection' | 'hasMortgage' | 'hasPaydayLoans' | 'latePayments';

export const analysisWizard = {
  formLabel: 'Bezpłatna analiza finansowa',
  submit: 'Wyślij do analizy',
  steps: [
    {
      title: 'Dane kontaktowe',
      description:
        'Podaj, jak możemy się z Tobą skontaktować. Analityk oddzwoni na wskazany numer.',
    },
    {
      title: 'Twoje finanse',
      description:
        'Orientacyjne kwoty i kilka pytań o historię spłat pomogą nam rzetelnie ocenić Twoje możliwości.',
    },
    {
      title: 'Dokumenty i zgody',
      description:
        'Wskaż dokumenty, jeśli masz je pod ręką (formularz przekaże tylko ich nazwy, o same dokumenty poprosi analityk), i zaznacz oświadczenia potrzebne do analizy.',
    },
  ] satisfies WizardStepCopy[],
  flagsLegend: 'Co dotyczy Twojej sytuacji?',
  flagsHint: 'Zaznacz wszystko, co pasuje, albo nic, jeśli żadna odpowiedź Cię nie dotyczy.',
  flags: {
    bankRejection: 'Bank odmówił mi kredytu',
    hasMortgage: 'Spłacam kredyt hipoteczny',
    hasPaydayLoans: 'Mam chwilówki lub pożyczki pozabankowe',
    latePayments: 'Mam opóźnienia w spłacie rat',
  } satisfies Record<AnalysisFlag, string>,
} as const;

export const filesCopy = {
  label: 'Dokumenty (opcjonalnie)',
  choose: 'Wybierz pliki',
  hint: 'Akceptowane formaty: PDF, JPG, PNG, DOC, DOCX. Możesz wybrać kilka plików naraz albo dodawać je po kolei.',
  note: 'Przez formularz przekazujemy doradcy tylko nazwy i rozmiary wybranych plików — o same dokumenty poprosi Cię podczas rozmowy.',
  listTitle: 'Wybrane pliki',
  remove: 'Usuń',
  removeLabel: (name: string) => `Usuń plik ${name}`,
} as const;

/** A consent whose text links to the privacy policy: `before` + link + `after`. */
export interface LinkedConsentText {
  before: string;
  link: string;
  after: string;
}

export const consentCopy = {
  legend: 'Oświadczenia i zgody',
  /**
   * Required (spec §5 keeps the box): the visitor's confirmation of having read the privacy policy
   * and request to be contacted, which the processing rests on (art. 6(1)(b)), not a consent.
   */
  processing: {
    before: 'Potwierdzam zapoznanie się z ',
    link: 'polityką prywatności',
    after: ' i proszę o kontakt oraz analizę mojej sytuacji w sprawie tego zgłoszenia.',
  } satisfies LinkedConsentText,
  /** Optional, unticked, one per channel, each withdrawable on its own. */
  marketingEmail:
    'Chcę otrzymywać e-mailem informacje o ofertach i nowościach (zgoda dobrowolna, mogę ją wycofać w każdej chwili).',
  marketingPhone:
    'Chcę otrzymywać telefonicznie informacje o ofertach i nowościach (zgoda dobrowolna, mogę ją wycofać w każdej chwili).',
  /** Application: required only with a file. The form sends only the files' names and sizes. */
  documents:
    'Proszę o analizę wskazanych dokumentów, gdy przekażę je doradcy. Wiem, że formularz wysyła tylko nazwy i rozmiary plików, a nie same dokumenty.',
  /** Analysis: always required (spec §5). The form sends only the files' names and sizes. */
  analysis:
    'Proszę o analizę mojej sytuacji finansowej oraz dokumentów, które przekażę analitykowi na jego prośbę. Wiem, że formularz wysyła tylko nazwy i rozmiary wybranych plików, a nie same dokumenty.',
} as const;

export interface WizardInfoContent {
  title: string;
  nextSteps: { title: string; items: string[] };
  cards: { title: string; body: string }[];
}

const sharedCards: WizardInfoContent['cards'] = [
  {
    title: 'Bezpłatnie i bez zobowiązań',
    body: `Analiza kosztuje ${loanTerms.analysisFee} zł, a wysłanie formularza do niczego Cię nie zobowiązuje. Wynagrodzenie pobieramy dopiero po uzyskaniu finansowania, jako prowizję.`,
  },
  {
    title: 'Co dzieje się z Twoimi danymi',
    body: 'Dane z formularza służą do kontaktu w sprawie Twojego zgłoszenia. Zapisujemy je w bazie danych u dostawcy, który przechowuje je na nasze zlecenie (Supabase), a doradcy dostają powiadomienie e-mailem wysłanym przez usługę Resend. Kredytodawcy przekazujemy je dopiero wtedy, gdy w rozmowie potwierdzisz, do kogo chcesz złożyć wniosek. Szczegóły opisuje polityka prywatności.',
  },
  {
    title: `Oddzwonimy w ciągu ${callback.fullHours} godzin`,
    body: 'Doradca zadzwoni na podany numer, odpowie na pytania i zaproponuje kolejne kroki. Rozmowa jest niezobowiązująca.',
  },
];

export const applicationInfo: WizardInfoContent = {
  title: 'Dobrze wiedzieć',
  nextSteps: {
    title: 'Co stanie się dalej?',
    items: [
      'Doradca zapozna się z Twoim wnioskiem i sytuacją.',
      `W ciągu ${callback.fullHours} godzin oddzwoni, by omówić szczegóły.`,
      'Wspólnie wybierzecie rozwiązanie, które ma realną szansę powodzenia.',
    ],
  },
  cards: sharedCards,
};

export const analysisInfo: WizardInfoContent = {
  title: 'Dobrze wiedzieć',
  nextSteps: {
    title: 'Jak wygląda analiza?',
    items: [
      'Analityk sprawdzi Twoje zadłużenie, dochody i historię spłat.',
      `W ciągu ${callback.fullHours} godzin oddzwoni z konkretną oceną możliwości.`,
      'Zaproponuje dalsze kroki — decyzja zawsze należy do Ciebie.',
    ],
  },
  cards: sharedCards,
};
