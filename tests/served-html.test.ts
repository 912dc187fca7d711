// @vitest-environment node
/**
 * The served HTML of every page as a crawler reads it (dist/, read through tests/served-pages.ts):
 * the head tags, one H1 of its own, JSON-LD that parses and says what the page shows, and none of
 * React's streaming segments. The browser tests then check, on one visit per page, what only a
 * browser shows (e2e/pages.spec.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PENDING } from '@/content/company';
import { listPages } from '@/entry-server';
import { expectedPages } from '../e2e/site-pages';
import {
  READ_TIMEOUT,
  type ServedPage,
  jsonLdOf,
  metaOf,
  servedPage,
  servedPages,
  textOf,
} from './served-pages';

const SITE_URL = 'https://www.spokojnarata.pl';

beforeAll(() => void servedPages(), READ_TIMEOUT);

/** The public pages as served, each with what its content module says it must show. */
const publicPages = () =>
  expectedPages.map((expected) => ({ ...expected, served: servedPage(expected.path) }));

/** Each page's problems (a line per problem), for one expectation over every page. */
function problemsOf<T extends { path: string }>(items: T[], check: (item: T) => string[]) {
  return items.flatMap((item) => check(item).map((problem) => `${item.path}: ${problem}`));
}

/**
 * React's streaming segments, which served HTML must not hold: a boundary written out of place
 * (`<template id="B:n">`, a hidden `<div id="S:n">`) and the inline script that moves it (`$RC`,
 * `$RS`).
 */
function streamingSegments({ document }: ServedPage): string[] {
  const segments = [...document.querySelectorAll('template[id^="B:"], div[hidden][id^="S:"]')].map(
    (element) => element.outerHTML.slice(0, 60),
  );
  const movers = [...document.querySelectorAll('script:not([src])')].filter((script) =>
    /\$R[CS]\b/.test(script.textContent),
  );
  return [...segments, ...movers.map((script) => script.textContent.slice(0, 60))];
}

describe('The public pages', () => {
  it('are the indexable pages of the route table, and no page that is not', () => {
    const indexable = listPages()
      .filter((page) => page.indexable)
      .map((page) => page.path);
    expect(expectedPages.map((page) => page.path).sort()).toEqual(indexable.sort());
  });

  it('each have the head tags a crawler reads: title, description, canonical, social cards', () => {
    const problems = problemsOf(publicPages(), ({ path, title, served: { document } }) => {
      const found: string[] = [];
      const count = (selector: string) => document.querySelectorAll(selector).length;
      if (document.title !== title) found.push(`title "${document.title}", not "${title}"`);
      if (!/\S.* \| Spokojna Rata$|^Spokojna Rata/.test(title)) found.push(`title "${title}"`);
      if (count('head > title') !== 1 || count('body title') !== 0) found.push('not one <title>');
      if (count('meta[name="description"]') !== 1) found.push('not one description');
      if ((metaOf(document, 'description') ?? '').length < 100) found.push('description short');
      const canonical = [...document.querySelectorAll('link[rel="canonical"]')].map((link) =>
        link.getAttribute('href'),
      );
      const url = path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}`;
      if (canonical.join() !== url) found.push(`canonical ${canonical.join()}, not ${url}`);
      if (!metaOf(document, 'og:title')) found.push('no og:title');
      if (metaOf(document, 'twitter:card') !== 'summary_large_image') found.push('twitter:card');
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('each have a title and a description of their own', () => {
    const pages = publicPages().map(({ served }) => served.document);
    expect(new Set(pages.map((document) => document.title)).size).toBe(pages.length);
    expect(new Set(pages.map((document) => metaOf(document, 'description'))).size).toBe(
      pages.length,
    );
  });

  it('each have one H1: the one their content module states', () => {
    const problems = problemsOf(publicPages(), ({ h1, served: { document } }) => {
      const h1s = [...document.querySelectorAll('h1')].map((heading) => heading.textContent);
      return h1s.length === 1 && h1s[0] === h1 ? [] : [`H1s ${JSON.stringify(h1s)}`];
    });
    expect(problems).toEqual([]);
  });

  it('each describe themselves in JSON-LD: the business once, no placeholder, only rates they show', () => {
    const problems = problemsOf(publicPages(), ({ path, served: { document } }) => {
      const found: string[] = [];
      const things = jsonLdOf(document);
      if (things.some((thing) => thing['@context'] !== 'https://schema.org')) found.push('context');
      // A value the owner has not supplied yet shows on the page as a placeholder, never as data.
      if (JSON.stringify(things).includes(PENDING)) found.push('a placeholder');
      const types = things.map((thing) => thing['@type']);
      if (types.filter((type) => type === 'FinancialService').length !== 1) {
        found.push('not one FinancialService');
      }
      if (types.includes('BreadcrumbList') !== (path !== '/')) found.push('breadcrumbs');
      const loan = things.find((thing) => thing['@type'] === 'LoanOrCredit');
      if (loan) {
        const rate = (loan.interestRate as { minValue: number }).minValue;
        const shown = `${rate.toLocaleString('pl-PL', { maximumFractionDigits: 2 })}%`;
        if (!textOf(document.body, '').includes(shown)) found.push(`rate ${shown} not shown`);
      }
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('each ask in their FAQ JSON-LD exactly the questions they show, or have none', () => {
    const problems = problemsOf(publicPages(), ({ served: { document } }) => {
      const shown = [...document.querySelectorAll('[data-value^="item-"] button')].map((button) =>
        button.textContent.trim(),
      );
      const faq = jsonLdOf(document).find((thing) => thing['@type'] === 'FAQPage');
      const asked = ((faq?.mainEntity ?? []) as { name: string }[]).map(
        (question) => question.name,
      );
      if (shown.length === 0 && faq) return ['FAQPage data, no questions shown'];
      return JSON.stringify(asked) === JSON.stringify(shown)
        ? []
        : [`asks ${JSON.stringify(asked)}, shows ${JSON.stringify(shown)}`];
    });
    expect(problems).toEqual([]);
  });
});

describe('Every served page', () => {
  it('holds no streaming segment', () => {
    const pages = servedPages();
    expect(pages.length).toBeGreaterThan(expectedPages.length);
    expect(problemsOf(pages, streamingSegments)).toEqual([]);
  });

  it('the 404 and thank-you pages included, which are not indexed', () => {
    for (const path of ['/404.html', '/dziekujemy']) {
      expect(metaOf(servedPage(path).document, 'robots'), path).toBe('noindex, follow');
    }
    // Served for any unknown address: it names no canonical one.
    expect(servedPage('/404.html').document.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
