// @vitest-environment node
/**
 * The site's copy as data: every content module is complete, every internal link leads to a page
 * of the route table, every article resolves, and no business figure is typed outside src/content.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchPath } from '@/app/page-loading';
import { articlePathPattern, paths } from '@/config/paths';
import { articles, findArticle } from '@/content/articles';
import { articleSummaries } from '@/content/articles/summaries';
import { company } from '@/content/company';
import * as figures from '@/content/figures';
import { contentStrings, contentValues } from './content-values';
import * as pageContent from '@/content/pages';
import type { PageContent } from '@/content/types';

const everything = contentValues();
const strings = contentStrings();

/** Internal destinations named by content: `path`, `ctaLink`, `href` and `to` fields. */
const internalLinks = strings.filter(
  ({ where, value }) => /\.(path|ctaLink|href|to)$/.test(where) && value.startsWith('/'),
);

function isRoutePage(target: string): boolean {
  const pathname = target.split('#')[0] ?? target;
  const match = matchPath(pathname);
  if (match.kind !== 'page' || match.route.path === '*') return false;
  if (match.route.path === articlePathPattern) {
    return findArticle(pathname.slice(paths.knowledge.length + 1)) !== undefined;
  }
  return true;
}

describe('Content modules', () => {
  const pages = Object.entries(pageContent) as [string, PageContent][];

  it.each(pages)('%s has a site title, a search description and an opening', (_, page) => {
    expect(page.meta.title).toMatch(/^\S.* \| Spokojna Rata$/);
    expect(page.meta.description.length).toBeGreaterThanOrEqual(100);
    expect(page.meta.description.length).toBeLessThanOrEqual(170);
    expect(page.intro.title.trim()).not.toBe('');
    expect(page.intro.lead.trim()).not.toBe('');
  });

  it('hold no empty, placeholder or broken text', () => {
    const broken = strings.filter(
      ({ value }) =>
        value.trim() === '' ||
        /lorem|ipsum|\bTODO\b/i.test(value) ||
        /undefined|\bNaN\b|\[object /.test(value),
    );
    expect(broken).toEqual([]);
  });

  it('give every FAQ question an answer and every testimonial an author and place', () => {
    const objects = everything.filter(({ value }) => typeof value === 'object' && value !== null);
    const faqs = objects.filter(({ value }) => 'question' in (value as object));
    const testimonials = objects.filter(({ value }) => 'additionalInfo' in (value as object));
    expect(faqs.length).toBeGreaterThan(20);
    for (const { value } of faqs) {
      const item = value as { question: string; answer: string };
      expect(item.question).toMatch(/\?$/);
      expect(item.answer.length).toBeGreaterThan(40);
    }
    for (const { value } of testimonials) {
      const item = value as { quote: string; author: string; location: string };
      expect(item.quote.length).toBeGreaterThan(40);
      expect(item.author).not.toBe('');
      expect(item.location).not.toBe('');
    }
  });

  it('link only to pages of the route table', () => {
    expect(internalLinks.length).toBeGreaterThan(50);
    const dead = internalLinks.filter(({ value }) => !isRoutePage(value));
    expect(dead).toEqual([]);
  });

  it('resolve every article slug, and list the same articles in the hub', () => {
    for (const summary of articleSummaries) {
      expect(findArticle(summary.slug)?.title).toBe(summary.title);
    }
    expect(articles.map((article) => article.slug)).toEqual(
      articleSummaries.map((summary) => summary.slug),
    );
    expect(findArticle('nie-ma-takiego-artykulu')).toBeUndefined();
  });
});

/** Source files of the site outside src/content. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path.endsWith('/content') ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Numbers of figures.ts precise enough to be recognisable: amounts, rates, totals. */
function distinctiveFigures(value: unknown): number[] {
  // Fractions below 1 (e.g. 0.5) are too common in class names and code to mean a figure.
  if (typeof value === 'number')
    return value >= 1000 || (!Number.isInteger(value) && value > 1) ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(distinctiveFigures);
  return [];
}

/** The ways a figure can be typed: 300000, 300_000, "300 000", 8.49, "8,49". */
function spellings(figure: number): RegExp {
  const [whole = '', fraction] = String(figure).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '[ _\\u00a0.]?');
  const decimals = fraction ? `[.,]${fraction}` : '';
  return new RegExp(`(?<![\\d.,])${grouped}${decimals}(?![\\d])`);
}

describe('Figures', () => {
  const root = join(process.cwd(), 'src');
  // SVG path data ("M12 3l2.8 5.7…") is drawing, not copy: it is left out of the search.
  const files = sourceFiles(root).map((path) => ({
    file: relative(process.cwd(), path),
    text: readFileSync(path, 'utf8').replace(/\bd="[^"]*"|(['"])M[\d\s.,a-zA-Z-]*\1/g, ''),
  }));
  const numbers = [...new Set(distinctiveFigures(figures))];

  it('are found by the check (it sees the figures and the files)', () => {
    expect(numbers).toEqual(expect.arrayContaining([8.49, 300_000, 100_000]));
    expect(files.length).toBeGreaterThan(50);
    expect(spellings(300_000).test('do 300 000 zł')).toBe(true);
    expect(spellings(8.49).test('od 8,49%')).toBe(true);
  });

  it('are typed only in src/content: no amount, rate, hour, phone or e-mail elsewhere', () => {
    const offences: string[] = [];
    for (const { file, text } of files) {
      for (const figure of numbers) {
        if (spellings(figure).test(text)) offences.push(`${file}: ${figure}`);
      }
      const hour = /["'`\s>(](?:[01]?\d|2[0-3]):[0-5]\d\b/.exec(text);
      if (hour) offences.push(`${file}: hour ${hour[0]}`);
      for (const phone of company.phones) {
        if (text.includes(phone.display) || text.includes(phone.tel)) {
          offences.push(`${file}: ${phone.display}`);
        }
      }
      if (text.includes(company.email)) offences.push(`${file}: ${company.email}`);
    }
    expect(offences).toEqual([]);
  });
});
