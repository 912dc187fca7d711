import { expect, test } from '@playwright/test';
import { articles } from '@/content/articles';
import { articleSummaries } from '@/content/articles/summaries';
import { knowledgePage } from '@/content/pages/knowledge';
import { waitForReact, watchConsole } from './console';

const year = String(new Date().getFullYear());
const shownTitle = (title: string) => title.replace(/\b20\d{2}\b/, year);
const [featured, ...others] = articleSummaries;

const PAGE_SIZE = 6;

test('the knowledge hub features the newest article, pages and filters the rest by category', async ({
  page,
}) => {
  if (!featured) throw new Error('The knowledge hub needs articles.');
  const problems = watchConsole(page);
  await page.goto('/wiedza');
  await waitForReact(page);
  const hub = page.locator('#articles');
  // The cards of the shown pages (each page its own list; later ones hidden until asked for).
  const grid = hub.locator('ul');

  expect(articleSummaries.every((article) => article.date <= featured.date)).toBe(true);
  await expect(hub.getByRole('link', { name: shownTitle(featured.title) })).toHaveCount(1);
  await expect(hub.getByRole('heading', { name: 'Wszystkie artykuły' })).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(Math.min(PAGE_SIZE, others.length));

  const filters = hub.getByRole('group', { name: 'Filtruj artykuły według kategorii' });
  await expect(
    filters.getByRole('button', { name: `Wszystkie (${articleSummaries.length})` }),
  ).toHaveAttribute('aria-pressed', 'true');
  // A filter for every category with articles, in the hub's order, and none for an empty one.
  const withArticles = knowledgePage.hub.categories.filter((category) =>
    articleSummaries.some((article) => article.category === category),
  );
  await expect(filters.getByRole('button')).toHaveText(
    ['Wszystkie', ...withArticles].map((label) => new RegExp(`^${label} \\([1-9]\\d*\\)$`)),
  );

  // "Pokaż więcej" reveals the next page, moving the focus to its first card, down to the oldest.
  const more = hub.getByRole('link', { name: 'Pokaż więcej artykułów' });
  for (let shown = PAGE_SIZE; shown < others.length; shown += PAGE_SIZE) {
    await more.click();
    const next = others[shown];
    if (next) await expect(grid.getByRole('link', { name: shownTitle(next.title) })).toBeFocused();
    await expect(grid.getByRole('listitem')).toHaveCount(
      Math.min(shown + PAGE_SIZE, others.length),
    );
  }
  await expect(more).toHaveCount(0);
  const oldest = others.at(-1);
  if (oldest)
    await expect(grid.getByRole('link', { name: shownTitle(oldest.title) })).toBeVisible();

  // The featured article's own category: the grid (which never repeats it) may be empty.
  const featuredOnly = articleSummaries.filter((a) => a.category === featured.category);
  await filters
    .getByRole('button', { name: `${featured.category} (${featuredOnly.length})` })
    .click();
  await expect(hub.getByRole('heading', { name: `Kategoria: ${featured.category}` })).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(
    Math.min(PAGE_SIZE, featuredOnly.length - 1),
  );

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
  const full = articles.find((item) => item.slug === featured.slug);
  await expect(article.getByText(full?.author.name ?? 'author').first()).toBeVisible();
  await expect(article.getByRole('region', { name: 'Źródła' }).getByRole('listitem')).toHaveCount(
    full?.sources.length ?? 0,
  );
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
