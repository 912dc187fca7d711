import { creditFigures, annuityInstalment, feeOf, type CreditFigures } from '@/lib/finance';
import { formatPercent, formatPln, pluralPl } from '@/lib/format';
import { typeset } from '@/lib/typography';
import {
  brokerRemuneration,
  creditExamples,
  examplesCalculatedOn,
  loanTerms,
  type BrokerRemuneration,
  type CreditExampleProduct,
} from './figures';
import type { RateNote } from '@/sections/hero';
import type { InstalmentRow } from '@/sections/instalment-table';
import type { LoanTerm, LoanTermsContent } from '@/sections/loan-terms-panel';
import type { RepresentativeExampleContent } from '@/sections/representative-example';
import { creditWarning } from './credit-warning';
import { glossary } from './glossary';
import { loanTermsTitle } from './labels';
import { earlyRepaymentText } from './law';

/** What early repayment costs, as the consumer credit act has it (art. 48–50): ./law.ts. */
export { earlyRepaymentText };

/** The anchor of the representative example on every page that shows one. */
export const representativeExampleId = 'przyklad-reprezentatywny';

/** How each product is named in its example. */
const productNames: Record<CreditExampleProduct, string> = {
  consolidation: 'Kredyt konsolidacyjny',
  consolidationCalculator: 'Kredyt konsolidacyjny',
  civilContract: 'Kredyt gotówkowy dla osoby zatrudnionej na umowie zlecenie',
  doctor: 'Kredyt gotówkowy dla lekarza',
  nurse: 'Kredyt gotówkowy dla pielęgniarki',
  teacher: 'Kredyt gotówkowy dla nauczyciela',
  soldier: 'Kredyt gotówkowy dla żołnierza',
  military: 'Kredyt gotówkowy dla żołnierza zawodowego i pracownika wojska',
  cashLoan: 'Kredyt gotówkowy w banku',
};

const rateTypes = { fixed: 'stała', variable: 'zmienna' } as const;
const rateTypeTerms = { fixed: glossary.fixedRate, variable: glossary.variableRate } as const;

const explained = (key: keyof typeof glossary) => glossary[key].explanation;

const months = (count: number) => `${count} ${pluralPl(count, 'miesiąc', 'miesiące', 'miesięcy')}`;

/**
 * Every derived figure of a product's example, computed from its inputs (src/lib/finance.ts): the
 * lender's commission and, once the owner has given it, the broker's remuneration, both paid by the
 * consumer at payout. `remuneration` is the owner's model; a test passes another.
 */
export function exampleFigures(
  product: CreditExampleProduct,
  remuneration: BrokerRemuneration = brokerRemuneration,
): CreditFigures {
  const { amount, months: term, annualRatePercent, commissionPercent } = creditExamples[product];
  return creditFigures({
    amount,
    months: term,
    annualRatePercent,
    commission: feeOf(amount, { percentOfAmount: commissionPercent }),
    brokerFee: remuneration.status === 'given' ? feeOf(amount, remuneration) : 0,
  });
}

/** How the broker's remuneration is charged: a share of the credit amount, a fixed sum, or both. */
function remunerationBasis({
  percentOfAmount,
  fixedAmount,
}: Extract<BrokerRemuneration, { status: 'given' }>) {
  const parts = [
    ...(percentOfAmount > 0 ? [`${formatPercent(percentOfAmount)} całkowitej kwoty kredytu`] : []),
    ...(fixedAmount > 0 ? [formatPln(fixedAmount)] : []),
  ];
  return parts.join(' i ');
}

/** The lender's commission, named in the total cost, explained where it stands. */
const commissionTerm = { text: 'prowizja kredytodawcy', explanation: explained('commission') };

/**
 * While the owner has not given the broker's remuneration: that the figures leave it out, said
 * alike in the examples ('tym przykładzie') and in the consolidation calculator ('tym wyliczeniu').
 */
export function remunerationPendingText(where: string): string {
  return `Nie jest jeszcze uwzględnione w ${where}: podane koszty i RRSO go nie obejmują.`;
}

/**
 * The example's rows on the costs: the total cost names each part by who charges it, and the
 * broker's remuneration has a row of its own saying what it is, or, while the owner has not given
 * it, that the example leaves it out (spec §1: the visitor pays our commission after payout).
 */
function costRows(figures: CreditFigures, remuneration: BrokerRemuneration): LoanTerm[] {
  const interest = `odsetki ${formatPln(figures.interest)}`;
  const commission = `prowizja kredytodawcy ${formatPln(figures.commission)}`;
  if (remuneration.status === 'pending') {
    return [
      {
        label: 'Całkowity koszt kredytu',
        value: `${formatPln(figures.totalCost)}, w tym ${interest} i ${commission}`,
        explanation: explained('totalCost'),
        valueTerms: [commissionTerm],
      },
      {
        label: 'Wynagrodzenie pośrednika kredytowego',
        value: remunerationPendingText('tym przykładzie'),
        explanation: explained('brokerRemuneration'),
      },
    ];
  }
  const basis = remunerationBasis(remuneration);
  return [
    {
      label: 'Całkowity koszt kredytu',
      value: `${formatPln(figures.totalCost)}, w tym ${interest}, ${commission} i wynagrodzenie pośrednika kredytowego ${formatPln(figures.brokerFee)}`,
      explanation: explained('totalCost'),
      valueTerms: [commissionTerm],
    },
    {
      label: 'Wynagrodzenie pośrednika kredytowego',
      value: `${formatPln(figures.brokerFee)}${basis === '' ? '' : ` (${basis})`}, płatne przez Ciebie przy wypłacie kredytu`,
      explanation: explained('brokerRemuneration'),
    },
  ];
}

/**
 * A product's representative example in the terms of the consumer credit act (art. 7 ust. 2):
 * rate and its type, total amount, total cost with its parts, total payable, RRSO, term, number and
 * amount of the monthly instalments, the date of calculation.
 */
export function representativeExampleFor(
  product: CreditExampleProduct,
  remuneration: BrokerRemuneration = brokerRemuneration,
): RepresentativeExampleContent {
  const inputs = creditExamples[product];
  const figures = exampleFigures(product, remuneration);
  const fees =
    remuneration.status === 'given'
      ? 'Prowizja kredytodawcy i wynagrodzenie pośrednika kredytowego są płatne jednorazowo przy wypłacie kredytu i nie są kredytowane.'
      : 'Prowizja kredytodawcy jest płatna jednorazowo przy wypłacie kredytu i nie jest kredytowana.';
  return typeset({
    id: representativeExampleId,
    title: 'Przykład reprezentatywny',
    intro: `${productNames[product]}. Wyliczenie na dzień ${examplesCalculatedOn}. ${fees}`,
    rows: [
      {
        label: 'Rzeczywista roczna stopa oprocentowania (RRSO)',
        value: formatPercent(figures.aprPercent),
        explanation: explained('rrso'),
      },
      {
        label: 'Stopa oprocentowania',
        value: `${formatPercent(inputs.annualRatePercent)} w skali roku, ${rateTypes[inputs.rateType]}`,
        // The rate's type ("zmienna", "stała") is the term that needs explaining.
        valueTerms: [
          {
            text: rateTypes[inputs.rateType],
            explanation: rateTypeTerms[inputs.rateType].explanation,
          },
        ],
      },
      {
        label: 'Całkowita kwota kredytu',
        value: formatPln(figures.amount),
        explanation: explained('totalAmount'),
      },
      {
        label: 'Całkowita kwota do zapłaty',
        value: formatPln(figures.totalPayable),
        explanation: explained('totalPayable'),
      },
      // The costs side by side (two columns on wide screens): the total, then the broker's part.
      ...costRows(figures, remuneration),
      { label: 'Czas obowiązywania umowy', value: months(figures.months) },
      { label: 'Liczba miesięcznych rat', value: String(figures.months) },
      {
        label: 'Wysokość miesięcznej raty',
        value: formatPln(figures.instalment),
        explanation: explained('annuityInstalment'),
      },
    ],
    disclaimer:
      'Przykład ma charakter informacyjny i nie jest ofertą. Ostateczne warunki, w tym oprocentowanie, prowizja kredytodawcy i RRSO, zależą od oferty kredytodawcy i od oceny Twojej zdolności kredytowej, której dokonuje kredytodawca. Przykład nie obejmuje ubezpieczeń ani innych usług dodatkowych: jeśli kredytodawca ich wymaga, całkowity koszt kredytu jest wyższy.',
  });
}

/**
 * The one-line RRSO note beside a headline rate, linking to the page's representative example, with
 * the consumer credit warning that goes wherever a rate is advertised.
 */
export function rateNoteFor(product: CreditExampleProduct): RateNote {
  return {
    text: `RRSO ${formatPercent(exampleFigures(product).aprPercent)} – zobacz przykład reprezentatywny`,
    href: `#${representativeExampleId}`,
    warning: creditWarning,
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

interface LoanTermsOptions {
  variant?: LoanTermsContent['variant'];
  title?: string;
  /** What the figures describe; the lender's final say and the early-repayment rule follow it. */
  note?: string;
  /** Adds "Dodatkowa gotówka: tak" and "Możliwość konsolidacji: tak". */
  withOptions?: boolean;
  /** Whose rate and RRSO the "Oprocentowanie" row states: the page's product (the general offer's). */
  product?: CreditExampleProduct;
}

/** Spec §9 loan-terms panel figures, in any of its three variants. */
export function standardLoanTerms({
  variant = 'strip',
  title = loanTermsTitle,
  withOptions = false,
  note = 'Parametry mają charakter informacyjny.',
  product = 'consolidation',
}: LoanTermsOptions = {}): LoanTermsContent {
  const terms: LoanTerm[] = [
    { label: 'Kwota bez zabezpieczeń', value: `do ${formatPln(loanTerms.maxAmountUnsecured)}` },
    { label: 'Okres kredytowania', value: `do ${loanTerms.maxPeriodMonths} miesięcy` },
    {
      label: 'Decyzja kredytodawcy, zwykle',
      value: `${loanTerms.decisionHours.from}–${loanTerms.decisionHours.to} h`,
    },
    // The general offer's rate is the page product's example's: stated with that example's RRSO.
    {
      label: 'Oprocentowanie',
      value: `od ${formatPercent(creditExamples[product].annualRatePercent)} rocznie (RRSO ${formatPercent(exampleFigures(product).aprPercent)})`,
      valueTerms: [{ text: 'RRSO', explanation: explained('rrso') }],
    },
    { label: 'Wcześniejsza spłata', value: 'w każdej chwili' },
    { label: 'Analiza u doradcy', value: formatPln(loanTerms.analysisFee) },
  ];
  if (withOptions) {
    terms.push(
      { label: 'Dodatkowa gotówka', value: 'tak' },
      { label: 'Możliwość konsolidacji', value: 'tak' },
    );
  }
  return typeset({
    variant,
    title,
    terms,
    note: `${note} Decyzję kredytową i ostateczne warunki ustala kredytodawca po ocenie zdolności kredytowej. ${earlyRepaymentText}`,
  });
}
