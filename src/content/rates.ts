/**
 * An advertised rate is always stated with its RRSO (design.md §4a): both are read from the
 * product's representative example, whose nominal rate is the "od …" rate the product advertises,
 * and the RRSO is computed from it (src/content/representative-example.ts, src/lib/finance.ts).
 * Meta descriptions state no rate; structured data states the rate with the RRSO (`productRates`).
 */
import { creditExamples, type CreditExampleProduct } from './figures';
import { exampleFigures } from './representative-example';
import { formatPercent } from '@/lib/format';

/** The product's advertised nominal rate: "X%". */
export function rateOf(product: CreditExampleProduct): string {
  return formatPercent(creditExamples[product].annualRatePercent);
}

/** The RRSO of the product's representative example: "RRSO Y%". */
export function rrsoOf(product: CreditExampleProduct): string {
  return `RRSO ${formatPercent(exampleFigures(product).aprPercent)}`;
}

/** "od X% (RRSO Y%)" */
export function rateFrom(product: CreditExampleProduct): string {
  return `od ${rateOf(product)} (${rrsoOf(product)})`;
}

/** "od X% w skali roku (RRSO Y%)" */
export function yearlyRateFrom(product: CreditExampleProduct): string {
  return `od ${rateOf(product)} w skali roku (${rrsoOf(product)})`;
}

/** The rate and the RRSO a product's structured data publishes, from its one example. */
export function productRates(product: CreditExampleProduct): {
  rateFrom: number;
  rrsoPercent: number;
} {
  return {
    rateFrom: creditExamples[product].annualRatePercent,
    rrsoPercent: exampleFigures(product).aprPercent,
  };
}
