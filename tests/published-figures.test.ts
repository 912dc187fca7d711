// @vitest-environment node
/**
 * Every derived credit figure the site publishes is the finance module's computation from the
 * offer's inputs: no instalment, total, interest or RRSO is typed by hand (design.md §4a).
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articles } from '@/content/articles';
import * as figures from '@/content/figures';
import * as statutoryFigures from '@/content/statutory-figures';
import {
  representativeExampleFor,
  representativeExampleId,
} from '@/content/representative-example';
import type { InstalmentTableContent } from '@/sections/instalment-table';
import type { RepresentativeExampleContent } from '@/sections/representative-example';
import { annuityInstalment } from '@/lib/finance';
import { formatPercent } from '@/lib/format';
import { plainText } from '@/lib/typography';

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
    for (const [name, value] of Object.entries({ ...figures, ...statutoryFigures })) {
      visit(value, name);
    }
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

/** Every złoty amount and percentage of an article body as a reader sees it ("8 437 zł", "1%"). */
function amountsIn(html: string): string[] {
  const text = plainText(html.replace(/<[^>]*>|&nbsp;/g, ' ')).replace(/\s+/g, ' ');
  return [...text.matchAll(/(?<![\d,.])\d{1,3}(?: \d{3})*(?:,\d+)?\s?(?:zł|%)/g)].map(
    (match) => match[0],
  );
}

/** The amounts of a body that stayed the same when every figure changed: typed, not computed. */
function unchangedAmounts(before: string, after: string): string[] {
  const changed = new Set(amountsIn(after));
  return amountsIn(before).filter((amount) => changed.has(amount));
}

/** Every number of a figures export moved a little: whole numbers by 7, fractions by 0.07. */
function moved<T>(value: T): T {
  if (typeof value === 'number') {
    return (Number.isInteger(value) ? value + 7 : Math.round((value + 0.07) * 100) / 100) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => moved(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, moved(item)])) as T;
  }
  return value;
}

describe('Figures in the articles', () => {
  afterEach(() => {
    vi.doUnmock('@/content/figures');
    vi.doUnmock('@/content/statutory-figures');
    vi.resetModules();
  });

  it('are found by the check: an amount that does not follow the figures is typed', () => {
    expect(amountsIn('<p>rata 1&nbsp;234,56 zł, RRSO 9,25%, prowizja 3 000 zł</p>')).toEqual([
      '1 234,56 zł',
      '9,25%',
      '3 000 zł',
    ]);
    expect(unchangedAmounts('<p>od 300 000 zł, 5%</p>', '<p>od 300 007 zł, 5%</p>')).toEqual([
      '5%',
    ]);
  });

  it('are all computed from the figures module: none stays when every figure changes', async () => {
    vi.resetModules();
    // Both homes of the figures the articles state: the site's and the statutes'.
    for (const module of ['@/content/figures', '@/content/statutory-figures']) {
      vi.doMock(module, async (importOriginal) => {
        const original = await importOriginal<Record<string, unknown>>();
        return Object.fromEntries(
          Object.entries(original).map(([name, value]) => [name, moved(value)]),
        );
      });
    }
    const { articles: recomputed } = await import('@/content/articles');
    expect(recomputed.map((article) => article.slug)).toEqual(articles.map((a) => a.slug));
    expect(articles.flatMap((article) => amountsIn(article.content)).length).toBeGreaterThan(3);
    for (const article of articles) {
      const after = recomputed.find((item) => item.slug === article.slug);
      expect(
        unchangedAmounts(article.content, after?.content ?? ''),
        `${article.slug} types these amounts instead of computing them`,
      ).toEqual([]);
    }
  });
});
