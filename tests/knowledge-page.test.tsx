import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { articles } from '@/content/articles';
import { knowledgePage } from '@/content/pages/knowledge';
import type { ArticleCategory } from '@/content/types';
import { ArticleHub } from '@/sections/article-hub';
import { preloadPages, renderApp } from './render-app';

preloadPages('/wiedza');

const year = String(new Date().getFullYear());
const shown = (title: string) => title.replace(/\b20\d{2}\b/, year);
const [featured, ...others] = articles;
const countOf = (category: ArticleCategory) =>
  articles.filter((article) => article.category === category).length;
/** The categories that have articles, in the hub's order: the only ones with a filter. */
const categories = knowledgePage.hub.categories.filter((category) => countOf(category) > 0);

async function openHub() {
  const view = await renderApp('/wiedza');
  const hub = () => within(screen.getByRole('region', { name: /artykuły|Kategoria/ }));
  const filters = within(screen.getByRole('group', { name: 'Filtruj artykuły według kategorii' }));
  const gridTitles = () =>
    hub()
      .queryAllByRole('list')
      .filter((list) => !list.hasAttribute('data-hidden-with-scripts'))
      .flatMap((list) => [...list.querySelectorAll('h3')].map((h3) => h3.textContent));
  return { ...view, hub, filters, gridTitles };
}

describe('Knowledge hub', () => {
  if (!featured) throw new Error('The hub needs articles.');

  it('counts the articles of every category on its filter buttons, and shows no empty category', async () => {
    const { filters } = await openHub();
    expect(filters.getAllByRole('button').map((button) => button.textContent)).toEqual([
      `Wszystkie (${articles.length})`,
      ...categories.map((c) => `${c} (${countOf(c)})`),
    ]);
    expect(filters.getByRole('button', { name: `Wszystkie (${articles.length})` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const category of categories) {
      expect(
        filters.getByRole('button', { name: `${category} (${countOf(category)})` }),
      ).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('features the newest article and leaves it out of the grid', async () => {
    const { hub, gridTitles } = await openHub();
    expect(articles.every((article) => article.date <= featured.date)).toBe(true);
    expect(hub().getAllByRole('link', { name: shown(featured.title) })).toHaveLength(1);
    expect(hub().getByRole('link', { name: shown(featured.title) })).toHaveAttribute(
      'href',
      `/wiedza/${featured.slug}`,
    );
    expect(gridTitles()).toEqual(others.slice(0, 6).map((article) => shown(article.title)));
    // No title holds a year: shown as the current one (spec §2), it would date an article later
    // than it was written (issue 24). tests/polish-copy.test.ts guards the rule for new articles.
    expect(articles.some((article) => /\b20\d{2}\b/.test(article.title))).toBe(false);
  });

  it('filters the grid by category, switching the heading', async () => {
    const { user, hub, filters, gridTitles } = await openHub();
    expect(hub().getByRole('heading', { level: 2, name: 'Wszystkie artykuły' })).toBeVisible();

    for (const category of categories) {
      await user.click(filters.getByRole('button', { name: new RegExp(`^${category} \\(`) }));
      expect(
        hub().getByRole('heading', { level: 2, name: `Kategoria: ${category}` }),
      ).toBeVisible();
      const expected = others.filter((article) => article.category === category);
      expect(gridTitles()).toEqual(expected.slice(0, 6).map((article) => shown(article.title)));
      if (expected.length === 0) expect(hub().queryAllByRole('list')).toEqual([]);
      expect(screen.getByRole('status')).toHaveTextContent(
        expected.length > 6
          ? `Wyświetlono 6 z ${expected.length}`
          : `Wyświetlono ${expected.length}`,
      );
      // The featured article stays on top whatever the filter.
      expect(hub().getByRole('link', { name: shown(featured.title) })).toBeVisible();
    }

    await user.click(filters.getByRole('button', { name: /^Wszystkie \(/ }));
    expect(hub().getByRole('heading', { level: 2, name: 'Wszystkie artykuły' })).toBeVisible();
    expect(gridTitles()).toHaveLength(Math.min(6, others.length));
  });
});

describe('Knowledge hub at size', () => {
  const hubCategories: ArticleCategory[] = ['Kredyty', 'Finanse osobiste', 'Edukacja'];
  /** Fourteen cards in no order: dates 2026-01-01 … 2026-01-14, the newest in the middle. */
  const cards = Array.from({ length: 14 }, (_, index) => {
    const day = ((index + 7) % 14) + 1;
    const date = `2026-01-${String(day).padStart(2, '0')}`;
    return {
      href: `/wiedza/artykul-${day}`,
      title: `Artykuł ${day}`,
      excerpt: 'Opis artykułu.',
      category: hubCategories[day % 2] as ArticleCategory,
      date,
      dateText: date,
    };
  });
  const byDay = (day: number) => `Artykuł ${day}`;

  function renderHub() {
    render(
      <MemoryRouter>
        <ArticleHub
          id="articles"
          articles={cards}
          categories={[...hubCategories, 'Zawody medyczne']}
          copy={knowledgePage.hub}
        />
      </MemoryRouter>,
    );
    // Later pages stay in the served HTML (without scripts every one is shown): the stylesheet
    // hides them only where scripts run, which jsdom does not apply.
    const shown = (element: Element) => element.closest('[data-hidden-with-scripts]') === null;
    const shownTitles = () =>
      [...document.querySelectorAll('ul h3')].filter(shown).map((h3) => h3.textContent);
    const moreLinks = () =>
      screen.queryAllByRole('link', { name: 'Pokaż więcej artykułów' }).filter(shown);
    return { user: userEvent.setup({ delay: null }), shownTitles, moreLinks };
  }

  it('features the newest, shows six others newest first, and links every article in its HTML', () => {
    const { shownTitles, moreLinks } = renderHub();
    expect(screen.getAllByRole('link')[0]).toHaveTextContent(byDay(14));
    expect(shownTitles()).toEqual([13, 12, 11, 10, 9, 8].map(byDay));
    const cardLinks = screen.getAllByRole('listitem').map((item) => within(item).getByRole('link'));
    expect(cardLinks).toHaveLength(13);
    // The link to the next page leads to it in the page without scripts.
    expect(moreLinks()).toHaveLength(1);
    expect(moreLinks()[0]).toHaveAttribute('href', '#articles-strona-2');
    expect(document.getElementById('articles-strona-2')).toHaveTextContent(byDay(7));
    expect(screen.getByRole('status')).toHaveTextContent('Wyświetlono 6 z 13 artykułów');
    // A filter for the categories with articles only, in the given order.
    const filters = screen.getByRole('group', { name: 'Filtruj artykuły według kategorii' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Wszystkie (14)', 'Kredyty (7)', 'Finanse osobiste (7)']);
  });

  it('shows the next page on "Pokaż więcej", focusing its first card, until the last article', async () => {
    const { user, shownTitles, moreLinks } = renderHub();
    await user.click(moreLinks()[0] as HTMLElement);
    expect(shownTitles()).toHaveLength(12);
    expect(screen.getByRole('link', { name: byDay(7) })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Wyświetlono 12 z 13 artykułów');
    expect(moreLinks()).toHaveLength(1);
    await user.click(moreLinks()[0] as HTMLElement);
    expect(shownTitles().at(-1)).toBe(byDay(1));
    expect(screen.getByRole('link', { name: byDay(1) })).toHaveFocus();
    expect(moreLinks()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Wyświetlono 13 artykułów');
  });

  it('starts a chosen category at its first page', async () => {
    const { user, shownTitles, moreLinks } = renderHub();
    await user.click(moreLinks()[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Finanse osobiste (7)' }));
    expect(shownTitles()).toEqual([13, 11, 9, 7, 5, 3].map(byDay));
    expect(screen.getByRole('status')).toHaveTextContent('Wyświetlono 6 z 7 artykułów');
    expect(moreLinks()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Kredyty (7)' }));
    expect(shownTitles()).toEqual([12, 10, 8, 6, 4, 2].map(byDay));
    expect(moreLinks()).toEqual([]);
  });
});

describe('Article summaries', () => {
  it('list the same articles, in the same order, as the full registry, without their bodies', async () => {
    const { articleSummaries } = await import('@/content/articles/summaries');
    expect(articleSummaries.map((summary) => summary.slug)).toEqual(
      articles.map((article) => article.slug),
    );
    for (const summary of articleSummaries) expect(summary).not.toHaveProperty('content');
  });
});
