/**
 * Measurement behind consent (issue 11), in a real Chromium, on a build with GA4 and the Meta Pixel
 * configured (built once here, beside the main build): nothing reaches Google or Meta before the
 * visitor's choice or after a refusal; after consent the tags load, pages are counted and a lead is
 * counted by form and page only. Google's and Meta's servers are stood in for by the test.
 */
import { execFileSync } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { paths } from '@/config/paths';
import { createStaticServer } from '../scripts/lib/static-server';
import { E2E_BUILD_ENV } from '../scripts/lib/test-ports';
import { expectNoAxeViolations } from './a11y';
import { waitForReact } from './console';

const GA_ID = 'G-E2ETEST01';
const PIXEL_ID = '1234567890';
const THIRD_PARTY =
  /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|facebook\.(net|com)/;

test.describe.configure({ mode: 'serial' });

let server: Server;
let origin: string;

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(180_000);
  // A build of its own per worker (a repeated run may build on both workers at once).
  const OUT = `test-results/dist-consent-${testInfo.workerIndex}`;
  execFileSync('npx', ['tsx', 'scripts/build.ts'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      ...E2E_BUILD_ENV,
      BUILD_OUT_DIR: OUT,
      VITE_GA_MEASUREMENT_ID: GA_ID,
      VITE_META_PIXEL_ID: PIXEL_ID,
      VITE_SERVICE_WORKER: 'off',
    },
  });
  server = createStaticServer(OUT);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  // Unset when beforeAll failed before starting it.
  const started = server as Server | undefined;
  started?.closeAllConnections();
  started?.close();
});

/** Records every request to Google or Meta and answers it with an empty script. */
async function watchThirdParties(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.context().route(THIRD_PARTY, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return requests;
}

const banner = (page: Page) =>
  page.getByRole('dialog', { name: 'Pliki cookies w naszym serwisie' });

test('asks first, keyboard first, shifts nothing, and sends nothing to Google or Meta before or after a refusal', async ({
  page,
}) => {
  const requests = await watchThirdParties(page);
  await page.goto(`${origin}/`);
  await waitForReact(page);
  await expect(banner(page)).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  expect(await page.context().cookies()).toEqual([]);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(
            list
              .getEntries()
              .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(shift).toBe(0);
  const lcpInBanner = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as unknown as { element?: Element } | undefined;
          resolve(Boolean(last?.element?.closest('[role="dialog"]')));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(lcpInBanner).toBe(false);
  // After the skip link, the banner's controls come first.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: 'Polityka cookies' })).toBeFocused();
  expect(requests).toEqual([]);

  await banner(page).getByRole('button', { name: 'Ustawienia', exact: true }).click();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await banner(page).getByRole('button', { name: 'Odrzucam wszystkie' }).click();
  await expect(banner(page)).toBeHidden();
  await page.locator(`footer a[href="${paths.contact}"]`).first().click();
  await page.reload();
  await waitForReact(page);
  await expect(banner(page)).toBeHidden();
  expect(requests).toEqual([]);
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => `${cookie.name}=${cookie.value}`)).toEqual([
    'cookie_consent=ga4%2Bpixel.00',
  ]);
});

test('after consent loads the tags, counts pages and counts a lead by form and page only', async ({
  page,
}) => {
  const requests = await watchThirdParties(page);
  await page.route('**/functions/v1/send-email', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }),
  );
  await page.goto(`${origin}/`);
  await waitForReact(page);
  await banner(page).getByRole('button', { name: 'Akceptuję wszystkie' }).click();
  await expect.poll(() => requests.some((url) => url.includes(`gtag/js?id=${GA_ID}`))).toBe(true);
  await expect.poll(() => requests.some((url) => url.includes('fbevents.js'))).toBe(true);

  await page.locator(`footer a[href="${paths.contact}"]`).first().click();
  await expect(page).toHaveURL(`${origin}${paths.contact}`);
  const contact = page.locator('form').filter({ has: page.locator('[name="message"]') });
  await contact.locator('[name="name"]').fill('Anna Testowa');
  await contact.locator('[name="email"]').fill('anna.testowa@example.pl');
  await contact.locator('[name="phone"]').fill('600 100 200');
  await contact.locator('[name="message"]').fill('Proszę o kontakt w sprawie konsolidacji.');
  await contact.locator('[name="consent"]').check();
  await contact.locator('button[type="submit"]').click();
  await expect(page.getByText('Formularz wysłany', { exact: true })).toBeVisible();

  const recorded = await page.evaluate(() =>
    JSON.stringify({
      dataLayer: (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
      pixel: window.fbq?.queue ?? [],
    }),
  );
  expect(recorded).toContain('"page_view",{"page_path":"/kontakt"');
  expect(recorded.split('"generate_lead"')).toHaveLength(2);
  expect(recorded).toContain('"generate_lead",{"form_kind":"contact","page_path":"/kontakt"}');
  expect(recorded).toContain(
    '"consent","update",{"analytics_storage":"granted","ad_storage":"granted","ad_user_data":"granted","ad_personalization":"granted"}',
  );
  expect(recorded).toContain('"Lead",{"content_category":"contact"}');
  for (const personal of ['Anna', 'Testowa', 'anna.testowa', '600 100 200', '600100200'])
    expect(recorded).not.toContain(personal);

  // Withdrawing from the footer is as easy: the page starts afresh and nothing more is sent.
  await page.getByRole('button', { name: 'Ustawienia cookies' }).click();
  await expect(banner(page)).toBeFocused();
  await Promise.all([
    page.waitForEvent('load'),
    banner(page).getByRole('button', { name: 'Odrzucam wszystkie' }).click(),
  ]);
  await waitForReact(page);
  const sentBefore = requests.length;
  await page.goto(`${origin}${paths.about}`);
  await waitForReact(page);
  expect(requests.length).toBe(sentBefore);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual(['cookie_consent']);
});

test('a build with no measurement configured shows no banner and sets no cookie', async ({
  page,
}) => {
  await page.goto('/');
  await waitForReact(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ustawienia cookies' })).toHaveCount(0);
  expect(await page.context().cookies()).toEqual([]);
});
