/**
 * Copy of the two three-step lead forms: the application wizard (/wniosek) and the free analysis
 * (/bezplatna-analiza). Field labels and toasts shared with the other forms live in ./forms;
 * validation messages live with the shared lead schema.
 */
import type { SituationKey } from '@shared/lead-schema';
import { callback, loanTerms } from './figures';

export const WIZARD_STEPS = 3;

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
      description: 'Możesz dołączyć dokumenty, które ułatwią analizę. To nie jest obowiązkowe.',
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
        'Dołącz dokumenty, jeśli masz je pod ręką, i zaznacz zgody potrzebne do przeprowadzenia analizy.',
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
  legend: 'Zgody',
  processing: {
    before:
      'Wyrażam zgodę na przetwarzanie moich danych osobowych w celu obsługi zgłoszenia i kontaktu ze mną w sprawie oferty, zgodnie z ',
    link: 'polityką prywatności',
    after: '.',
  } satisfies LinkedConsentText,
  marketing:
    'Chcę otrzymywać informacje o ofertach i nowościach e-mailem lub telefonicznie. Zgodę mogę wycofać w każdej chwili.',
  documents:
    'Wyrażam zgodę na analizę dołączonych dokumentów przez doradcę w celu oceny mojej sytuacji finansowej.',
  analysis:
    'Wyrażam zgodę na analizę mojej sytuacji finansowej i przekazanych dokumentów przez analityka kredytowego.',
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
    title: 'Twoje dane są bezpieczne',
    body: 'Dane z formularza trafiają wyłącznie do naszych doradców i służą do kontaktu w sprawie Twojego zgłoszenia. Zasady opisuje polityka prywatności.',
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
