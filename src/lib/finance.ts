/**
 * The credit arithmetic behind every derived figure the site publishes: the monthly annuity
 * instalment, interest, total cost, total amount payable and the RRSO (rzeczywista roczna stopa
 * oprocentowania) by the formula of annex 4 to the Polish consumer credit act (ustawa z dnia
 * 12 maja 2011 r. o kredycie konsumenckim): the annual rate X at which the credit paid out equals
 * the discounted payments, Σ C_k (1 + X)^(−s_k) = Σ D_l (1 + X)^(−t_l), with time in years and each
 * month counted as 1/12 of a year.
 *
 * Inputs are the offer's own figures (amount, nominal rate, term, the lender's commission, the
 * broker's remuneration); nothing derived is typed by hand anywhere else. Both fees are paid by the
 * consumer once, when the credit is paid out, and are not financed: the consumer then has the
 * amount minus the fees (the C_k of annex 4) and repays the amount with interest (the D_l).
 */

export interface CreditTerms {
  /** Całkowita kwota kredytu: what the consumer receives, in złoty. */
  amount: number;
  /** Nominal annual interest rate (stopa oprocentowania), in percent a year. */
  annualRatePercent: number;
  /** Number of equal monthly instalments (czas obowiązywania umowy in months). */
  months: number;
  /** The lender's commission (prowizja kredytodawcy) in złoty, paid at payout; not financed. */
  commission?: number;
  /**
   * The broker's remuneration (wynagrodzenie pośrednika kredytowego) in złoty that the consumer
   * pays at payout; not financed. A cost of the credit like the commission (consumer credit act
   * art. 5 pkt 6), so it is in the total cost, the total payable and the RRSO.
   */
  brokerFee?: number;
}

export interface CreditFigures extends Required<CreditTerms> {
  /** Each monthly instalment, rounded to the grosz. */
  instalment: number;
  /** Interest over the whole term: instalments paid minus the amount. */
  interest: number;
  /** Całkowity koszt kredytu: interest plus the commission plus the broker's remuneration. */
  totalCost: number;
  /** Całkowita kwota do zapłaty: the amount plus the total cost. */
  totalPayable: number;
  /** RRSO in percent, rounded to two decimals. */
  aprPercent: number;
}

const toGrosz = (value: number) => Math.round(value * 100) / 100;

/** A fee charged as a share of the credit amount and/or a fixed sum, in złoty to the grosz. */
export function feeOf(
  amount: number,
  { percentOfAmount = 0, fixedAmount = 0 }: { percentOfAmount?: number; fixedAmount?: number },
) {
  if (percentOfAmount < 0 || fixedAmount < 0) throw new RangeError('A fee cannot be negative');
  return toGrosz((amount * percentOfAmount) / 100 + fixedAmount);
}

/** The equal monthly instalment that repays `amount` with interest at the nominal annual rate. */
export function annuityInstalment(amount: number, annualRatePercent: number, months: number) {
  if (!(amount > 0) || !(months > 0) || !Number.isInteger(months) || annualRatePercent < 0) {
    throw new RangeError(`No instalment for ${amount} zł over ${months} months`);
  }
  const monthly = annualRatePercent / 100 / 12;
  const exact =
    monthly === 0 ? amount / months : (amount * monthly) / (1 - (1 + monthly) ** -months);
  return toGrosz(exact);
}

/**
 * The RRSO of a credit paying out `netAdvance` at once and collected by `months` equal monthly
 * `instalment`s: the X solving netAdvance = Σ instalment (1 + X)^(−k/12), by bisection (the sum
 * falls as X rises, so the root is unique), in percent rounded to two decimals.
 */
export function annualPercentageRate(netAdvance: number, instalment: number, months: number) {
  const presentValue = (x: number) => {
    const discount = (1 + x) ** (-1 / 12);
    let sum = 0;
    let factor = 1;
    for (let k = 1; k <= months; k += 1) {
      factor *= discount;
      sum += instalment * factor;
    }
    return sum;
  };
  if (!(netAdvance > 0)) throw new RangeError('The fees take the whole credit');
  if (presentValue(0) < netAdvance) throw new RangeError('The payments do not repay the credit');
  let low = 0;
  let high = 10;
  // Large fees on a short credit can push the rate past 1000 % a year: widen until it is bracketed.
  while (presentValue(high) > netAdvance) high *= 2;
  for (let step = 0; step < 200 && high - low > 1e-12; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > netAdvance) low = middle;
    else high = middle;
  }
  return Math.round(((low + high) / 2) * 100 * 100) / 100;
}

/** Every figure of a representative example, from the offer's inputs. */
export function creditFigures(terms: CreditTerms): CreditFigures {
  const commission = terms.commission ?? 0;
  const brokerFee = terms.brokerFee ?? 0;
  if (commission < 0 || brokerFee < 0) throw new RangeError('A fee cannot be negative');
  const instalment = annuityInstalment(terms.amount, terms.annualRatePercent, terms.months);
  const interest = toGrosz(instalment * terms.months - terms.amount);
  const totalCost = toGrosz(interest + commission + brokerFee);
  return {
    ...terms,
    commission,
    brokerFee,
    instalment,
    interest,
    totalCost,
    totalPayable: toGrosz(terms.amount + totalCost),
    // Both fees are paid when the credit is paid out, so the consumer has that much less.
    aprPercent: annualPercentageRate(
      toGrosz(terms.amount - commission - brokerFee),
      instalment,
      terms.months,
    ),
  };
}

/** What early repayment of an annuity credit involves after some instalments have been paid. */
export interface EarlyRepaymentFigures {
  /** Kwota pozostała do spłaty: the capital still owed, what closes the credit at that moment. */
  outstanding: number;
  /** Interest the remaining instalments would still have carried: what repaying now saves. */
  interestSaved: number;
  /** Instalments left in the schedule. */
  monthsLeft: number;
}

/**
 * The capital still owed after `paidInstalments` equal monthly instalments (interest charged on the
 * balance each month, to the grosz), and the interest that repaying it then no longer costs: the
 * remaining instalments minus that capital (consumer credit act art. 49).
 */
export function earlyRepaymentFigures(
  terms: Pick<CreditTerms, 'amount' | 'annualRatePercent' | 'months'>,
  paidInstalments: number,
): EarlyRepaymentFigures {
  const { amount, annualRatePercent, months } = terms;
  if (!Number.isInteger(paidInstalments) || paidInstalments < 0 || paidInstalments > months) {
    throw new RangeError(`No balance after ${paidInstalments} of ${months} instalments`);
  }
  const instalment = annuityInstalment(amount, annualRatePercent, months);
  const monthly = annualRatePercent / 100 / 12;
  let outstanding = amount;
  for (let month = 1; month <= paidInstalments; month += 1) {
    outstanding = toGrosz(outstanding + toGrosz(outstanding * monthly) - instalment);
  }
  const monthsLeft = months - paidInstalments;
  // The last instalment absorbs the grosze of rounding: nothing is owed once all are paid.
  if (monthsLeft === 0) return { outstanding: 0, interestSaved: 0, monthsLeft };
  return {
    outstanding,
    interestSaved: toGrosz(instalment * monthsLeft - outstanding),
    monthsLeft,
  };
}

/**
 * The statute's limits on the commission for early repayment (prowizja za spłatę kredytu przed
 * terminem), consumer credit act art. 50: the commission may be agreed only for a repayment in a
 * fixed-rate period and only when more than `averageWagesMultiple` times the average wage (the one
 * the act names) is repaid within twelve months (ust. 1); it is at most `moreThanYearLeftPercent`
 * of the amount repaid when more than a year of the agreement is left (ust. 2),
 * `upToYearLeftPercent` when that period does not exceed a year (ust. 3), and never more than the
 * interest the remaining period would have carried (ust. 4).
 */
export interface EarlyRepaymentCommissionRule {
  moreThanYearLeftPercent: number;
  upToYearLeftPercent: number;
  averageWagesMultiple: number;
  /** The average monthly wage the threshold is a multiple of, in złoty. */
  averageWage: number;
}

export interface EarlyRepaymentCommission {
  /** Above this amount repaid within twelve months a commission may be charged at all. */
  threshold: number;
  /** Whether art. 50 ust. 1 allows a commission for this repayment at all. */
  allowed: boolean;
  /** The percentage cap for the period left (ust. 2 or 3). */
  percent: number;
  /** That cap in złoty, for the amount repaid. */
  percentCap: number;
  /** The most the lender may charge: 0 when not allowed, else the lower of the two caps. */
  maximum: number;
}

/** The most a lender may charge for repaying `repaid` złoty early (consumer credit act art. 50). */
export function earlyRepaymentCommission(
  {
    repaid,
    monthsLeft,
    interestSaved,
    fixedRate,
  }: { repaid: number; monthsLeft: number; interestSaved: number; fixedRate: boolean },
  rule: EarlyRepaymentCommissionRule,
): EarlyRepaymentCommission {
  if (repaid < 0 || monthsLeft < 0 || interestSaved < 0) {
    throw new RangeError('No commission for a negative repayment, period or interest');
  }
  const threshold = toGrosz(rule.averageWage * rule.averageWagesMultiple);
  const percent = monthsLeft > 12 ? rule.moreThanYearLeftPercent : rule.upToYearLeftPercent;
  const percentCap = feeOf(repaid, { percentOfAmount: percent });
  const allowed = fixedRate && repaid > threshold;
  return {
    threshold,
    allowed,
    percent,
    percentCap,
    maximum: allowed ? Math.min(percentCap, interestSaved) : 0,
  };
}
