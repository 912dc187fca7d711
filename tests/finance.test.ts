// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  annualPercentageRate,
  annuityInstalment,
  creditFigures,
  earlyRepaymentCommission,
  earlyRepaymentFigures,
  feeOf,
} from '@/lib/finance';

describe('annuity instalment', () => {
  it('matches the textbook formula, to the grosz', () => {
    // 100 000 zł at 7.99% a year over 96 months (the consolidation example's inputs).
    expect(annuityInstalment(100_000, 7.99, 96)).toBe(1_413.16);
    // The instalment tables of the nurse, teacher and military pages.
    expect(annuityInstalment(30_000, 8.49, 36)).toBe(946.89);
    expect(annuityInstalment(10_000, 8.49, 36)).toBe(315.63);
    expect(annuityInstalment(30_000, 8.5, 36)).toBe(947.03);
    expect(annuityInstalment(50_000, 8.5, 60)).toBe(1_025.83);
  });

  it('divides evenly when there is no interest, and refuses nonsense', () => {
    expect(annuityInstalment(12_000, 0, 12)).toBe(1_000);
    expect(() => annuityInstalment(0, 8, 12)).toThrow(RangeError);
    expect(() => annuityInstalment(1_000, 8, 0)).toThrow(RangeError);
    expect(() => annuityInstalment(1_000, 8, 1.5)).toThrow(RangeError);
  });
});

describe('RRSO (annex 4 of the consumer credit act)', () => {
  it('equals the nominal rate compounded monthly when there are no other costs', () => {
    const instalment = annuityInstalment(100_000, 12, 12);
    // (1 + 0.12/12)^12 − 1 = 12.68%; the instalment is rounded to the grosz.
    expect(annualPercentageRate(100_000, instalment, 12)).toBeCloseTo(12.68, 1);
  });

  it('discounts the payments back to exactly the credit paid out', () => {
    const apr = annualPercentageRate(97_000, 1_413.16, 96) / 100;
    let presentValue = 0;
    for (let k = 1; k <= 96; k += 1) presentValue += 1_413.16 * (1 + apr) ** (-k / 12);
    expect(presentValue).toBeCloseTo(97_000, -1);
  });

  it('refuses payments that do not even repay the credit', () => {
    expect(() => annualPercentageRate(10_000, 100, 12)).toThrow(RangeError);
  });
});

describe('credit figures', () => {
  it('adds up: cost = interest + commission, payable = amount + cost', () => {
    const figures = creditFigures({
      amount: 100_000,
      annualRatePercent: 7.99,
      months: 96,
      commission: 3_000,
    });
    expect(figures.instalment).toBe(1_413.16);
    expect(figures.interest).toBe(35_663.36);
    expect(figures.totalCost).toBe(38_663.36);
    expect(figures.totalPayable).toBe(138_663.36);
    expect(figures.aprPercent).toBeGreaterThan(7.99);
  });

  it('gives the teacher example about 11 860 zł payable and an RRSO of about 12.7%', () => {
    const figures = creditFigures({
      amount: 10_000,
      annualRatePercent: 8.49,
      months: 36,
      commission: 500,
    });
    expect(figures.totalPayable).toBeCloseTo(11_862.68, 2);
    // 9 500 zł received, 36 × 315.63 zł paid: a monthly rate of about 1.0006%, so
    // (1.010006)^12 − 1 ≈ 12.69% a year — not the 11.2% the spec's marketing copy printed.
    expect(figures.aprPercent).toBeGreaterThan(12.6);
    expect(figures.aprPercent).toBeLessThan(12.8);
  });
});

/**
 * The annex 4 equation solved independently of the finance module: Newton's method on
 * f(X) = Σ instalment (1 + X)^(−k/12) − netAdvance, with its derivative written out, from a
 * start of 10 %. The module bisects; agreeing to 0.01 point, they share no mistake of method.
 */
function newtonApr(netAdvance: number, instalment: number, months: number): number {
  let x = 0.1;
  for (let step = 0; step < 100; step += 1) {
    let value = -netAdvance;
    let slope = 0;
    for (let k = 1; k <= months; k += 1) {
      const t = k / 12;
      value += instalment * (1 + x) ** -t;
      slope -= t * instalment * (1 + x) ** (-t - 1);
    }
    const next = x - value / slope;
    if (Math.abs(next - x) < 1e-13) return next * 100;
    x = next;
  }
  throw new Error('Newton did not converge');
}

describe("the broker's remuneration is a cost of the credit", () => {
  it('was checked by hand on a one-month credit: RRSO = (instalment / amount received)^12 − 1', () => {
    // 10 000 zł at 12 % for one month: one instalment of 10 000 × 1.01 = 10 100 zł. The consumer
    // pays the lender's 100 zł commission and the broker's 200 zł at payout, so has 9 700 zł:
    // 9 700 = 10 100 × (1 + X)^(−1/12), X = (10 100 / 9 700)^12 − 1 = 0.62404 (a calculator's).
    const figures = creditFigures({
      amount: 10_000,
      annualRatePercent: 12,
      months: 1,
      commission: 100,
      brokerFee: 200,
    });
    expect(figures.instalment).toBe(10_100);
    expect(figures.interest).toBe(100);
    expect(figures.totalCost).toBe(400);
    expect(figures.totalPayable).toBe(10_400);
    expect(figures.aprPercent).toBe(62.4);
    expect(figures.aprPercent).toBeCloseTo(((10_100 / 9_700) ** 12 - 1) * 100, 2);
  });

  it("adds it to the total cost and the total payable, beside the lender's commission", () => {
    const terms = { amount: 100_000, annualRatePercent: 8.49, months: 96, commission: 3_000 };
    const withoutFee = creditFigures(terms);
    const withFee = creditFigures({ ...terms, brokerFee: 2_000 });
    expect(withFee.instalment).toBe(withoutFee.instalment);
    expect(withFee.interest).toBe(withoutFee.interest);
    expect(withFee.brokerFee).toBe(2_000);
    expect(withFee.totalCost).toBeCloseTo(withFee.interest + 3_000 + 2_000, 2);
    expect(withFee.totalCost).toBeCloseTo(withoutFee.totalCost + 2_000, 2);
    expect(withFee.totalPayable).toBeCloseTo(100_000 + withFee.totalCost, 2);
    expect(withFee.totalPayable).toBeCloseTo(withFee.instalment * 96 + 5_000, 2);
  });

  it('puts both fees into the RRSO as the annex 4 formula has it (Newton, independently)', () => {
    const cases = [
      { amount: 100_000, annualRatePercent: 8.49, months: 96, commission: 3_000, brokerFee: 2_000 },
      { amount: 10_000, annualRatePercent: 8.49, months: 36, commission: 500, brokerFee: 650 },
      { amount: 30_000, annualRatePercent: 5.9, months: 144, commission: 0, brokerFee: 1_500 },
      { amount: 5_000, annualRatePercent: 0, months: 12, commission: 250, brokerFee: 250 },
    ];
    // The independent solver itself reproduces the hand-checked one-month case.
    expect(newtonApr(9_700, 10_100, 1)).toBeCloseTo(62.4036, 3);
    for (const terms of cases) {
      const figures = creditFigures(terms);
      const received = terms.amount - terms.commission - terms.brokerFee;
      expect(figures.aprPercent, JSON.stringify(terms)).toBeCloseTo(
        newtonApr(received, figures.instalment, terms.months),
        2,
      );
    }
  });

  it('raises the RRSO above the one without it, and leaves everything as it was when absent', () => {
    const terms = { amount: 100_000, annualRatePercent: 8.49, months: 96, commission: 3_000 };
    const withoutFee = creditFigures(terms);
    expect(creditFigures({ ...terms, brokerFee: 0 })).toEqual(withoutFee);
    expect(withoutFee.brokerFee).toBe(0);
    expect(creditFigures({ ...terms, brokerFee: 2_000 }).aprPercent).toBeGreaterThan(
      withoutFee.aprPercent + 0.4,
    );
  });

  it('refuses a negative fee, or fees that take the whole credit', () => {
    const terms = { amount: 10_000, annualRatePercent: 8, months: 12 };
    expect(() => creditFigures({ ...terms, brokerFee: -1 })).toThrow(RangeError);
    expect(() => creditFigures({ ...terms, commission: 5_000, brokerFee: 5_000 })).toThrow(
      RangeError,
    );
  });

  it('finds a very high RRSO too (the search widens past 1000 % a year)', () => {
    const figures = creditFigures({
      amount: 1_000,
      annualRatePercent: 10,
      months: 1,
      brokerFee: 500,
    });
    expect(figures.aprPercent).toBeCloseTo(((figures.instalment / 500) ** 12 - 1) * 100, 0);
    expect(figures.aprPercent).toBeGreaterThan(1_000);
  });
});

describe('a fee as a share of the amount and/or a fixed sum', () => {
  it('adds the two parts, to the grosz', () => {
    expect(feeOf(100_000, { percentOfAmount: 3 })).toBe(3_000);
    expect(feeOf(100_000, { fixedAmount: 1_200 })).toBe(1_200);
    expect(feeOf(12_340, { percentOfAmount: 1.5, fixedAmount: 99 })).toBe(284.1);
    expect(feeOf(33_333, { percentOfAmount: 1 })).toBe(333.33);
    expect(feeOf(12_345, {})).toBe(0);
    expect(() => feeOf(10_000, { percentOfAmount: -1 })).toThrow(RangeError);
  });
});

describe('early repayment (art. 49): the capital still owed and the interest it saves', () => {
  const terms = { amount: 100_000, annualRatePercent: 8.49, months: 96 };

  it('owes the whole amount before any instalment and nothing after the last one', () => {
    expect(earlyRepaymentFigures(terms, 0)).toEqual({
      outstanding: 100_000,
      interestSaved: creditFigures(terms).interest,
      monthsLeft: 96,
    });
    expect(earlyRepaymentFigures(terms, 96)).toEqual({
      outstanding: 0,
      interestSaved: 0,
      monthsLeft: 0,
    });
  });

  it('owes the present value of the remaining instalments, to a few grosze', () => {
    const instalment = annuityInstalment(100_000, 8.49, 96);
    const monthly = 8.49 / 100 / 12;
    const presentValue = (instalment * (1 - (1 + monthly) ** -60)) / monthly;
    const { outstanding, interestSaved } = earlyRepaymentFigures(terms, 36);
    expect(Math.abs(outstanding - presentValue)).toBeLessThan(0.1);
    expect(interestSaved).toBeCloseTo(instalment * 60 - outstanding, 2);
    // Less is saved the later the credit is repaid.
    expect(earlyRepaymentFigures(terms, 60).interestSaved).toBeLessThan(interestSaved);
  });

  it('refuses a number of instalments the schedule does not have', () => {
    expect(() => earlyRepaymentFigures(terms, 97)).toThrow(RangeError);
    expect(() => earlyRepaymentFigures(terms, -1)).toThrow(RangeError);
    expect(() => earlyRepaymentFigures(terms, 1.5)).toThrow(RangeError);
  });
});

describe('early repayment (art. 50): the most a lender may charge as a commission', () => {
  // Made-up inputs for the test only: an average wage of 9 000 zł, the statute's 3 × and 1% / 0,5%.
  const rule = {
    moreThanYearLeftPercent: 1,
    upToYearLeftPercent: 0.5,
    averageWagesMultiple: 3,
    averageWage: 9_000,
  };
  const repayment = { repaid: 30_000, monthsLeft: 24, interestSaved: 2_000, fixedRate: true };

  it('allows none at a variable rate, or at or below three average wages repaid', () => {
    expect(earlyRepaymentCommission({ ...repayment, fixedRate: false }, rule)).toMatchObject({
      allowed: false,
      maximum: 0,
    });
    const atThreshold = earlyRepaymentCommission({ ...repayment, repaid: 27_000 }, rule);
    expect(atThreshold).toMatchObject({ threshold: 27_000, allowed: false, maximum: 0 });
    // The percentage cap is still stated: it is what the lender could charge above the threshold.
    expect(atThreshold.percentCap).toBe(270);
  });

  it('caps it at 1% with more than a year left and 0,5% when the period does not exceed a year', () => {
    expect(earlyRepaymentCommission(repayment, rule)).toEqual({
      threshold: 27_000,
      allowed: true,
      percent: 1,
      percentCap: 300,
      maximum: 300,
    });
    expect(earlyRepaymentCommission({ ...repayment, monthsLeft: 13 }, rule).percent).toBe(1);
    expect(earlyRepaymentCommission({ ...repayment, monthsLeft: 12 }, rule)).toMatchObject({
      percent: 0.5,
      maximum: 150,
    });
  });

  it('never charges more than the interest the remaining period would have carried', () => {
    expect(earlyRepaymentCommission({ ...repayment, interestSaved: 120 }, rule).maximum).toBe(120);
    expect(() => earlyRepaymentCommission({ ...repayment, repaid: -1 }, rule)).toThrow(RangeError);
  });
});
