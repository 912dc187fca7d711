/**
 * Measurement behind consent (issue 11), in a real Chromium, on a build with GA4 and the Meta Pixel
 * configured (`npm test` makes it in its first stage and names it in E2E_CONSENT_DIST; without
 * that, as in `npm run test:e2e`, it is built here): nothing reaches Google or Meta before the
 * visitor's choice or after a refusal; after consent the tags load, pages are counted and a lead is
 * counted by form and page only. Google's and Meta's servers are stood in for by the test.
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { paths } from '@/config/paths';
import { serveDirectory, type ServedDirectory } from '../scripts/lib/static-server';
import { CONSENT_GA_ID as GA_ID, consentBuildEnv, e2ePorts } from '../scripts/lib/test-ports';
import { expectNoAxeViolations } from './a11y';
import { waitForReact } from './console';
import { sendContactForm } from './fields';
import { layoutShifts } from './page-checks';

const THIRD_PARTY =
  /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|facebook\.(net|com)/;

test.describe.configure({ mode: 'serial' });

let site: ServedDirectory | undefined;
let origin: string;

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  let out = process.env.E2E_CONSENT_DIST;
  if (!out) {
    test.setTimeout(180_000);
    // A build of its own per worker (a repeated run may build on both workers at once).
    out = `test-results/dist-consent-${testInfo.workerIndex}`;
    execFileSync('npx', ['tsx', 'scripts/build.ts'], {
      stdio: 'ignore',
      env: { ...process.env, ...consentBuildEnv(e2ePorts().functions, out) },
    });
  }
  site = await serveDirectory(out);
  origin = site.origin;
});

test.afterAll(async () => {
  await site?.close();
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

/**
 * Notes, from before the page's first script, when a dialog (the banner) enters the page; the
 * returned function reads the layout shifts from that moment on, each with the elements it moved.
 * Shifts before that are not the banner's: on a slow machine Chromium may paint the document while
 * it is still parsing it, and the rest of the header arriving then counts as a shift.
 */
async function recordShiftsSinceBanner(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const marked = window as unknown as { bannerAt?: number };
    new MutationObserver(() => {
      marked.bannerAt ??= document.querySelector('[role="dialog"]') ? performance.now() : undefined;
    }).observe(document, { childList: true, subtree: true });
  });
  return async () => {
    const bannerAt = await page.evaluate(
      () => (window as unknown as { bannerAt?: number }).bannerAt,
    );
    // No banner, no shift of the banner's.
    return bannerAt === undefined ? [] : layoutShifts(page, bannerAt);
  };
}

test('asks first, keyboard first, shifts nothing, and sends nothing to Google or Meta before or after a refusal', async ({
  page,
}) => {
  const requests = await watchThirdParties(page);
  const shiftsSinceBanner = await recordShiftsSinceBanner(page);
  await page.goto(`${origin}/`);
  await waitForReact(page);
  await expect(banner(page)).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  expect(await page.context().cookies()).toEqual([]);
  expect(await shiftsSinceBanner()).toEqual([]);
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
  await sendContactForm(page, {
    name: 'Anna Testowa',
    email: 'anna.testowa@example.pl',
    phone: '600 100 200',
    message: 'Proszę o kontakt w sprawie konsolidacji.',
  });

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
