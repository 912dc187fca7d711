/**
 * The consolidation calculator's arithmetic: what the visitor repays today (the obligations they
 * list) beside one consolidation credit of their sum, whose figures come from src/lib/finance.ts
 * alone. The offer's inputs (rate, the lender's commission, the broker's remuneration, the limits)
 * are passed in by the caller, from src/content/figures.ts; nothing here is a business figure.
 */
import { creditFigures, feeOf, type CreditFigures } from './finance';

/** One obligation the visitor repays today. */
export interface Debt {
  /** What is left to repay, in złoty. */
  balance: number;
  /** Its monthly instalment, in złoty. */
  instalment: number;
  /** How many instalments are left. */
  monthsLeft: number;
}

/** The consolidation product's inputs and limits. */
export interface ConsolidationOffer {
  annualRatePercent: number;
  /** The lender's commission, in percent of the credit amount, paid at payout. */
  commissionPercent: number;
  /** The broker's remuneration once the owner has given it; left out (0) while undefined. */
  brokerFee?: { percentOfAmount: number; fixedAmount: number };
  /** The largest credit the product offers. */
  maxAmount: number;
  minMonths: number;
  maxMonths: number;
}

export type ConsolidationResult =
  | {
      status: 'ok';
      /** The new credit: its amount is the sum of the balances. */
      figures: CreditFigures;
      /** Sum of today's monthly instalments. */
      currentMonthly: number;
      /** Sum of instalment × months left: what today's obligations still cost in all. */
      currentRemaining: number;
      /** Today's monthly instalments minus the new one: positive when the new one is lower. */
      monthlyDifference: number;
      /** Today's remaining payments minus the new total payable: positive when the new costs less. */
      totalDifference: number;
    }
  /** The balances add up to more than the product lends. */
  | { status: 'over-limit'; amount: number; maxAmount: number }
  /**
   * An input that is no amount, no count of months, out of range, or an obligation whose
   * instalments cannot repay it: nothing to compute.
   */
  | { status: 'invalid' };

const toGrosz = (value: number) => Math.round(value * 100) / 100;

/**
 * Whether an obligation's remaining instalments can repay it: together they must at least cover
 * what is left to repay (interest only adds to it), or the figures cannot be true (a balance ten
 * times what the instalments left add up to, say). Amounts are typed in whole złoty, so each real
 * instalment may be up to a złoty more than typed (its grosze dropped; a last instalment a few
 * grosze off): only a shortfall beyond that is impossible. Equal is possible: a credit at no
 * interest.
 */
export function instalmentsCoverBalance({ balance, instalment, monthsLeft }: Debt): boolean {
  return (instalment + 1) * monthsLeft >= balance;
}

const isAmount = (value: number) => Number.isFinite(value) && value > 0;
const isMonths = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** Today's obligations beside one consolidation credit of their sum over `term` months. */
export function compareConsolidation(
  debts: readonly Debt[],
  term: number,
  offer: ConsolidationOffer,
): ConsolidationResult {
  const valid =
    debts.length > 0 &&
    isMonths(term, offer.minMonths, offer.maxMonths) &&
    debts.every(
      (debt) =>
        isAmount(debt.balance) &&
        isAmount(debt.instalment) &&
        isMonths(debt.monthsLeft, 1, Infinity) &&
        instalmentsCoverBalance(debt),
    );
  if (!valid) return { status: 'invalid' };
  const amount = toGrosz(debts.reduce((sum, debt) => sum + debt.balance, 0));
  if (amount > offer.maxAmount) {
    return { status: 'over-limit', amount, maxAmount: offer.maxAmount };
  }
  const figures = creditFigures({
    amount,
    months: term,
    annualRatePercent: offer.annualRatePercent,
    commission: feeOf(amount, { percentOfAmount: offer.commissionPercent }),
    brokerFee: offer.brokerFee ? feeOf(amount, offer.brokerFee) : 0,
  });
  const currentMonthly = toGrosz(debts.reduce((sum, debt) => sum + debt.instalment, 0));
  const currentRemaining = toGrosz(
    debts.reduce((sum, debt) => sum + debt.instalment * debt.monthsLeft, 0),
  );
  return {
    status: 'ok',
    figures,
    currentMonthly,
    currentRemaining,
    monthlyDifference: toGrosz(currentMonthly - figures.instalment),
    totalDifference: toGrosz(currentRemaining - figures.totalPayable),
  };
}

/** How a figure of the new credit compares with today's: lower, the same to the grosz, or higher. */
export type Change = 'lower' | 'same' | 'higher';

/**
 * The change a difference (today's figure minus the new one) stands for. A difference that rounds
 * to 0,00 zł is no change: it is shown as 0,00, so it must read as the same, never as higher.
 */
export function changeOf(difference: number): Change {
  const grosze = Math.round(difference * 100);
  return grosze > 0 ? 'lower' : grosze < 0 ? 'higher' : 'same';
}

/**
 * What consolidation changes, in the two figures that matter: the monthly instalment and the total
 * repaid. 'lower-instalment-higher-total' is the usual case of a longer term.
 */
export type ConsolidationVerdict = `${Change}-instalment-${Change}-total`;

export function verdictOf({
  monthlyDifference,
  totalDifference,
}: {
  monthlyDifference: number;
  totalDifference: number;
}): ConsolidationVerdict {
  return `${changeOf(monthlyDifference)}-instalment-${changeOf(totalDifference)}-total`;
}
