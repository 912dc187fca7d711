import { creditFigures, annuityInstalment, type CreditFigures } from '@/lib/finance';
import { formatPercent, formatPln, pluralPl } from '@/lib/format';
import { typeset } from '@/lib/typography';
import {
  consumerCredit,
  creditExamples,
  examplesCalculatedOn,
  loanTerms,
  type CreditExampleProduct,
} from './figures';
import type {
  InstalmentRow,
  LoanTermsContent,
  RepresentativeExampleContent,
  RateNote,
} from '@/sections/types';
import { loanTermsTitle } from './labels';

/** The anchor of the representative example on every page that shows one. */
export const representativeExampleId = 'przyklad-reprezentatywny';

/** How each product is named in its example. */
const productNames: Record<CreditExampleProduct, string> = {
  consolidation: 'Kredyt konsolidacyjny',
  civilContract: 'Kredyt gotówkowy dla osoby zatrudnionej na umowie zlecenie',
  doctor: 'Kredyt gotówkowy dla lekarza',
  nurse: 'Kredyt gotówkowy dla pielęgniarki',
  teacher: 'Kredyt gotówkowy dla nauczyciela',
  soldier: 'Kredyt gotówkowy dla żołnierza',
  military: 'Kredyt gotówkowy dla żołnierza zawodowego i pracownika wojska',
};

const earlyRepayment = consumerCredit.earlyRepaymentCompensationPercent;

const rateTypes = { fixed: 'stała', variable: 'zmienna' } as const;

const months = (count: number) => `${count} ${pluralPl(count, 'miesiąc', 'miesiące', 'miesięcy')}`;

/** Every derived figure of a product's example, computed from its inputs (src/lib/finance.ts). */
export function exampleFigures(product: CreditExampleProduct): CreditFigures {
  const { amount, months: term, annualRatePercent, commissionPercent } = creditExamples[product];
  return creditFigures({
    amount,
    months: term,
    annualRatePercent,
    commission: (amount * commissionPercent) / 100,
  });
}

/**
 * A product's representative example in the terms of the consumer credit act (art. 7 ust. 2):
 * rate and its type, total amount, total cost with its parts, total payable, RRSO, term, number and
 * amount of the monthly instalments, the date of calculation.
 */
export function representativeExampleFor(
  product: CreditExampleProduct,
): RepresentativeExampleContent {
  const inputs = creditExamples[product];
  const figures = exampleFigures(product);
  return typeset({
    id: representativeExampleId,
    title: 'Przykład reprezentatywny',
    intro: `${productNames[product]}. Wyliczenie na dzień ${examplesCalculatedOn}. Prowizja jest płatna jednorazowo przy wypłacie kredytu i nie jest kredytowana.`,
    rows: [
      {
        label: 'Rzeczywista roczna stopa oprocentowania (RRSO)',
        value: formatPercent(figures.aprPercent),
      },
      {
        label: 'Stopa oprocentowania',
        value: `${formatPercent(inputs.annualRatePercent)} w skali roku, ${rateTypes[inputs.rateType]}`,
      },
      { label: 'Całkowita kwota kredytu', value: formatPln(figures.amount) },
      {
        label: 'Całkowity koszt kredytu',
        value: `${formatPln(figures.totalCost)}, w tym odsetki ${formatPln(figures.interest)} i prowizja ${formatPln(figures.commission)}`,
      },
      { label: 'Całkowita kwota do zapłaty', value: formatPln(figures.totalPayable) },
      { label: 'Czas obowiązywania umowy', value: months(figures.months) },
      { label: 'Liczba miesięcznych rat', value: String(figures.months) },
      { label: 'Wysokość miesięcznej raty', value: formatPln(figures.instalment) },
    ],
    disclaimer:
      'Przykład ma charakter informacyjny i nie jest ofertą. Ostateczne warunki, w tym oprocentowanie, prowizja i RRSO, zależą od oferty kredytodawcy i od oceny Twojej zdolności kredytowej, której dokonuje kredytodawca. Przykład nie obejmuje ubezpieczeń ani innych usług dodatkowych: jeśli kredytodawca ich wymaga, całkowity koszt kredytu jest wyższy.',
  });
}

/** The one-line RRSO note beside a headline rate, linking to the page's representative example. */
export function rateNoteFor(product: CreditExampleProduct): RateNote {
  return {
    text: `RRSO ${formatPercent(exampleFigures(product).aprPercent)} – zobacz przykład reprezentatywny`,
    href: `#${representativeExampleId}`,
  };
}

/** Rows of an instalment table at one nominal rate: the monthly instalment of each amount and term. */
export function instalmentRows(
  annualRatePercent: number,
  examples: readonly { amount: number; months: number }[],
): InstalmentRow[] {
  return examples.map(({ amount, months: term }) => ({
    amount,
    months: term,
    instalment: annuityInstalment(amount, annualRatePercent, term),
  }));
}

/** The consolidation example, shown on the general and consolidation pages. */
export const representativeExample = representativeExampleFor('consolidation');

/** What early repayment costs, stated as the consumer credit act has it (art. 49–50). */
export const earlyRepaymentText = `Kredyt możesz spłacić wcześniej w każdej chwili, w całości lub w części, a całkowity koszt kredytu maleje wtedy o koszty przypadające na okres, o który skracasz spłatę. Przy oprocentowaniu zmiennym kredytodawca nie może pobrać opłaty za wcześniejszą spłatę. Przy oprocentowaniu stałym może pobrać rekompensatę nie wyższą niż ${formatPercent(earlyRepayment.moreThanYearLeft)} spłacanej kwoty (${formatPercent(earlyRepayment.upToYearLeft)}, gdy do końca umowy zostało mniej niż rok) – tak stanowi art. 50 ustawy o kredycie konsumenckim.`;

interface LoanTermsOptions {
  variant?: LoanTermsContent['variant'];
  title?: string;
  /** What the figures describe; the lender's final say and the early-repayment rule follow it. */
  note?: string;
  /** Adds "Dodatkowa gotówka: TAK" and "Możliwość konsolidacji: TAK". */
  withOptions?: boolean;
}

/** Spec §9 loan-terms panel figures, in any of its three variants. */
export function standardLoanTerms({
  variant = 'strip',
  title = loanTermsTitle,
  withOptions = false,
  note = 'Parametry mają charakter informacyjny.',
}: LoanTermsOptions = {}): LoanTermsContent {
  const terms = [
    { label: 'Kwota bez zabezpieczeń', value: `do ${formatPln(loanTerms.maxAmountUnsecured)}` },
    { label: 'Okres kredytowania', value: `do ${loanTerms.maxPeriodMonths} miesięcy` },
    {
      label: 'Decyzja kredytodawcy, zwykle',
      value: `${loanTerms.decisionHours.from}–${loanTerms.decisionHours.to} h`,
    },
    { label: 'Oprocentowanie', value: `od ${formatPercent(loanTerms.rateFrom)} rocznie` },
    { label: 'Wcześniejsza spłata', value: 'w każdej chwili' },
    { label: 'Analiza u doradcy', value: formatPln(loanTerms.analysisFee) },
  ];
  if (withOptions) {
    terms.push(
      { label: 'Dodatkowa gotówka', value: 'TAK' },
      { label: 'Możliwość konsolidacji', value: 'TAK' },
    );
  }
  return typeset({
    variant,
    title,
    terms,
    note: `${note} Decyzję kredytową i ostateczne warunki ustala kredytodawca po ocenie zdolności kredytowej. ${earlyRepaymentText}`,
  });
}
