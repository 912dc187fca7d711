// @vitest-environment node
/**
 * The general and consolidation pages (home, credits, loans, consolidation credit, consolidation
 * loan, payday consolidation) say only what the firm can stand behind (issue 10): the
 * consolidation example, early repayment as the consumer credit act has it, true data statements,
 * the agreed label of the low-creditworthiness page, and Polish punctuation.
 */
import { describe, expect, it } from 'vitest';
import { articles } from '@/content/articles';
import * as pageContent from '@/content/pages';
import {
  consolidationCreditPage,
  consolidationLoanPage,
  creditsPage,
  homePage,
  loansPage,
  nonBankLoansPage,
  paydayConsolidationPage,
} from '@/content/pages';
import { representativeExampleFor } from '@/content/representative-example';
import type { ComparisonContent } from '@/sections/comparison-section';
import type { LoanTermsContent } from '@/sections/loan-terms-panel';

const pages = {
  home: homePage,
  credits: creditsPage,
  loans: loansPage,
  consolidationCredit: consolidationCreditPage,
  consolidationLoan: consolidationLoanPage,
  paydayConsolidation: paydayConsolidationPage,
};

/** Every string of a content object, however deeply nested. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The loan-terms panels of a page: objects with `terms` rows. */
function termsPanels(value: unknown): LoanTermsContent[] {
  if (value === null || typeof value !== 'object') return [];
  const own = Array.isArray((value as LoanTermsContent).terms) ? [value as LoanTermsContent] : [];
  return [...own, ...Object.values(value).flatMap(termsPanels)];
}

describe.each(Object.entries(pages))('The %s page', (_key, page) => {
  const text = stringsOf(page);

  it('shows the consolidation representative example, exactly as computed', () => {
    expect(page.representativeExample).toEqual(representativeExampleFor('consolidation'));
  });

  it('states early repayment as art. 49–50 has it, never as a flat 0 zł', () => {
    for (const panel of termsPanels(page)) {
      const row = panel.terms.find((term) => term.label === 'Wcześniejsza spłata');
      if (row === undefined) continue;
      expect(row.value).not.toMatch(/^0\s?zł$/);
      expect(panel.note).toMatch(/art\.\s50\sustawy\so\skredycie\skonsumenckim/);
      // The statute's "prowizja", its fixed-rate condition and threshold (issue 38).
      expect(panel.note).not.toMatch(/rekompensat/);
      expect(panel.note).toMatch(/prowizj\S*\sza\sspłatę/i);
      expect(panel.note).toMatch(/stopa\soprocentowania\sjest\sstała/);
      expect(panel.note).toMatch(/trzykrotność\sprzeciętnego\swynagrodzenia/);
      expect(panel.note).toMatch(/nie\sprzekracza\sjednego\sroku/);
      expect(panel.note).toMatch(/255\s550\szł/);
    }
    expect(text.filter((s) => /wcześniejsz\S* spłat\S*\s+(?:wynosi|kosztuje)/i.test(s))).toEqual(
      [],
    );
  });

  it('makes no claim nothing supports: licence, exclusive data, the old page label', () => {
    const offending = text.filter((s) =>
      /licencjonowan|bez\s+zdolności\s+kredytowej|nikomu|wyłącznie\s+do\s+analizy|szansa\s+na\s+akceptację\s+nawet/i.test(
        s,
      ),
    );
    expect(offending).toEqual([]);
  });

  it('writes ranges with an en dash and hours as "24 h", with no "FAQ" heading', () => {
    expect(text.filter((s) => /\d\s?-\s?\d|\d(?:h|min)\b|\bFAQ\b/.test(s))).toEqual([]);
  });
});

describe('Credits overview', () => {
  it('states no other product’s rate: every "od X%" on its cards is the example’s rate', () => {
    const exampleRate = creditsPage.representativeExample.rows
      .find((row) => row.label === 'Stopa oprocentowania')
      ?.value.match(/^\d+(?:,\d+)?/)?.[0];
    const rates = stringsOf(creditsPage.offers).flatMap((s) =>
      [...s.matchAll(/\bod\s(\d+(?:,\d+)?)\s?%/g)].map((match) => match[1]),
    );
    expect(rates.length).toBeGreaterThan(0);
    expect(rates.every((rate) => rate === exampleRate)).toBe(true);
  });
});

/** Every object of a content value that has the given keys. */
function objectsWith<T>(value: unknown, keys: string[]): T[] {
  if (value === null || typeof value !== 'object') return [];
  const own = keys.every((key) => key in value) ? [value as T] : [];
  return [...own, ...Object.values(value).flatMap((child) => objectsWith<T>(child, keys))];
}

describe('Every page and guide (issue 38)', () => {
  const everyPage = Object.entries(pageContent) as [string, unknown][];
  const copy = [
    ...everyPage.flatMap(([name, page]) => stringsOf(page).map((text) => ({ where: name, text }))),
    ...articles.map((article) => ({ where: article.slug, text: article.content })),
  ];

  it('compares no competitor: a comparison sets our way against doing it alone, never against other brokers', () => {
    // Ustawa o zwalczaniu nieuczciwej konkurencji, art. 16 ust. 3: no disparaging comparison.
    const comparisons = everyPage.flatMap(([name, page]) =>
      objectsWith<ComparisonContent>(page, ['oursTitle', 'theirsTitle', 'rows']).map(
        (comparison) => ({ name, comparison }),
      ),
    );
    expect(comparisons.length).toBeGreaterThan(0);
    for (const { name, comparison } of comparisons) {
      const words = [comparison.title, comparison.lead ?? '', comparison.theirsTitle].join(' ');
      expect(words, name).not.toMatch(/pośredni/i);
    }
  });

  it('makes no claim that needs lenders’ evidence, and never suggests a credit improves one’s finances', () => {
    // A rate "lower by 1–2 points" needs the lenders' offers (launch checklist); CCD2 (directive
    // (EU) 2023/2225, art. 8) forbids advertising that a credit improves one's finances.
    const offending = copy.filter(({ text }) =>
      /niższ\S* o \S+ punkt\S* procentow|łapiesz oddech|uporządkowanie finansów|porządkują domowe finanse|poduszk\S* finansow|Więcej miejsca w budżecie/iu.test(
        text,
      ),
    );
    expect(offending.map(({ where, text }) => `${where}: ${text.slice(0, 120)}`)).toEqual([]);
  });
});

describe('Cash credit instead of a non-bank loan (/pozyczki-pozabankowe)', () => {
  it('shows a representative example of its own product, not the consolidation credit’s', () => {
    expect(nonBankLoansPage.representativeExample.intro).not.toMatch(/^Kredyt konsolidacyjny/);
    expect(nonBankLoansPage.representativeExample.intro).toMatch(/^Kredyt gotówkowy/);
    expect(nonBankLoansPage.intro.rateNote?.text).toContain(
      nonBankLoansPage.representativeExample.rows[0]?.value ?? '—',
    );
  });

  it('compares rates in its "Oprocentowanie" row, not total costs', () => {
    const row = nonBankLoansPage.comparison.rows.find((item) => item.label === 'Oprocentowanie');
    expect(row?.ours).toMatch(/%/);
    expect(row?.theirs).toMatch(/oprocentowani/i);
    expect(row?.theirs).not.toMatch(/koszt/i);
  });
});
