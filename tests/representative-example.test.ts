// @vitest-environment node
/**
 * The broker's remuneration in the representative examples (design.md §4a): while the owner has
 * not given it, every example says so beside the total cost and the launch checklist lists it;
 * once given, every cost, the total payable and the RRSO include it with no other change.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as figures from '@/content/figures';
import type { BrokerRemuneration, CreditExampleProduct } from '@/content/figures';
import { missingOwnerFigures } from '@/content/launch-checklist';
import { exampleFigures, representativeExampleFor } from '@/content/representative-example';
import { creditFigures } from '@/lib/finance';
import { formatPercent, formatPln } from '@/lib/format';
import type { RepresentativeExampleContent } from '@/sections/representative-example';

const products = Object.keys(figures.creditExamples) as CreditExampleProduct[];
const pending: BrokerRemuneration = { status: 'pending', payer: 'consumer', due: 'payout' };
/** A made-up model for the test only: 1.5 % of the amount plus 250 zł. */
const given: BrokerRemuneration = {
  status: 'given',
  payer: 'consumer',
  due: 'payout',
  percentOfAmount: 1.5,
  fixedAmount: 250,
};

const plain = (text: string) => text.replace(/\u00a0/g, ' ');
function rowValue(example: RepresentativeExampleContent, label: string): string {
  const row = example.rows.find((item) => item.label === label);
  if (!row) throw new Error(`No row '${label}'`);
  return plain(row.value);
}
const labels = (example: RepresentativeExampleContent) => example.rows.map((row) => row.label);

describe("the broker's remuneration in the representative examples", () => {
  it('is pending today: the owner has not given it, and nothing is invented for it', () => {
    expect(figures.brokerRemuneration).toEqual(pending);
  });

  it.each(products)(
    '%s: while pending, says beside the total cost that it is left out',
    (product) => {
      const example = representativeExampleFor(product, pending);
      const order = labels(example);
      expect(order.indexOf('Wynagrodzenie pośrednika kredytowego')).toBe(
        order.indexOf('Całkowity koszt kredytu') + 1,
      );
      expect(rowValue(example, 'Wynagrodzenie pośrednika kredytowego')).toBe(
        'Nie jest jeszcze uwzględnione w tym przykładzie: podane koszty i RRSO go nie obejmują.',
      );
      // Each cost named by who charges it.
      expect(rowValue(example, 'Całkowity koszt kredytu')).toMatch(
        /, w tym odsetki .+ i prowizja kredytodawcy /,
      );
      expect(plain(example.intro)).toContain('Prowizja kredytodawcy jest płatna jednorazowo');
      expect(plain(example.disclaimer)).toContain('prowizja kredytodawcy');
      expect(exampleFigures(product, pending).brokerFee).toBe(0);
    },
  );

  it.each(products)(
    '%s: once given, is in the total cost, the total payable and the RRSO',
    (product) => {
      const { amount, months, annualRatePercent, commissionPercent } =
        figures.creditExamples[product];
      const fee = Math.round(amount * 1.5 + 25_000) / 100;
      const expected = creditFigures({
        amount,
        months,
        annualRatePercent,
        commission: (amount * commissionPercent) / 100,
        brokerFee: fee,
      });
      const computed = exampleFigures(product, given);
      expect(computed).toEqual(expected);
      expect(computed.brokerFee).toBe(fee);
      expect(computed.totalCost).toBeCloseTo(computed.interest + computed.commission + fee, 2);
      expect(computed.aprPercent).toBeGreaterThan(exampleFigures(product, pending).aprPercent);

      const example = representativeExampleFor(product, given);
      expect(rowValue(example, 'Rzeczywista roczna stopa oprocentowania (RRSO)')).toBe(
        plain(formatPercent(expected.aprPercent)),
      );
      expect(rowValue(example, 'Całkowity koszt kredytu')).toBe(
        plain(
          `${formatPln(expected.totalCost)}, w tym odsetki ${formatPln(expected.interest)}, prowizja kredytodawcy ${formatPln(expected.commission)} i wynagrodzenie pośrednika kredytowego ${formatPln(fee)}`,
        ),
      );
      expect(rowValue(example, 'Całkowita kwota do zapłaty')).toBe(
        plain(formatPln(expected.totalPayable)),
      );
      expect(rowValue(example, 'Wynagrodzenie pośrednika kredytowego')).toBe(
        plain(
          `${formatPln(fee)} (${formatPercent(1.5)} całkowitej kwoty kredytu i ${formatPln(250)}), płatne przez Ciebie przy wypłacie kredytu`,
        ),
      );
      expect(plain(example.intro)).toContain(
        'Prowizja kredytodawcy i wynagrodzenie pośrednika kredytowego są płatne jednorazowo przy wypłacie kredytu',
      );
      expect(JSON.stringify(example)).not.toMatch(/jeszcze uwzględnione/);
    },
  );

  it('is listed by the launch checklist while pending, and leaves it once given', () => {
    expect(missingOwnerFigures(pending)).toEqual([
      expect.stringMatching(/^wynagrodzenie pośrednika kredytowego .*brokerRemuneration/),
    ]);
    expect(missingOwnerFigures(given)).toEqual([]);
  });

  describe('given in src/content/figures.ts', () => {
    afterEach(() => {
      vi.doUnmock('@/content/figures');
      vi.resetModules();
    });

    it('reaches every example, the RRSO note and the checklist with no other change', async () => {
      vi.resetModules();
      vi.doMock('@/content/figures', async (importOriginal) => ({
        ...(await importOriginal<typeof figures>()),
        brokerRemuneration: given,
      }));
      const reloaded = await import('@/content/representative-example');
      const { launchChecklist } = await import('@/content/launch-checklist');
      const withFee = reloaded.exampleFigures('consolidation');
      expect(withFee).toEqual(exampleFigures('consolidation', given));
      expect(reloaded.representativeExample).toEqual(
        representativeExampleFor('consolidation', given),
      );
      expect(plain(reloaded.rateNoteFor('consolidation').text)).toContain(
        plain(formatPercent(withFee.aprPercent)),
      );
      expect(launchChecklist().missingData.join('\n')).not.toMatch(/wynagrodzenie pośrednika/);
    });
  });
});
