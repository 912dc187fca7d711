import { expect, test } from '@playwright/test';
import { articleSummaries } from '@/content/articles/summaries';
import { waitForReact, watchConsole } from './console';

const year = String(new Date().getFullYear());
const shownTitle = (title: string) => title.replace(/\b20\d{2}\b/, year);
const [featured, ...others] = articleSummaries;

test('the knowledge hub features the newest article and filters the rest by category', async ({
  page,
}) => {
  if (!featured) throw new Error('The knowledge hub needs articles.');
  const problems = watchConsole(page);
  await page.goto('/wiedza');
  await waitForReact(page);
  const hub = page.locator('#articles');
  const grid = hub.getByRole('list');

  await expect(hub.getByRole('link', { name: shownTitle(featured.title) })).toHaveCount(1);
  await expect(hub.getByRole('heading', { name: 'Wszystkie artykuły' })).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(others.length);

  const filters = hub.getByRole('group', { name: 'Filtruj artykuły według kategorii' });
  await expect(
    filters.getByRole('button', { name: `Wszystkie (${articleSummaries.length})` }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The featured article's own category: the grid (which never repeats it) may be empty.
  const featuredOnly = articleSummaries.filter((a) => a.category === featured.category);
  await filters
    .getByRole('button', { name: `${featured.category} (${featuredOnly.length})` })
    .click();
  await expect(hub.getByRole('heading', { name: `Kategoria: ${featured.category}` })).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(featuredOnly.length - 1);

  const other = others[0];
  if (other) {
    await filters.getByRole('button', { name: new RegExp(`^${other.category} \\(`) }).click();
    await expect(hub.getByRole('heading', { name: `Kategoria: ${other.category}` })).toBeVisible();
    await grid.getByRole('link', { name: shownTitle(other.title) }).click();
    await expect(page).toHaveURL(`/wiedza/${other.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownTitle(other.title));
  }
  expect(problems).toEqual([]);
});

test('an article shows its details and related articles', async ({ page }) => {
  if (!featured) throw new Error('The knowledge hub needs articles.');
  const problems = watchConsole(page);
  await page.goto(`/wiedza/${featured.slug}`);
  await waitForReact(page);
  const article = page.getByRole('article');
  await expect(article.getByText(featured.category).first()).toBeVisible();
  await expect(article.getByText(featured.author).first()).toBeVisible();
  await expect(article.getByRole('img').first()).toBeVisible();
  await expect(article.getByRole('link', { name: /analiz/i }).first()).toHaveAttribute(
    'href',
    '/bezplatna-analiza',
  );
  const related = page.getByRole('region', { name: 'Przeczytaj również' });
  await expect(related.getByRole('listitem')).toHaveCount(Math.min(2, others.length));
  // An unknown slug's own message and way back: not-found.spec.ts.
  expect(problems).toEqual([]);
});
