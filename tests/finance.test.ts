// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { annualPercentageRate, annuityInstalment, creditFigures } from '@/lib/finance';

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
