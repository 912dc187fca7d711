// @vitest-environment node
/**
 * The general and consolidation pages (home, credits, loans, consolidation credit, consolidation
 * loan, payday consolidation) say only what the firm can stand behind (issue 10): the
 * consolidation example, early repayment as the consumer credit act has it, true data statements,
 * the agreed label of the low-creditworthiness page, and Polish punctuation.
 */
import { describe, expect, it } from 'vitest';
import {
  consolidationCreditPage,
  consolidationLoanPage,
  creditsPage,
  homePage,
  loansPage,
  paydayConsolidationPage,
} from '@/content/pages';
import { representativeExampleFor } from '@/content/representative-example';
import type { LoanTermsContent } from '@/sections/types';

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

