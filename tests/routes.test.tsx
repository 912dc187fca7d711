import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adviserPaths,
  articlePath,
  newsletterPaths,
  offlinePath,
  paths,
  type PageKey,
} from '@/config/paths';
import { articles } from '@/content/articles';
import * as pageContent from '@/content/pages';
import type { PageContent } from '@/content/types';
import { listPages } from '@/entry-server';
import { withCurrentYear } from '@/lib/current-year-in-title';
import { representativeExampleId } from '@/content/representative-example';
import {
  NEWSLETTER_CONFIRMED_PATH,
  NEWSLETTER_LINK_INVALID_PATH,
  NEWSLETTER_NOT_RECORDED_PATH,
} from '../supabase/functions/send-email/handler';
import { ADVISER_LEAD_PATH } from '../supabase/functions/_shared/adviser-request';
import { preloadPages, renderApp } from './render-app';

// The layout and the first page; each test then loads its own page.
preloadPages('/');

/** Pages a visitor opens directly: /old redirects, /dziekujemy opens only after a form. */
const pages = (Object.entries(paths) as [PageKey, string][]).filter(
  ([key]) => key !== 'old' && key !== 'thankYou',
);

/** The content module of a page: `paths.fooBar` is rendered from `fooBarPage`. */
function contentOf(key: PageKey): PageContent {
  const content = (pageContent as Record<string, PageContent | undefined>)[`${key}Page`];
  if (!content) throw new Error(`No content module exports ${key}Page.`);
  return content;
}

function getOnlyH1(): HTMLElement {
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings).toHaveLength(1);
  return headings[0] as HTMLElement;
}

/**
 * "od 8,49%" → 8.49: every "from" rate a visitor reads in the page's main content, and every rate
 * stated as the one a calculation uses ("z oprocentowaniem 8,49%", the calculator's page).
 */
function statedRatesFrom(text: string): number[] {
  return [...text.matchAll(/(?:\bod|oprocentowani\p{L}*)\s(\d+(?:,\d+)?)\s?%/gu)].map((match) =>
    Number(match[1]?.replace(',', '.')),
  );
}

/** The first text node of `root` that states a percentage. */
function firstRateText(root: HTMLElement): Node | undefined {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/\d\s?%/.test(node.textContent ?? '')) return node;
  }
  return undefined;
}

describe('Route table', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(pages)(
    'renders %s (%s) with one H1 from its content and a site title',
    async (key, path) => {
      const { router } = await renderApp(path);
      expect(router.state.location.pathname).toBe(path);
      // Typeset copy holds non-breaking spaces; the visitor reads them as spaces.
      expect(getOnlyH1().textContent.replace(/\s+/g, ' ')).toBe(
        contentOf(key).intro.title.replace(/\s+/g, ' '),
      );
      expect(document.title).toMatch(/\S.* \| Spokojna Rata$/);
      expect(document.title).toBe(contentOf(key).meta.title);

      // A page that states a rate shows its product's representative example (consumer credit
      // act, art. 7), at the product's lowest advertised rate, with an RRSO line linking to it in
      // the section where the first rate appears.
      const main = screen.getByRole('main');
      const firstRate = firstRateText(main);
      if (firstRate === undefined) return;
      const example = document.getElementById(representativeExampleId);
      expect(example, `${path} states a rate but shows no representative example`).not.toBeNull();
      const exampleRate = within(example as HTMLElement)
        .getByText('Stopa oprocentowania')
        .nextElementSibling?.textContent.match(/\d+(?:,\d+)?/)?.[0];
      expect(Math.min(...statedRatesFrom(main.textContent))).toBe(
        Number(exampleRate?.replace(',', '.')),
      );
      const note = main.querySelector(`a[href="#${representativeExampleId}"]`);
      expect(note, `${path} has no RRSO note beside its first rate`).not.toBeNull();
      // Typeset: the space before the dash does not break (src/lib/typography.ts).
      expect(note?.textContent).toMatch(/^RRSO \d+(?:,\d+)?%\s– zobacz przykład reprezentatywny$/);
      expect(note?.closest('section')).toBe(firstRate.parentElement?.closest('section'));
    },
  );

  it('sends /old to the home page, replacing the history entry', async () => {
    const { router } = await renderApp(paths.old, { history: [paths.contact] });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(getOnlyH1()).toHaveTextContent(pageContent.homePage.intro.title);

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe(paths.contact);
  });

  it('shows the 404 page for an unknown path and logs the path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderApp('/nie-ma-takiej-strony');

    expect(screen.getByText('404')).toBeInTheDocument();
    expect(getOnlyH1()).toHaveTextContent('Oops! Strona nie została znaleziona');
    const home = screen.getByRole('link', { name: 'Wróć na stronę główną' });
    expect(home).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/nie-ma-takiej-strony'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      expect.stringContaining('noindex'),
    );
  });

  it('shows the 404 page for an unknown path below a known one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderApp('/kontakt/cos-jeszcze');
    expect(getOnlyH1()).toHaveTextContent('Oops! Strona nie została znaleziona');
  });

  it('tells an unknown article apart and links back to the articles', async () => {
    await renderApp('/wiedza/nie-ma-takiego');
    expect(getOnlyH1()).toHaveTextContent('Artykuł nie został znaleziony');
    expect(screen.getByRole('link', { name: 'Powrót do artykułów' })).toHaveAttribute(
      'href',
      '/wiedza',
    );
  });

  it.each(articles.map((article) => [article.slug, article] as const))(
    'renders the article %s at /wiedza/{slug}',
    async (_slug, article) => {
      await renderApp(articlePath(article.slug));
      const year = new Date().getFullYear();
      expect(getOnlyH1()).toHaveTextContent(
        withCurrentYear(article.title, year).replace(/\s+/g, ' '),
      );
      expect(document.title).toBe(article.meta.title);
    },
  );
});

describe('listPages', () => {
  it('lists every page once, with the thank-you, newsletter, offline, advisers’ and /old pages kept out of indexes', () => {
    const listed = listPages();
    const listedPaths = listed.map((page) => page.path);
    expect(new Set(listedPaths).size).toBe(listedPaths.length);

    const expected = [
      ...Object.values(paths).map((path) => ({
        path,
        indexable: path !== paths.thankYou && path !== paths.old,
      })),
      ...articles.map((article) => ({
        path: articlePath(article.slug),
        indexable: true,
        lastModified: article.dateModified,
      })),
      ...Object.values(newsletterPaths).map((path) => ({ path, indexable: false })),
      { path: offlinePath, indexable: false },
      { path: adviserPaths.lead, indexable: false },
    ];
    expect(listed).toHaveLength(expected.length);
    expect(listed).toEqual(expect.arrayContaining(expected));
  });

  it("has a page for every place the function's newsletter link sends a subscriber", () => {
    expect([
      NEWSLETTER_CONFIRMED_PATH,
      NEWSLETTER_LINK_INVALID_PATH,
      NEWSLETTER_NOT_RECORDED_PATH,
    ]).toEqual(Object.values(newsletterPaths));
  });

  it("has the advisers' page where the function's e-mails link to it", () => {
    expect(adviserPaths.lead).toBe(ADVISER_LEAD_PATH);
    expect(listPages()).toContainEqual({ path: ADVISER_LEAD_PATH, indexable: false });
    // Not among the public site's paths, which the navigation, the hubs and the page checks read.
    expect(Object.values(paths)).not.toContain(ADVISER_LEAD_PATH);
  });

  it('includes every article of the registry', () => {
    const listedPaths = listPages().map((page) => page.path);
    expect(articles.length).toBeGreaterThanOrEqual(2);
    for (const article of articles) expect(listedPaths).toContain(`/wiedza/${article.slug}`);
  });
});
