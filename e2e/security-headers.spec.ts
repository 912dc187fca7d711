import { readFileSync, readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { headersFor, parseHeadersFile } from '../scripts/lib/headers-file';
import { e2eBuildEnv, e2ePorts } from '../scripts/lib/test-ports';
import { recordPolicyViolations, waitForReact } from './console';
import { sendContactForm } from './fields';

/** The headers the CDN serves: the build's dist/_headers, read as Netlify / Cloudflare Pages do. */
const rules = parseHeadersFile(readFileSync('dist/_headers', 'utf8'));
const policy = headersFor('/', rules).get('Content-Security-Policy') ?? '';
const directive = (name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? [];

test.describe('the policy itself', () => {
  test('is strict: no unsafe-inline or unsafe-eval for scripts, no framing, no plugins', () => {
    expect(directive('default-src')).toEqual(["'self'"]);
    const scripts = directive('script-src');
    expect(scripts[0]).toBe("'self'");
    for (const source of scripts.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(directive('style-src')).not.toContain("'unsafe-inline'");
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'self'"]);
    expect(directive('form-action')).toEqual(["'self'"]);
  });

  test('lets the page talk only to itself and the Supabase function it was built for', () => {
    const { VITE_SUPABASE_URL } = e2eBuildEnv(e2ePorts().functions);
    const functionOrigin = new URL(VITE_SUPABASE_URL).origin;
    expect(directive('connect-src')).toEqual(["'self'", functionOrigin]);
    expect(directive('frame-src')).toEqual(['https://www.google.com']);
  });
});

test.describe('served headers', () => {
  test('a page, an asset and the 404 page carry the headers of dist/_headers', async ({
    request,
  }) => {
    const page = await request.get('/wniosek');
    // A hashed script of the build, as the pages ask for them.
    const script = `/assets/${readdirSync('dist/assets').find((file) => file.endsWith('.js'))}`;
    const asset = await request.get(script);
    const missing = await request.get('/nie-ma-takiej-strony');
    expect(missing.status()).toBe(404);

    for (const [path, response] of [
      ['/wniosek', page],
      [script, asset],
      ['/nie-ma-takiej-strony', missing],
    ] as const) {
      const served = response.headers();
      for (const [name, value] of headersFor(path, rules)) {
        expect(served[name.toLowerCase()], `${name} of ${path}`).toBe(value);
      }
    }
    expect(page.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(page.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('build internals and the headers file are not published', async ({ request }) => {
    expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
    expect((await request.get('/_headers')).status()).toBe(404);
  });

  test('a page of another origin cannot frame the application form', async ({ page, baseURL }) => {
    // about:blank is another origin than the site: frame-ancestors 'none' must keep the form out.
    await page.setContent(`<iframe src="${baseURL}/wniosek" title="próba"></iframe>`);
    const frameElement = page.locator('iframe');
    await expect(frameElement).toBeAttached();
    const framed = page.frames().find((frame) => frame.url().endsWith('/wniosek'));
    const forms = framed
      ? await framed
          .locator('form')
          .count()
          .catch(() => 0)
      : 0;
    expect(forms).toBe(0);
  });
});

// Every page's own load is checked for violations by pages.spec.ts, on its one visit per width.
test.describe('zero policy violations', () => {
  test('menus, FAQ, the map and a form submission cause none', async ({ page }) => {
    const violations = await recordPolicyViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/kontakt');
    await waitForReact(page);

    await page.getByRole('button', { name: 'Pożyczki' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');

    const faqQuestion = page.locator('h3[data-orientation="vertical"] > button').first();
    await faqQuestion.click();
    await expect(faqQuestion).toHaveAttribute('aria-expanded', 'true');

    // The map frame is requested from the provider; the test network never reaches it, but the
    // policy must allow the request.
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>mapa</p>' }),
    );
    await page.getByRole('button', { name: 'Pokaż mapę' }).first().click();
    await expect(page.locator('iframe')).toBeAttached();

    await sendContactForm(page, {
      name: 'Jan Polityka',
      email: 'jan.polityka@example.pl',
      phone: '600 700 800',
      message: 'Sprawdzenie nagłówków bezpieczeństwa.',
    });

    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await expect(page.getByRole('button', { name: 'Zamknij menu' })).toBeVisible();

    expect(await violations()).toEqual([]);
  });
});
