// @vitest-environment node
/**
 * Every advertised rate appears with its RRSO (design.md §4a, issue 24): the search and sharing
 * descriptions of every prerendered page state no rate, or the RRSO beside it, and structured data
 * publishes a rate only together with the RRSO of the example it comes from.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { creditExamples, type CreditExampleProduct } from '@/content/figures';
import { exampleFigures } from '@/content/representative-example';
import { READ_TIMEOUT, jsonLdOf, metaOf, servedPages, type ServedPage } from './served-pages';

let pages: ServedPage[] = [];

beforeAll(() => {
  pages = servedPages();
}, READ_TIMEOUT);

/**
 * A stated interest rate: "od 8,49%", "8,49% w skali roku", "oprocentowanie 8,5%". Not any
 * percentage: the statutory early-repayment cap ("nie wyższą niż 1%") is no rate.
 */
const RATE =
  /\bod\s\d+(?:,\d+)?\s?%|\d+(?:,\d+)?\s?%\s(?:w skali roku|rocznie)|oprocentowani\p{L}*(?:\s+\p{L}+){0,2}\s+\d+(?:,\d+)?\s?%/iu;

/** Every string of a JSON value, however deeply nested. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Every object of a JSON value with a given `@type`. */
function thingsOfType(value: unknown, type: string): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap((item) => thingsOfType(item, type));
  if (value === null || typeof value !== 'object') return [];
  const own = (value as Record<string, unknown>)['@type'] === type ? [value] : [];
  return [
    ...(own as Record<string, unknown>[]),
    ...Object.values(value).flatMap((child) => thingsOfType(child, type)),
  ];
}

describe('Rates in the metadata and structured data', () => {
  it('are checked on every prerendered page, and recognised', () => {
    expect(pages.length).toBeGreaterThan(30);
    for (const rate of [
      'od 8,49%',
      'od\u00a08,49\u00a0%',
      '7,9% rocznie',
      'oprocentowaniu nominalnym 8,5%',
    ])
      expect(rate).toMatch(RATE);
    expect('rekompensatę nie wyższą niż 1% spłacanej kwoty').not.toMatch(RATE);
    const loans = pages.flatMap((page) => thingsOfType(jsonLdOf(page.document), 'LoanOrCredit'));
    expect(loans.length).toBeGreaterThanOrEqual(10);
  });

  it('are never in a meta, Open Graph or Twitter description without the RRSO', () => {
    const offending = pages.flatMap((page) =>
      ['description', 'og:description', 'twitter:description']
        .map((key) => [key, metaOf(page.document, key) ?? ''] as const)
        .filter(([, text]) => RATE.test(text) && !text.includes('RRSO'))
        .map(([key, text]) => `${page.path} ${key}: ${text}`),
    );
    expect(offending).toEqual([]);
  });

  it('are never in a JSON-LD text without the RRSO', () => {
    const offending = pages.flatMap((page) =>
      stringsOf(jsonLdOf(page.document))
        .filter((text) => RATE.test(text) && !text.includes('RRSO'))
        .map((text) => `${page.path}: ${text}`),
    );
    expect(offending).toEqual([]);
  });

  it('publish a product rate only with the RRSO of the same representative example', () => {
    const examples = Object.keys(creditExamples) as CreditExampleProduct[];
    const pairs = new Set(
      examples.map(
        (product) =>
          `${creditExamples[product].annualRatePercent}/${exampleFigures(product).aprPercent}`,
      ),
    );
    for (const page of pages) {
      for (const loan of thingsOfType(jsonLdOf(page.document), 'LoanOrCredit')) {
        const rate = (loan.interestRate as { minValue?: number } | undefined)?.minValue;
        const rrso = (loan.annualPercentageRate as { value?: number } | undefined)?.value;
        if (rate === undefined) continue;
        expect(rrso, `${page.path} states a rate with no RRSO`).toBeTypeOf('number');
        expect(pairs, page.path).toContain(`${rate}/${rrso}`);
      }
    }
  });
});
