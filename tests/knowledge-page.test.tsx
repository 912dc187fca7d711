import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { articles } from '@/content/articles';
import type { ArticleCategory } from '@/content/types';
import { preloadPages, renderApp } from './render-app';

preloadPages('/wiedza');

const year = String(new Date().getFullYear());
const shown = (title: string) => title.replace(/\b20\d{2}\b/, year);
const [featured, ...others] = articles;
const categories: ArticleCategory[] = [
  'Kredyty',
  'Finanse osobiste',
  'Edukacja',
  'Zawody medyczne',
];
const countOf = (category: ArticleCategory) =>
  articles.filter((article) => article.category === category).length;

async function openHub() {
  const view = await renderApp('/wiedza');
  const hub = () => within(screen.getByRole('region', { name: /artykuły|Kategoria/ }));
  const filters = within(screen.getByRole('group', { name: 'Filtruj artykuły według kategorii' }));
  const gridTitles = () =>
    [...(hub().queryByRole('list')?.querySelectorAll('h3') ?? [])].map((h3) => h3.textContent);
  return { ...view, hub, filters, gridTitles };
}

describe('Knowledge hub', () => {
  if (!featured) throw new Error('The hub needs articles.');

  it('counts the articles of every category on its filter buttons', async () => {
    const { filters } = await openHub();
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

  it('features the first article and leaves it out of the grid', async () => {
    const { hub, gridTitles } = await openHub();
    expect(hub().getAllByRole('link', { name: shown(featured.title) })).toHaveLength(1);
    expect(hub().getByRole('link', { name: shown(featured.title) })).toHaveAttribute(
      'href',
      `/wiedza/${featured.slug}`,
    );
    expect(gridTitles()).toEqual(others.map((article) => shown(article.title)));
    // No title holds a year: shown as the current one (spec §2), it would date an article later
    // than it was written (issue 24). tests/polish-copy.test.ts guards the rule for new articles.
    expect(articles.some((article) => /\b20\d{2}\b/.test(article.title))).toBe(false);
  });

  it('filters the grid by category, switching the heading, and shows nothing for an empty list', async () => {
    const { user, hub, filters, gridTitles } = await openHub();
    expect(hub().getByRole('heading', { level: 2, name: 'Wszystkie artykuły' })).toBeVisible();

    for (const category of categories) {
      await user.click(filters.getByRole('button', { name: new RegExp(`^${category} \\(`) }));
      expect(
        hub().getByRole('heading', { level: 2, name: `Kategoria: ${category}` }),
      ).toBeVisible();
      const expected = others.filter((article) => article.category === category);
      expect(gridTitles()).toEqual(expected.map((article) => shown(article.title)));
      if (expected.length === 0) expect(hub().queryByRole('list')).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent(`Wyświetlono ${expected.length}`);
      // The featured article stays on top whatever the filter.
      expect(hub().getByRole('link', { name: shown(featured.title) })).toBeVisible();
    }

    await user.click(filters.getByRole('button', { name: /^Wszystkie \(/ }));
    expect(hub().getByRole('heading', { level: 2, name: 'Wszystkie artykuły' })).toBeVisible();
    expect(gridTitles()).toHaveLength(others.length);
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
