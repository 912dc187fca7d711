import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { articles } from '@/content/articles';
import { renderApp } from './render-app';

describe('Knowledge hub article list', () => {
  it('links every article, showing a year in its title as the current year', async () => {
    await renderApp('/wiedza');
    const list = within(screen.getByRole('region', { name: 'Artykuły' }));
    const year = String(new Date().getFullYear());
    for (const article of articles) {
      const shown = article.title.replace(/\b20\d{2}\b/, year);
      expect(list.getByRole('link', { name: shown })).toHaveAttribute(
        'href',
        `/wiedza/${article.slug}`,
      );
    }
    expect(articles.some((article) => /\b20\d{2}\b/.test(article.title))).toBe(true);
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
