/**
 * Copy of the two three-step lead forms: the application wizard (/wniosek) and the free analysis
 * (/bezplatna-analiza). Field labels and toasts shared with the other forms live in ./forms;
 * validation messages live with the shared lead schema.
 */
import { MAX_FILES, type SituationKey } from '@shared/lead-schema';
import { loanTerms } from './figures';
import { callbackPromise } from './promises';
import { formatPln } from '@/lib/format';
import { typeset, typesetText } from '@/lib/typography';

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

/**
 * Step descriptions typeset; step titles left as written (each is the heading the wizard focuses,
 * found by its exact name in the tests and the browser journeys).
 */
function typesetDescriptions(steps: WizardStepCopy[]): WizardStepCopy[] {
  return steps.map((step) => ({ ...step, description: typesetText(step.description) }));
}

export const applicationWizard = {
  formLabel: 'Wniosek online',
  submit: 'Wyślij wniosek',
  steps: typesetDescriptions([
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
        'Możesz wskazać dokumenty, które ułatwią analizę: formularz przekaże doradcy ich nazwy, a o same dokumenty doradca poprosi w rozmowie. To nie jest obowiązkowe.',
    },
  ] satisfies WizardStepCopy[]),
  situationsLegend: 'Co najlepiej opisuje Twoją sytuację?',
  situationsHint: typeset('Możesz zaznaczyć kilka odpowiedzi.'),
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
  steps: typesetDescriptions([
    {
      title: 'Dane kontaktowe',
      description: 'Podaj, jak możemy się z Tobą skontaktować. Doradca oddzwoni na wskazany numer.',
    },
    {
      title: 'Twoje finanse',
      description:
        'Orientacyjne kwoty i kilka pytań o historię spłat pomogą nam rzetelnie ocenić Twoje możliwości.',
    },
    {
      title: 'Dokumenty i zgody',
      description:
        'Wskaż dokumenty, jeśli masz je pod ręką (formularz przekaże tylko ich nazwy, o same dokumenty poprosi doradca), i zaznacz oświadczenia potrzebne do analizy.',
    },
  ] satisfies WizardStepCopy[]),
  flagsLegend: 'Co dotyczy Twojej sytuacji?',
  flagsHint: typeset(
    'Zaznacz wszystko, co pasuje, albo nic, jeśli żadna odpowiedź Cię nie dotyczy.',
  ),
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
  hint: typeset(
    'Akceptowane formaty: PDF, JPG, PNG, DOC, DOCX. Możesz wybrać kilka plików naraz albo dodawać je po kolei.',
  ),
  note: typeset(
    'Przez formularz przekazujemy doradcy tylko nazwy i rozmiary wybranych plików – o same dokumenty doradca poprosi Cię w rozmowie.',
  ),
  listTitle: 'Wybrane pliki',
  remove: 'Usuń',
  removeLabel: (name: string) => `Usuń plik ${name}`,
  /** Shown, and the picker closed, once the list holds as many files as a form sends. */
  limit: typeset(
    `Lista ma już ${MAX_FILES} plików – tyle możemy przyjąć przez formularz. Pozostałe dokumenty pokażesz doradcy w rozmowie.`,
  ),
} as const;

/** A consent whose text links to the privacy policy: `before` + link + `after`. */
export interface LinkedConsentText {
  before: string;
  link: string;
  after: string;
}

/** Checkbox labels, left as written: tests and the browser journeys find each box by its name. */
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
    'Proszę o analizę mojej sytuacji finansowej oraz dokumentów, które przekażę doradcy na jego prośbę. Wiem, że formularz wysyła tylko nazwy i rozmiary wybranych plików, a nie same dokumenty.',
} as const;

export interface WizardInfoContent {
  title: string;
  nextSteps: { title: string; items: string[] };
  cards: { title: string; body: string }[];
}

const sharedCards: WizardInfoContent['cards'] = [
  {
    title: 'Bezpłatnie i bez zobowiązań',
    body: `Analiza kosztuje ${formatPln(loanTerms.analysisFee)}, a wysłanie formularza do niczego Cię nie zobowiązuje. Nasze wynagrodzenie to prowizja, należna dopiero po uzyskaniu finansowania.`,
  },
  {
    title: 'Co dzieje się z Twoimi danymi',
    body: 'Dane z formularza służą do kontaktu w sprawie Twojego zgłoszenia. Zapisujemy je w bazie danych u dostawcy, który przechowuje je na nasze zlecenie (Supabase), a doradcy dostają powiadomienie e-mailem wysłanym przez usługę Resend. Kredytodawcy przekazujemy je dopiero wtedy, gdy w rozmowie potwierdzisz, do kogo chcesz złożyć wniosek. Szczegóły opisuje polityka prywatności.',
  },
  {
    title: `Oddzwonimy ${callbackPromise.forms}`,
    body: 'Doradca zadzwoni na podany numer, odpowie na pytania i zaproponuje kolejne kroki. Rozmowa jest niezobowiązująca.',
  },
];

export const applicationInfo: WizardInfoContent = typeset({
  title: 'Dobrze wiedzieć',
  nextSteps: {
    title: 'Co będzie dalej?',
    items: [
      'Doradca zapozna się z Twoim wnioskiem i sytuacją.',
      `Oddzwoni ${callbackPromise.forms}, żeby omówić szczegóły.`,
      'Razem wybierzecie rozwiązanie, które ma realną szansę powodzenia.',
    ],
  },
  cards: sharedCards,
});

export const analysisInfo: WizardInfoContent = typeset({
  title: 'Dobrze wiedzieć',
  nextSteps: {
    title: 'Jak wygląda analiza?',
    items: [
      'Doradca przejrzy z Tobą zadłużenie, dochody i historię spłat, także raport BIK, jeśli go pobierzesz.',
      `Oddzwoni ${callbackPromise.forms} z konkretną oceną możliwości.`,
      'Zaproponuje dalsze kroki – decyzja zawsze należy do Ciebie.',
    ],
  },
  cards: sharedCards,
});
