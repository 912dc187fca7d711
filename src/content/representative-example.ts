import { formatPercent, formatPln } from '@/lib/format';
import { loanTerms, representativeExample as example } from './figures';
import type { LoanTermsContent, RepresentativeExampleContent } from './section-types';

/** Spec §9 representative example. Every page that states a rate or an amount shows it. */
export const representativeExample: RepresentativeExampleContent = {
  title: 'Przykład reprezentatywny',
  intro: `Kredyt konsolidacyjny, wyliczenie na dzień ${example.calculatedOn}.`,
  rows: [
    { label: 'Rzeczywista roczna stopa oprocentowania (RRSO)', value: formatPercent(example.apr) },
    { label: 'Całkowita kwota kredytu', value: formatPln(example.creditAmount) },
    { label: 'Całkowita kwota do zapłaty', value: formatPln(example.totalPayable) },
    { label: 'Oprocentowanie zmienne', value: formatPercent(example.variableRate) },
    {
      label: 'Całkowity koszt kredytu',
      value: `${formatPln(example.totalCost)} (prowizja ${formatPln(example.commission)}, odsetki ${formatPln(example.interest)})`,
    },
    {
      label: 'Spłata',
      value: `${example.instalments} równych rat po ${formatPln(example.instalmentAmount)}`,
    },
  ],
  disclaimer:
    'Przykład ma charakter wyłącznie informacyjny i nie stanowi oferty. Ostateczne warunki zależą od zdolności kredytowej, kwoty, okresu kredytowania i oferty wybranego banku.',
};

interface LoanTermsOptions {
  variant?: LoanTermsContent['variant'];
  title?: string;
  /** Adds "Dodatkowa gotówka: TAK" and "Możliwość konsolidacji: TAK". */
  withOptions?: boolean;
}

/** Spec §9 loan-terms panel figures, in any of its three variants. */
export function standardLoanTerms({
  variant = 'strip',
  title,
  withOptions = false,
}: LoanTermsOptions = {}): LoanTermsContent {
  const terms = [
    { label: 'Kwota bez zabezpieczeń', value: `do ${formatPln(loanTerms.maxAmountUnsecured)}` },
    { label: 'Okres kredytowania', value: `do ${loanTerms.maxPeriodMonths} miesięcy` },
    {
      label: 'Decyzja',
      value: `${loanTerms.decisionHours.from}–${loanTerms.decisionHours.to} h`,
    },
    { label: 'Oprocentowanie', value: `od ${formatPercent(loanTerms.rateFrom)} rocznie` },
    { label: 'Wcześniejsza spłata', value: formatPln(loanTerms.prepaymentFee) },
    { label: 'Analiza kredytowa', value: formatPln(loanTerms.analysisFee) },
  ];
  if (withOptions) {
    terms.push(
      { label: 'Dodatkowa gotówka', value: 'TAK' },
      { label: 'Możliwość konsolidacji', value: 'TAK' },
    );
  }
  return { variant, title, terms };
}
