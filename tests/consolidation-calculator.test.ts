// @vitest-environment node
/**
 * The consolidation calculator's maths against figures computed apart from src/lib/finance.ts: the
 * instalment by the annuity formula in decimal arithmetic, the RRSO by Newton's method on the annex 4
 * equation (Python, by hand), each rounded to the grosz or to two decimals as published.
 */
import { describe, expect, it } from 'vitest';
import { creditExamples } from '@/content/figures';
import {
  calculatorCopy,
  calculatorDefaultTerm,
  calculatorOffer,
  consolidationCalculatorPage,
} from '@/content/pages/consolidation-calculator';
import { exampleFigures } from '@/content/representative-example';
import { calculatorLimits } from '@shared/calculator-limits';
import { checkInput } from '@/features/calculator/calculator-input';
import {
  compareConsolidation,
  verdictOf,
  type ConsolidationOffer,
  type Debt,
} from '@/lib/consolidation';
import { formatPercent } from '@/lib/format';
import { plainText } from '@/lib/typography';

/** The consolidation example's inputs, as the calculator uses them: 8.49 % a year, 3 % commission. */
const offer: ConsolidationOffer = {
  annualRatePercent: 8.49,
  commissionPercent: 3,
  maxAmount: 300_000,
  minMonths: 12,
  maxMonths: 120,
};

function computed(debts: Debt[], term: number, terms: ConsolidationOffer = offer) {
  const result = compareConsolidation(debts, term, terms);
  if (result.status !== 'ok') throw new Error(`expected a result, got ${result.status}`);
  return result;
}

describe('consolidation calculator maths', () => {
  it('uses the consolidation example of figures.ts, the broker remuneration left out while pending', () => {
    expect(calculatorOffer).toEqual(offer);
  });

  it('states on its page the rate it computes with and the RRSO it shows, never an "od" rate', () => {
    // 100 000 zł at the term the calculator starts with (84 months).
    const atStart = computed(
      [{ balance: 100000, instalment: 2000, monthsLeft: 60 }],
      calculatorDefaultTerm,
      calculatorOffer,
    );
    const page = consolidationCalculatorPage;
    const stated = plainText(
      [
        page.intro.lead,
        page.intro.rateNote?.text,
        ...page.howTo.paragraphs,
        calculatorCopy.fees,
      ].join(' '),
    );
    expect(stated).not.toMatch(/\bod \d/);
    const rates = [...stated.matchAll(/oprocentowani\p{L}* (\d+,\d+%)/gu)].map((match) => match[1]);
    const rrsos = [...stated.matchAll(/RRSO(?: wynosi)? (\d+,\d+%)/g)].map((match) => match[1]);
    expect(rates.length).toBeGreaterThanOrEqual(3);
    expect(new Set(rates)).toEqual(new Set([formatPercent(calculatorOffer.annualRatePercent)]));
    // 9,88 %, not the 96-month consolidation example's 9,76 %.
    expect(rrsos.length).toBeGreaterThanOrEqual(2);
    expect(new Set(rrsos)).toEqual(new Set([formatPercent(atStart.figures.aprPercent)]));
    // The page's representative example is this calculation, computed from the same inputs.
    expect(page.representativeExample.rows[0]?.value).toBe(
      formatPercent(atStart.figures.aprPercent),
    );
    expect(creditExamples.consolidationCalculator).toMatchObject({
      amount: 100000,
      months: calculatorDefaultTerm,
    });
    expect(atStart.figures).toEqual(exampleFigures('consolidationCalculator'));
  });

  it('a single payday loan: one instalment for it over two years costs less in all', () => {
    // 5 000 zł left, 5 instalments of 1 200 zł: 6 000 zł still to pay.
    const result = computed([{ balance: 5000, instalment: 1200, monthsLeft: 5 }], 24);
    expect(result.figures).toMatchObject({
      amount: 5000,
      commission: 150,
      instalment: 227.26,
      totalCost: 604.24,
      totalPayable: 5604.24,
      aprPercent: 12.17,
    });
    expect(result.currentMonthly).toBe(1200);
    expect(result.currentRemaining).toBe(6000);
    expect(result.monthlyDifference).toBe(972.74);
    expect(result.totalDifference).toBe(395.76);
    expect(verdictOf(result)).toBe('lower-instalment-lower-total');
  });

  it('several debts: the new credit is the sum of the balances, today is the sum of the rows', () => {
    const result = computed(
      [
        { balance: 12000, instalment: 950, monthsLeft: 14 },
        { balance: 4500, instalment: 620, monthsLeft: 8 },
        { balance: 30000, instalment: 780, monthsLeft: 60 },
      ],
      84,
    );
    expect(result.figures).toMatchObject({
      amount: 46500,
      commission: 1395,
      instalment: 736.16,
      totalCost: 16732.44,
      totalPayable: 63232.44,
      aprPercent: 9.88,
    });
    // 950 + 620 + 780; 13 300 + 4 960 + 46 800.
    expect(result.currentMonthly).toBe(2350);
    expect(result.currentRemaining).toBe(65060);
    expect(result.monthlyDifference).toBe(1613.84);
    expect(result.totalDifference).toBe(1827.56);
  });

  it('a long term lowers the instalment but raises the total repaid, and says which', () => {
    // 20 000 zł at 700 zł for 32 more months (22 400 zł) stretched over 120 months.
    const result = computed([{ balance: 20000, instalment: 700, monthsLeft: 32 }], 120);
    expect(result.figures).toMatchObject({
      instalment: 247.86,
      totalCost: 10343.2,
      totalPayable: 30343.2,
      aprPercent: 9.6,
    });
    expect(result.monthlyDifference).toBe(452.14);
    expect(result.totalDifference).toBe(-7943.2);
    expect(verdictOf(result)).toBe('lower-instalment-higher-total');
    expect(
      plainText(
        calculatorCopy.verdicts['lower-instalment-higher-total']({
          monthly: '452,14 zł',
          total: '7 943,20 zł',
        }),
      ),
    ).toContain('łącznie zapłacisz o 7 943,20 zł więcej');
  });

  it('a short term can raise the instalment and still cost less in all', () => {
    const result = computed([{ balance: 10000, instalment: 300, monthsLeft: 48 }], 36);
    expect(result.figures.instalment).toBe(315.63);
    expect(result.figures.totalPayable).toBe(11662.68);
    expect(result.monthlyDifference).toBe(-15.63);
    expect(result.totalDifference).toBe(2737.32);
    expect(verdictOf(result)).toBe('higher-instalment-lower-total');
  });

  it('says an instalment or a total that stays the same to the grosz is the same, never higher', () => {
    // 46 500 zł over 96 months: an instalment of exactly 669,00 zł; the total payable 65 619,00 zł
    // (64 224 zł of instalments and the 3 % commission, 1 395 zł).
    const sameInstalment = computed([{ balance: 46500, instalment: 669, monthsLeft: 96 }], 96);
    expect(sameInstalment.figures).toMatchObject({ instalment: 669, totalPayable: 65619 });
    expect(sameInstalment.monthlyDifference).toBe(0);
    expect(sameInstalment.totalDifference).toBe(-1395);
    expect(verdictOf(sameInstalment)).toBe('same-instalment-higher-total');
    const sentence = plainText(
      calculatorCopy.verdicts[verdictOf(sameInstalment)]({
        monthly: '0,00 zł',
        total: '1 395,00 zł',
      }),
    );
    expect(sentence).toContain('rata pozostałaby taka sama');
    expect(sentence).toContain('łącznie zapłacisz o 1 395,00 zł więcej');
    expect(sentence).not.toMatch(/wyższa|niższa|0,00/);
    expect(plainText(calculatorCopy.changes.same)).toBe('tyle samo co dziś');

    // 69 instalments of 951 zł left: 65 619 zł, the new total payable to the grosz.
    const sameTotal = computed([{ balance: 46500, instalment: 951, monthsLeft: 69 }], 96);
    expect(sameTotal.totalDifference).toBe(0);
    expect(verdictOf(sameTotal)).toBe('lower-instalment-same-total');
    expect(
      plainText(
        calculatorCopy.verdicts['lower-instalment-same-total']({
          monthly: '282,00 zł',
          total: '0,00 zł',
        }),
      ),
    ).toBe(
      'Rata byłaby niższa o 282,00 zł miesięcznie, a łącznie zapłacisz tyle samo co przy obecnych ratach.',
    );

    // A difference that rounds to 0,00 zł is shown as 0,00 zł: the same, whatever its sign.
    expect(verdictOf({ monthlyDifference: 0.004, totalDifference: -0.004 })).toBe(
      'same-instalment-same-total',
    );
    expect(verdictOf({ monthlyDifference: -0.01, totalDifference: 0.01 })).toBe(
      'higher-instalment-lower-total',
    );
    expect(
      plainText(
        calculatorCopy.verdicts['same-instalment-same-total']({
          monthly: '0,00 zł',
          total: '0,00 zł',
        }),
      ),
    ).toContain('rata pozostałaby taka sama i łącznie zapłacisz tyle samo');
  });

  it("counts the broker's remuneration in the cost and the RRSO once it is given", () => {
    const withFee = computed([{ balance: 10000, instalment: 300, monthsLeft: 48 }], 36, {
      ...offer,
      brokerFee: { percentOfAmount: 2, fixedAmount: 0 },
    });
    expect(withFee.figures).toMatchObject({
      brokerFee: 200,
      totalCost: 1862.68,
      totalPayable: 11862.68,
      aprPercent: 12.71,
    });
  });

  it('shows no result above the largest credit, and none for input that is no amount', () => {
    expect(
      compareConsolidation(
        [
          { balance: 200000, instalment: 3000, monthsLeft: 100 },
          { balance: 100001, instalment: 2000, monthsLeft: 80 },
        ],
        84,
        offer,
      ),
    ).toEqual({ status: 'over-limit', amount: 300001, maxAmount: 300000 });
    const bad: [Debt[], number][] = [
      [[], 84],
      [[{ balance: Number.NaN, instalment: 500, monthsLeft: 10 }], 84],
      [[{ balance: 5000, instalment: Number.POSITIVE_INFINITY, monthsLeft: 10 }], 84],
      [[{ balance: -5000, instalment: 500, monthsLeft: 10 }], 84],
      [[{ balance: 5000, instalment: 0, monthsLeft: 10 }], 84],
      [[{ balance: 5000, instalment: 500, monthsLeft: 0 }], 84],
      [[{ balance: 5000, instalment: 500, monthsLeft: 2.5 }], 84],
      [[{ balance: 5000, instalment: 500, monthsLeft: 10 }], 11],
      [[{ balance: 5000, instalment: 500, monthsLeft: 10 }], 121],
    ];
    for (const [debts, term] of bad) {
      expect(compareConsolidation(debts, term, offer)).toEqual({ status: 'invalid' });
    }
  });

  it('answers bad input in Polish beside the field, and computes only from valid fields', () => {
    const { messages } = calculatorCopy;
    const checked = checkInput(
      [
        { balance: '12 000', instalment: '950', monthsLeft: '14' },
        { balance: 'abc', instalment: '0', monthsLeft: '361' },
        { balance: '1000001', instalment: '12,5', monthsLeft: '' },
      ],
      '130',
    );
    expect(checked.debts).toBeUndefined();
    expect(checked.errors).toEqual({
      'debts.1.balance': messages.balanceDigits,
      'debts.1.instalment': messages.instalmentPositive,
      'debts.1.monthsLeft': messages.monthsRange,
      'debts.2.balance': messages.balanceMax,
      'debts.2.instalment': messages.instalmentDigits,
      'debts.2.monthsLeft': messages.monthsRequired,
      term: messages.termRange,
    });
    expect(plainText(messages.balanceDigits)).toBe('Podaj kwotę w formacie liczbowym, np. 15000');
    expect(plainText(messages.monthsRange)).toBe('Podaj liczbę rat od 1 do 360.');
    expect(plainText(messages.balanceMax)).toBe(
      'Jedno zobowiązanie może wynosić najwyżej 1 000 000 zł.',
    );
    // An empty field waits for the visitor; it is not an error shown at once.
    expect([...checked.missing]).toEqual(['debts.2.monthsLeft']);

    const valid = checkInput([{ balance: '12 000', instalment: '950', monthsLeft: '14' }], '84');
    expect(valid).toMatchObject({
      debts: [{ balance: 12000, instalment: 950, monthsLeft: 14 }],
      term: 84,
      errors: {},
    });
  });
  it('shows no result for figures that cannot be true, and says why beside the field', () => {
    const { messages } = calculatorCopy;
    // Issue 38: 10 000 zł left and 10 instalments of 100 zł, 1 000 zł in all.
    const short = checkInput([{ balance: '10 000', instalment: '100', monthsLeft: '10' }], '84');
    expect(short.debts).toBeUndefined();
    expect(Object.keys(short.errors)).toEqual(['debts.0.monthsLeft']);
    expect(plainText(short.errors['debts.0.monthsLeft'] ?? '')).toBe(
      '10 rat po 100 zł to razem 1 000 zł, a do spłaty zostało 10 000 zł. Raty muszą pokryć co najmniej kwotę do spłaty – sprawdź kwotę, ratę i liczbę rat.',
    );
    expect(
      compareConsolidation([{ balance: 10000, instalment: 100, monthsLeft: 10 }], 84, offer),
    ).toEqual({ status: 'invalid' });
    expect(
      plainText(messages.instalmentsShort({ balance: 700, instalment: 300, monthsLeft: 2 })),
    ).toMatch(/^2 raty po 300 zł to razem 600 zł/);

    // Whole złoty: 1 000 zł at 0 % in 3 instalments of 333,33 zł is typed as 333 (999 zł) and is
    // true; so is an instalment typed up to 1 zł short; 332 zł three times cannot repay 1 000 zł.
    expect(
      checkInput([{ balance: '1000', instalment: '333', monthsLeft: '3' }], '84').debts,
    ).toEqual([{ balance: 1000, instalment: 333, monthsLeft: 3 }]);
    expect(
      checkInput([{ balance: '1000', instalment: '332', monthsLeft: '3' }], '84').errors,
    ).toHaveProperty(['debts.0.monthsLeft']);

    // What the lead schema would refuse is never computed (it would fail the send): an instalment
    // above its limit, more obligations than it takes.
    expect(
      checkInput([{ balance: '5000', instalment: '1 000 001', monthsLeft: '1' }], '84').errors,
    ).toEqual({ 'debts.0.instalment': messages.instalmentMax });
    const row = { balance: '1000', instalment: '100', monthsLeft: '12' };
    const most = Array.from({ length: calculatorLimits.maxDebts }, () => row);
    expect(checkInput(most, '84').debts).toHaveLength(calculatorLimits.maxDebts);
    expect(checkInput([...most, row], '84').debts).toBeUndefined();
  });
});
