import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adviserPaths, articlePath, newsletterPaths, offlinePath, paths } from '@/config/paths';
import { articles } from '@/content/articles';
import * as pageContent from '@/content/pages';
import { listPages } from '@/entry-server';
import {
  NEWSLETTER_CONFIRMED_PATH,
  NEWSLETTER_LINK_INVALID_PATH,
  NEWSLETTER_NOT_RECORDED_PATH,
} from '../supabase/functions/send-email/handler';
import { ADVISER_LEAD_PATH } from '../supabase/functions/_shared/adviser-request';
import { preloadPages, renderApp } from './render-app';

// The layout and the first page; each test then loads its own page.
preloadPages('/');

function getOnlyH1(): HTMLElement {
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings).toHaveLength(1);
  return headings[0] as HTMLElement;
}

/**
 * What the route table does in the app. Each page's own H1, title and representative example are
 * checked in the HTML the build serves (tests/served-html.test.ts, tests/credit-warning.test.ts)
 * and, hydrated, in the browser (e2e/pages.spec.ts).
 */
describe('Route table', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

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
