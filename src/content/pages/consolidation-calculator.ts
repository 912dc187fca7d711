import { calculatorLimits } from '@shared/calculator-limits';
import { company } from '@/content/company';
import { brokerRemuneration, consolidation, creditExamples } from '@/content/figures';
import { glossary } from '@/content/glossary';
import { callbackPromise } from '@/content/promises';
import { rateOf } from '@/content/rates';
import {
  exampleFigures,
  rateNoteFor,
  remunerationPendingText,
  representativeExampleFor,
} from '@/content/representative-example';
import type { PageContent } from '@/content/types';
import type { Change, ConsolidationOffer, ConsolidationVerdict, Debt } from '@/lib/consolidation';
import { formatPercent, formatPln, pluralPl } from '@/lib/format';
import { typeset, typesetText } from '@/lib/typography';
import type { ProseContent } from '@/sections/prose-section';
import type { RepresentativeExampleContent } from '@/sections/representative-example';

/**
 * The calculator's own representative example (src/content/figures.ts): the consolidation credit's
 * rate and lender's commission over the term the calculator starts with. The calculation uses
 * exactly its rate (never an "od …" rate), and the page states the RRSO computed from it, the one
 * the calculator shows for its amount at that term.
 */
const example = creditExamples.consolidationCalculator;

/**
 * The consolidation calculator's product inputs: its example's rate and lender's commission, the
 * broker's remuneration once the owner has given it, the product's limits. The term runs from one
 * year to the product's longest, the example's term unless the visitor picks another.
 */
export const calculatorOffer: ConsolidationOffer = {
  annualRatePercent: example.annualRatePercent,
  commissionPercent: example.commissionPercent,
  ...(brokerRemuneration.status === 'given'
    ? {
        brokerFee: {
          percentOfAmount: brokerRemuneration.percentOfAmount,
          fixedAmount: brokerRemuneration.fixedAmount,
        },
      }
    : {}),
  maxAmount: consolidation.maxAmount,
  minMonths: 12,
  maxMonths: consolidation.maxPeriodMonths,
};

export const calculatorDefaultTerm: number = example.months;

/** The rate the calculation uses, as stated: the percentage and "w skali roku". */
const calculatorRate = `${rateOf('consolidationCalculator')} w skali roku`;
const rateType = ({ fixed: 'stałe', variable: 'zmienne' } as const)[example.rateType];
const commission = formatPercent(example.commissionPercent);

const { maxBalance, maxMonthsLeft, maxDebts } = calculatorLimits;

/** The differences a verdict names, as shown: absolute amounts in złoty, formatted. */
interface VerdictAmounts {
  monthly: string;
  total: string;
}

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** The calculator's page (issue 27): its metadata, the opening, how to use it, what it cannot say. */
export interface ConsolidationCalculatorPageContent extends PageContent {
  /** Served without JavaScript: how the calculator works and what it cannot tell. */
  howTo: ProseContent;
  representativeExample: RepresentativeExampleContent;
}

const copy: Omit<ConsolidationCalculatorPageContent, 'representativeExample'> = {
  meta: {
    title: `Kalkulator konsolidacji – porównaj raty i koszt | ${company.brandName}`,
    description: `Wpisz kredyty i pożyczki, które spłacasz, i porównaj je z jednym kredytem konsolidacyjnym do ${consolidation.maxPeriodMonths} miesięcy: rata, RRSO, całkowity koszt i kwota do zapłaty.`,
  },
  intro: {
    eyebrow: 'Kalkulator konsolidacji',
    title: 'Kalkulator konsolidacji – ile zapłacisz miesięcznie i ile w sumie',
    lead: `Wpisz zobowiązania, które spłacasz dziś, i sprawdź, jak wyglądałby jeden kredyt konsolidacyjny z oprocentowaniem ${calculatorRate}: jaka byłaby rata i ile zapłacisz łącznie. Pokażemy obie liczby, także wtedy, gdy niższa rata oznacza wyższy koszt.`,
    rateNote: rateNoteFor('consolidationCalculator'),
  },
  howTo: {
    eyebrow: 'Jak korzystać',
    title: 'Jak korzystać z kalkulatora i czego on nie powie',
    paragraphs: [
      'Dla każdego kredytu, pożyczki lub chwilówki wpisz kwotę, która została do spłaty, miesięczną ratę i liczbę rat, które jeszcze zostały – znajdziesz je w umowie, w harmonogramie spłat lub w aplikacji banku. Potem wybierz okres nowego kredytu. Wynik zmienia się od razu, gdy wpisujesz liczby.',
      'Kalkulator porównuje dwie rzeczy: ratę miesięczną i łączną kwotę, którą zapłacisz do końca. Dłuższy okres spłaty zwykle obniża ratę, ale podnosi łączny koszt – wtedy napiszemy to wprost, z obiema kwotami.',
      `Wyliczenie jest orientacyjne. Kalkulator przyjmuje oprocentowanie ${calculatorRate} (${rateType}) i prowizję kredytodawcy ${commission} płatną przy wypłacie, jak w przykładzie reprezentatywnym poniżej: dla ${formatPln(example.amount)} na ${example.months} ${pluralPl(example.months, 'miesiąc', 'miesiące', 'miesięcy')} RRSO wynosi ${formatPercent(exampleFigures('consolidationCalculator').aprPercent)}. Przy innym okresie RRSO jest inne – kalkulator pokazuje je w wyniku. Oferta dla Ciebie może być inna. Kalkulator nie zna Twoich dochodów ani historii kredytowej, więc nie powie, czy dostaniesz kredyt – decyzję podejmuje kredytodawca po ocenie Twojej zdolności kredytowej. Nie uwzględnia też kosztów wcześniejszej spłaty obecnych zobowiązań ani ubezpieczeń.`,
      `Możesz wysłać wyliczenie doradcy: oddzwoni ${callbackPromise.forms}, sprawdzi je z Tobą i powie, jakie oferty są dla Ciebie realne. Rozmowa jest bezpłatna i do niczego nie zobowiązuje.`,
    ],
    tone: 'plain',
  },
};

export const consolidationCalculatorPage: ConsolidationCalculatorPageContent = typeset({
  ...copy,
  representativeExample: representativeExampleFor('consolidationCalculator'),
});

/**
 * The result in words, one sentence for each way the instalment and the total repaid can change
 * (src/lib/consolidation.ts: verdictOf); `monthly` and `total` are the differences as shown.
 */
const verdicts: Record<ConsolidationVerdict, (amounts: VerdictAmounts) => string> = {
  'lower-instalment-lower-total': ({ monthly, total }: VerdictAmounts) =>
    typesetText(
      `Przy tych danych konsolidacja obniża i ratę, i łączny koszt: rata byłaby niższa o ${monthly} miesięcznie, a łącznie zapłacisz o ${total} mniej niż przy obecnych ratach.`,
    ),
  'lower-instalment-same-total': ({ monthly }: VerdictAmounts) =>
    typesetText(
      `Rata byłaby niższa o ${monthly} miesięcznie, a łącznie zapłacisz tyle samo co przy obecnych ratach.`,
    ),
  'lower-instalment-higher-total': ({ monthly, total }: VerdictAmounts) =>
    typesetText(
      `Rata byłaby niższa o ${monthly} miesięcznie, ale łącznie zapłacisz o ${total} więcej niż przy obecnych ratach, bo spłata trwa dłużej. Krótszy okres nowego kredytu zmniejsza tę różnicę.`,
    ),
  'same-instalment-lower-total': ({ total }: VerdictAmounts) =>
    typesetText(
      `Rata pozostałaby taka sama, a łącznie zapłacisz o ${total} mniej niż przy obecnych ratach.`,
    ),
  'same-instalment-same-total': () =>
    typesetText(
      'Przy tych danych konsolidacja niczego nie zmienia: rata pozostałaby taka sama i łącznie zapłacisz tyle samo co przy obecnych ratach.',
    ),
  'same-instalment-higher-total': ({ total }: VerdictAmounts) =>
    typesetText(
      `Przy tych danych konsolidacja się nie opłaca: rata pozostałaby taka sama, a łącznie zapłacisz o ${total} więcej niż przy obecnych ratach.`,
    ),
  'higher-instalment-lower-total': ({ monthly, total }: VerdictAmounts) =>
    typesetText(
      `Przy tym okresie rata byłaby wyższa o ${monthly} miesięcznie, ale łącznie zapłacisz o ${total} mniej niż przy obecnych ratach.`,
    ),
  'higher-instalment-same-total': ({ monthly }: VerdictAmounts) =>
    typesetText(
      `Przy tych danych konsolidacja się nie opłaca: rata byłaby wyższa o ${monthly} miesięcznie, a łącznie zapłacisz tyle samo co przy obecnych ratach.`,
    ),
  'higher-instalment-higher-total': ({ monthly, total }: VerdictAmounts) =>
    typesetText(
      `Przy tych danych konsolidacja się nie opłaca: rata byłaby wyższa o ${monthly} miesięcznie, a łącznie zapłacisz o ${total} więcej niż przy obecnych ratach.`,
    ),
};

/** Every text of the calculator island and of its callback form. */
export const calculatorCopy = typeset({
  sectionTitle: 'Policz konsolidację',
  /** Above the calculator when the browser runs no script: its form is there but computes nothing. */
  noScript: {
    text: 'Wynik kalkulatora liczy przeglądarka z włączonym JavaScriptem. Bez niego zadzwoń do nas, a doradca policzy konsolidację razem z Tobą:',
    phone: { display: company.phones[1].display, tel: company.phones[1].tel },
  },
  debtsTitle: 'Co spłacasz dziś',
  debtsHint: 'Jeden wiersz to jeden kredyt, pożyczka lub chwilówka. Kwoty wpisz w pełnych złotych.',
  debtLegend: (number: number) => `Zobowiązanie ${number}`,
  labels: {
    balance: 'Pozostało do spłaty (zł)',
    instalment: 'Miesięczna rata (zł)',
    monthsLeft: 'Liczba pozostałych rat',
    term: 'Okres nowego kredytu (w miesiącach)',
  },
  termHint: `Od ${calculatorOffer.minMonths} do ${calculatorOffer.maxMonths} miesięcy.`,
  add: 'Dodaj zobowiązanie',
  /** In place of 'Dodaj zobowiązanie' once the rows are as many as a lead may carry. */
  maxDebts: `Kalkulator przyjmuje najwyżej ${maxDebts} ${pluralPl(maxDebts, 'zobowiązanie', 'zobowiązania', 'zobowiązań')}. Jeśli masz ich więcej, wpisz największe, a o pozostałych powiedz doradcy.`,
  remove: 'Usuń',
  removeLabel: (number: number) => `Usuń zobowiązanie ${number}`,
  /** The calculator form's submit button: the result is live, so it takes the visitor to it. */
  showResult: 'Pokaż wynik',
  resultsTitle: 'Wynik',
  newLoanTitle: 'Jeden kredyt konsolidacyjny',
  currentTitle: 'Twoje obecne zobowiązania',
  differenceTitle: 'Różnica',
  results: {
    amount: 'Całkowita kwota kredytu (suma sald)',
    instalment: 'Nowa rata miesięczna',
    rrso: 'Rzeczywista roczna stopa oprocentowania (RRSO)',
    totalCost: 'Całkowity koszt kredytu',
    totalPayable: 'Całkowita kwota do zapłaty',
    currentMonthly: 'Suma obecnych rat miesięcznie',
    currentRemaining: 'Do spłaty przy obecnych ratach',
    monthlyDifference: 'Rata miesięczna',
    totalDifference: 'Łącznie do spłaty',
  },
  /** The statutory terms among the results, explained on the label (src/content/glossary.ts). */
  explanations: {
    instalment: glossary.annuityInstalment.explanation,
    rrso: glossary.rrso.explanation,
    totalCost: glossary.totalCost.explanation,
    totalPayable: glossary.totalPayable.explanation,
  },
  /** Under each difference: how the new figure compares with today's. */
  changes: {
    lower: 'mniej niż dziś',
    same: 'tyle samo co dziś',
    higher: 'więcej niż dziś',
  } satisfies Record<Change, string>,
  /** Where a figure cannot be computed (the site's dash: an en dash, never an em dash). */
  empty: '–',
  /** Where the result would be while a field shows an error. */
  fix: 'Popraw dane przy polach z komunikatem o błędzie, a wynik pojawi się tutaj.',
  incomplete:
    'Uzupełnij kwotę do spłaty, ratę i liczbę pozostałych rat każdego zobowiązania, a wynik pojawi się tutaj.',
  overLimit: (amount: string) =>
    typesetText(
      `Suma Twoich zobowiązań to ${amount}, a kredyt konsolidacyjny, w którym pośredniczymy, może wynieść najwyżej ${formatPln(consolidation.maxAmount)}. Kalkulator nie pokaże więc wyniku – wyślij prośbę o kontakt, a doradca sprawdzi z Tobą inne możliwości, np. konsolidację części zobowiązań.`,
    ),
  verdicts,
  caveat:
    'Wyliczenie jest orientacyjne i nie jest ofertą ani obietnicą kredytu. Decyzję i ostateczne warunki ustala kredytodawca po ocenie Twojej zdolności kredytowej.',
  fees: `Nowy kredyt: oprocentowanie ${calculatorRate} (${rateType}), prowizja kredytodawcy ${commission} płatna przy wypłacie – jak w przykładzie reprezentatywnym.`,
  /** Said while the broker's remuneration is not given: the figures leave it out. */
  remunerationNote:
    brokerRemuneration.status === 'pending'
      ? `Wynagrodzenie pośrednika kredytowego ${lowerFirst(remunerationPendingText('tym wyliczeniu'))}`
      : undefined,
  /** What the live region says once the visitor stops typing. */
  announcement: (instalment: string, rrso: string, monthly: string, total: string) =>
    typesetText(`Nowa rata ${instalment}, RRSO ${rrso}. ${monthly} ${total}`),
  /** How the new figure compares with today's (src/lib/consolidation.ts: changeOf). */
  announceMonthly: (amount: string, change: Change) =>
    change === 'same'
      ? 'Rata bez zmian.'
      : typesetText(`Rata ${change === 'lower' ? 'niższa' : 'wyższa'} o ${amount} miesięcznie.`),
  announceTotal: (amount: string, change: Change) =>
    change === 'same'
      ? 'Łącznie do spłaty tyle samo.'
      : typesetText(`Łącznie do spłaty o ${amount} ${change === 'lower' ? 'mniej' : 'więcej'}.`),
  messages: {
    balanceRequired: 'Wpisz kwotę, która została do spłaty.',
    balanceDigits: 'Podaj kwotę w formacie liczbowym, np. 15000',
    balancePositive: 'Kwota do spłaty musi być większa od zera.',
    balanceMax: `Jedno zobowiązanie może wynosić najwyżej ${formatPln(maxBalance)}.`,
    instalmentRequired: 'Wpisz miesięczną ratę.',
    instalmentDigits: 'Podaj ratę w formacie liczbowym, np. 800',
    instalmentPositive: 'Rata musi być większa od zera.',
    instalmentMax: `Rata może wynosić najwyżej ${formatPln(maxBalance)}.`,
    monthsRequired: 'Wpisz, ile rat zostało.',
    monthsRange: `Podaj liczbę rat od 1 do ${maxMonthsLeft}.`,
    /** Beside the number of instalments when they cannot repay what is left (instalmentsCoverBalance). */
    instalmentsShort: ({ balance, instalment, monthsLeft }: Debt) =>
      typesetText(
        `${monthsLeft} ${pluralPl(monthsLeft, 'rata', 'raty', 'rat')} po ${formatPln(instalment)} to razem ${formatPln(instalment * monthsLeft)}, a do spłaty zostało ${formatPln(balance)}. Raty muszą pokryć co najmniej kwotę do spłaty – sprawdź kwotę, ratę i liczbę rat.`,
      ),
    termRange: `Podaj okres od ${calculatorOffer.minMonths} do ${calculatorOffer.maxMonths} miesięcy.`,
  },
  form: {
    title: 'Wyślij wyliczenie doradcy',
    intro: `Zostaw imię i numer telefonu – doradca oddzwoni ${callbackPromise.forms} i omówi z Tobą wynik. Nie musisz niczego wysyłać ani podpisywać.`,
    withCalculation: (count: number, term: number, instalment: string, rrso: string) =>
      typesetText(
        `Doradca zobaczy Twoje wyliczenie: ${count} ${pluralPl(count, 'zobowiązanie', 'zobowiązania', 'zobowiązań')}, nowy okres ${term} mies., rata ${instalment}, RRSO ${rrso}.`,
      ),
    withoutCalculation:
      'Możesz wysłać prośbę także bez wyliczenia – doradca policzy wszystko z Tobą przez telefon.',
    submit: 'Wyślij wyliczenie doradcy',
  },
});
