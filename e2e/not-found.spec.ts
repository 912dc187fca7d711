import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { waitForReact, watchConsole } from './console';

test('an unknown path answers 404 with the 404 page, which logs the path', async ({ page }) => {
  const problems = watchConsole(page);
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));

  const response = await page.goto('/nie-ma-takiej-strony');
  expect(response?.status()).toBe(404);
  await waitForReact(page);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Oops! Strona nie została znaleziona',
  );
  await expect.poll(() => logged.some((text) => text.includes('/nie-ma-takiej-strony'))).toBe(true);
  expect(problems).toEqual([]);
  // Rendered afresh over 404.html, it still has one title and one set of social tags.
  await expect(page).toHaveTitle(/^Nie znaleziono strony/);
  expect(await page.locator('title').count()).toBe(1);
  expect(await page.locator('meta[name="description"]').count()).toBe(1);
  expect(await page.locator('meta[property="og:title"]').count()).toBe(1);
  expect(await page.locator('meta[name="twitter:title"]').count()).toBe(1);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Wróć na stronę główną' }).click();
  await expect(page).toHaveURL('/');
});

// 404.html itself (not indexed, no canonical, no streaming segments): tests/served-html.test.ts.
test('an unknown address below a known one answers 404 with the 404 page', async ({ request }) => {
  const response = await request.get('/wiedza/nie-ma-takiego-artykulu/dalej');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('<meta name="robots" content="noindex, follow"');
});

test('an unknown article shows its own message and a way back', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/wiedza/nie-ma-takiego-artykulu');
  await waitForReact(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artykuł nie został znaleziony');
  await page.getByRole('link', { name: 'Powrót do artykułów' }).click();
  await expect(page).toHaveURL('/wiedza');
  expect(problems).toEqual([]);
});

test('/old forwards to the home page, replacing the history entry', async ({ page }) => {
  await page.goto('/kontakt');
  await page.goto('/old');
  await expect(page).toHaveURL('/');
  await page.goBack();
  await expect(page).toHaveURL('/kontakt');
});

test('a trailing slash redirects to the clean URL', async ({ request }) => {
  const response = await request.get('/kontakt/', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/kontakt');
});

test('sitemap and robots.txt list the indexable pages only', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://www.spokojnarata.pl/</loc>');
  expect(sitemap).toContain('<loc>https://www.spokojnarata.pl/kredyt-dla-wojskowych</loc>');
  expect(sitemap).toContain(
    '<loc>https://www.spokojnarata.pl/wiedza/jak-skutecznie-wyjsc-z-dlugow</loc>',
  );
  expect(sitemap).not.toContain('/dziekujemy');
  expect(sitemap).not.toContain('/old');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://www.spokojnarata.pl/sitemap.xml');
});
