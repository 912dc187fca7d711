// @vitest-environment node
/**
 * Every derived credit figure the site publishes is the finance module's computation from the
 * offer's inputs: no instalment, total, interest or RRSO is typed by hand (design.md §4a).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as figures from '@/content/figures';
import {
  representativeExampleFor,
  representativeExampleId,
} from '@/content/representative-example';
import type { InstalmentTableContent, RepresentativeExampleContent } from '@/sections/types';
import { annuityInstalment } from '@/lib/finance';
import { formatPercent } from '@/lib/format';

const contentModules = import.meta.glob<Record<string, unknown>>('/src/content/**/*.ts', {
  eager: true,
});
const contentSources = import.meta.glob<string>('/src/content/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every object reachable from the exports of the content modules, with where it sits. */
function objectsInContent(): { where: string; value: Record<string, unknown> }[] {
  const found: { where: string; value: Record<string, unknown> }[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, where: string) => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    found.push({ where, value: value as Record<string, unknown> });
    for (const [key, child] of Object.entries(value)) visit(child, `${where}.${key}`);
  };
  for (const [file, exports] of Object.entries(contentModules)) {
    for (const [name, value] of Object.entries(exports)) visit(value, `${file}#${name}`);
  }
  return found;
}

const objects = objectsInContent();
const examples = objects.filter(({ value }) => value.id === representativeExampleId) as unknown as {
  where: string;
  value: RepresentativeExampleContent;
}[];
const instalmentTables = objects.filter(
  ({ value }) => typeof value.caption === 'string' && typeof value.annualRatePercent === 'number',
) as unknown as { where: string; value: InstalmentTableContent }[];
const computedExamples = (
  Object.keys(figures.creditExamples) as figures.CreditExampleProduct[]
).map((product) => representativeExampleFor(product));

describe('Published credit figures', () => {
  it('keep only inputs in the figures module: nothing derived is stored there', () => {
    const derived: string[] = [];
    const visit = (value: unknown, where: string) => {
      if (value === null || typeof value !== 'object') return;
      for (const [key, child] of Object.entries(value)) {
        if (/instalment$|^apr|rrso|totalcost|totalpayable|interest/i.test(key))
          derived.push(`${where}.${key}`);
        visit(child, `${where}.${key}`);
      }
    };
    for (const [name, value] of Object.entries(figures)) visit(value, name);
    expect(derived).toEqual([]);
  });

  it('show representative examples that are exactly a product example as computed', () => {
    for (const { where, value } of examples) {
      expect(computedExamples, where).toContainEqual(value);
    }
    // Each product's example is shown by some page.
    for (const computed of computedExamples) {
      expect(examples.map(({ value }) => value)).toContainEqual(computed);
    }
  });

  it('show instalment tables whose every instalment is computed at the stated rate', () => {
    expect(instalmentTables.length).toBeGreaterThanOrEqual(3);
    for (const { where, value } of instalmentTables) {
      expect(value.caption, where).toContain(formatPercent(value.annualRatePercent));
      for (const row of value.rows) {
        expect(row.instalment, where).toBe(
          annuityInstalment(row.amount, value.annualRatePercent, row.months),
        );
      }
    }
  });

  it('are never typed in copy: no written złoty amount with grosze, no written percentage', () => {
    const typed = Object.entries(contentSources).flatMap(([file, source]) =>
      [...source.matchAll(/\d+,\d{1,2}\s?(?:zł|%)|\d\s?%/g)].map((match) => `${file}: ${match[0]}`),
    );
    expect(typed).toEqual([]);
  });

  it('find what they check (the source scan sees a written figure)', () => {
    expect(readFileSync('src/content/figures.ts', 'utf8')).toMatch(/rateFrom: \d/);
    expect('RRSO 9,25%').toMatch(/\d+,\d{1,2}\s?(?:zł|%)|\d\s?%/);
  });
});
