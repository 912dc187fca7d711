import { expect, test } from '@playwright/test';
import {
  keptPrerenderedRoot,
  rememberPrerenderedRoot,
  waitForReact,
  watchConsole,
} from './console';
import { expectedPages } from './site-pages';
import { decode } from './html';

const SITE_URL = 'https://www.spokojnarata.pl';

function headOf(html: string) {
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    h1s: [...html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/g)].map((m) => decode(m[1] ?? '')),
  };
}

test('every page has a title and description of its own', async ({ request }) => {
  const heads = await Promise.all(
    expectedPages.map(async ({ path }) => headOf(await (await request.get(path)).text())),
  );
  const titles = heads.map((head) => head.title);
  const descriptions = heads.map((head) => head.description);
  expect(new Set(titles).size).toBe(expectedPages.length);
  expect(new Set(descriptions).size).toBe(expectedPages.length);
});

for (const { path, h1 } of expectedPages) {
  test.describe(path, () => {
    test('the served HTML, without JavaScript, holds its head tags and content', async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      const head = headOf(html);
      expect(head.title).toMatch(/\S.* \| Spokojna Rata$|^Spokojna Rata/);
      expect(head.description.length).toBeGreaterThanOrEqual(100);
      expect(head.canonical).toBe(path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}`);
      expect(html).toContain(`<meta property="og:title" content="`);
      expect(html).toContain(`<meta name="twitter:card" content="summary_large_image"`);
      expect(head.h1s).toHaveLength(1);
      expect(head.h1s[0]).toBe(h1);
      expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
    });

    test('hydrates in the browser with its own H1 and title, and no console error', async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await rememberPrerenderedRoot(page);
      const served = headOf(await (await page.request.get(path)).text());
      await page.goto(path);
      await waitForReact(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(served.title);
      expect(await keptPrerenderedRoot(page)).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  });
}
