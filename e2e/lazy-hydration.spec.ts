import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydrated, waitForPageHydrated, waitForReact, watchConsole } from './console';
import { holdChunk, holdRequests } from './hold-requests';
import { expectJustBelowHeader, withoutScrollAnchoring } from './jumps';
import { findLead, uniqueName } from './outbox';

/**
 * Parts of a page hydrated late (src/hydration/lazy-hydration.tsx): the page opened
 * first, its forms and the footer at the first interaction, widgets inside the page near the
 * viewport. The visitor must never notice: nothing typed is lost, nothing pressed is ignored, a form is never sent by the browser itself, and
 * client-side navigations are not held up by a part that has not hydrated.
 */

test('a visitor who fills in and sends the form before its code has arrived loses nothing', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const chunk = await holdChunk(page, 'quick-contact-form');
  await page.goto('/');
  await waitForReact(page);
  expect(chunk.requested()).toBe(false);

  const hero = page.locator('form[data-form="quick-contact"]').first();
  const name = uniqueName('Ewa');
  await hero.locator('[name="name"]').fill(name);
  await expect.poll(chunk.requested).toBe(true);
  await hero.locator('[name="email"]').fill('ewa.nowak@example.pl');
  await hero.locator('[name="phone"]').fill('600 300 400');
  await hero.locator('[name="loanAmount"]').selectOption('30 000–50 000 zł');
  await hero.locator('[name="consent"]').check();
  await hero.locator('button[type="submit"]').click();
  // Held: the browser did not send the form itself, with the fields in the address.
  expect(new URL(page.url()).search).toBe('');

  chunk.release();
  await expect(page.getByText('Zgłoszenie wysłane', { exact: true })).toBeVisible();
  const sent = JSON.stringify((await findLead(name)).record);
  for (const value of ['ewa.nowak@example.pl', '600 300 400', '30 000–50 000 zł']) {
    expect(sent).toContain(value);
  }
  expect(problems).toEqual([]);
});

test('text typed while the form comes to life stays, and the form then checks it', async ({
  page,
}) => {
  const chunk = await holdChunk(page, 'quick-contact-form');
  await page.goto('/');
  await waitForReact(page);
  const hero = page.locator('form[data-form="quick-contact"]').first();
  await hero.locator('[name="phone"]').fill('12');
  await expect.poll(chunk.requested).toBe(true);
  chunk.release();

  await hero.locator('button[type="submit"]').click();
  await expect(hero.locator('[name="phone"]')).toHaveValue('12');
  await expect(hero.locator('[name="phone"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(hero.locator('[name="name"]')).toHaveAttribute('aria-invalid', 'true');
});

test('a form filled in before its code has arrived keeps it all across a reload', async ({
  page,
}) => {
  const chunk = await holdChunk(page, 'contact-form');
  await page.goto('/kontakt');
  await waitForReact(page);
  const contact = page.locator('form[data-form="contact"]');
  const entry = { name: 'Maria Nowak', email: 'maria@example.pl', message: 'Proszę o telefon.' };
  for (const [field, value] of Object.entries(entry)) {
    await contact.locator(`[name="${field}"]`).fill(value);
  }
  await contact.locator('[name="consent"]').check();
  await expect.poll(chunk.requested).toBe(true);
  chunk.release();
  // The form has come to life with no edit after it: what was typed before is its draft all the same.
  await waitForHydrated(page, 'form[data-form="contact"]');

  await page.reload();
  for (const [field, value] of Object.entries(entry)) {
    await expect(contact.locator(`[name="${field}"]`)).toHaveValue(value);
  }
  await expect(contact.locator('[name="consent"]')).toBeChecked();
});

/** A control's root (`[data-early]`) once React owns it (src/hydration/state-from-dom.ts). */
async function waitForOwned(root: Locator) {
  await expect(root).toHaveAttribute('data-owned');
}

test('at 1280 px a question and a menu group answer at once, and the app goes on from there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const problems = watchConsole(page);
  const app = await holdChunk(page, 'index');
  await page.goto('/kredyt-dla-lekarza', { waitUntil: 'commit' });
  const questions = page.locator('main [data-early="disclosure"] h3 > button');
  const answerOf = async (index: number) =>
    page.locator(`#${await questions.nth(index).getAttribute('aria-controls')}`);
  await questions.nth(0).click();
  await expect(await answerOf(0)).toBeVisible();
  await questions.nth(1).click();
  await expect(await answerOf(0)).toBeHidden();
  await expect(await answerOf(1)).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Główna nawigacja' });
  await nav.getByRole('button', { name: 'Pożyczki' }).click();
  await expect(nav.getByRole('link', { name: 'Kredyt konsolidacyjny' })).toBeVisible();
  expect(app.requested()).toBe(true);

  app.release();
  // The dropdown opened early is Radix's now, open, and works as such.
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveCount(4);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  // The question opened early is open in the accordion's state: a press closes it.
  await questions.nth(1).focus();
  await waitForOwned(page.locator('main [data-early="disclosure"]'));
  await expect(await answerOf(1)).toBeVisible();
  await questions.nth(1).click();
  await expect(await answerOf(1)).toBeHidden();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
  expect(problems).toEqual([]);
});

test('a link pressed before the page has hydrated is followed by the router, without a reload', async ({
  page,
}) => {
  const pageChunk = await holdChunk(page, 'home-page');
  await page.goto('/');
  await waitForReact(page);
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
  await page.locator('main a[href="/kredyt-konsolidacyjny"]').first().click();
  await expect.poll(pageChunk.requested).toBe(true);
  // Held, not followed by the browser: no page load while the page's code is on its way.
  await expect(page).toHaveURL('/');
  pageChunk.release();
  await expect(page).toHaveURL('/kredyt-konsolidacyjny');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('konsolidacyjny');
  expect(
    await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test('an in-page link used before the page has hydrated keeps the page whole and lands on its anchor', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const pageChunk = await holdChunk(page, 'consolidation-credit-page');
  await page.goto('/kredyt-konsolidacyjny');
  await waitForReact(page);
  await withoutScrollAnchoring(page);
  const heading = page.getByRole('heading', { level: 1 });
  const example = page.locator('#przyklad-reprezentatywny');
  await page.getByRole('link', { name: /zobacz przykład reprezentatywny/ }).click();
  await expect.poll(pageChunk.requested).toBe(true);
  // While the page's code is on its way: the served page, not an empty one, at the example.
  await expect(heading).toBeAttached();
  await expectJustBelowHeader(page, example);

  pageChunk.release();
  await waitForPageHydrated(page);
  await expectJustBelowHeader(page, example);
  expect(problems).toEqual([]);
});

test('a link pressed while the page cannot load its code is followed by the browser', async ({
  page,
}) => {
  await page.route(/\/assets\/home-page-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await waitForReact(page);
  await page.locator('main a[href="/kredyt-konsolidacyjny"]').first().click();
  await expect(page).toHaveURL('/kredyt-konsolidacyjny');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('konsolidacyjny');
});

test('a client-side navigation completes while the footer has not hydrated', async ({ page }) => {
  const footer = await holdChunk(page, 'site-footer');
  await page.goto('/');
  await waitForReact(page);
  expect(footer.requested()).toBe(false);
  await page.locator('main a[href="/kredyt-konsolidacyjny"]').first().click();
  await expect(page).toHaveURL('/kredyt-konsolidacyjny');
  // The navigation asks for the footer's code (the router's context changed above it).
  await expect.poll(footer.requested).toBe(true);
  footer.release();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('konsolidacyjny');
});

test("the app's code is asked for only once the prerendered page is on screen", async ({
  page,
}) => {
  await page.goto('/kontakt');
  await waitForReact(page);
  const { paintedAt, scripts } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(paintedAt).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(0);
  // Not one chunk may compete with the first paint for the network or the main thread.
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paintedAt ?? Number.POSITIVE_INFINITY);
});

/** Holds the expert's portrait at the top of /zespol (`fetchpriority="high"`; see `holdRequests`). */
function holdPortrait(page: Page) {
  return holdRequests(page, '**/images/team/expert.svg');
}

/** Requests for the app's chunks, as the page makes them. */
function watchChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/[^/]+\.js$/.test(request.url())) chunks.push(request.url());
  });
  return chunks;
}

test("a picture at the top of the page holds the app's code until it is on screen", async ({
  page,
}) => {
  const portrait = await holdPortrait(page);
  const chunks = watchChunks(page);
  await page.goto('/zespol', { waitUntil: 'commit' });
  // The first paint and two frames more: without the wait the code is asked for by then.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((list, observer) => {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)));
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  expect(chunks).toEqual([]);

  portrait.release();
  await waitForReact(page);
  const { portraitEnd, firstChunk } = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      portraitEnd: resources.find((entry) => entry.name.endsWith('/images/team/expert.svg'))
        ?.responseEnd,
      firstChunk: Math.min(
        ...resources.filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.startTime),
      ),
    };
  });
  expect(portraitEnd).toBeGreaterThan(0);
  expect(firstChunk).toBeGreaterThanOrEqual(portraitEnd ?? Number.POSITIVE_INFINITY);
});

test('a picture that never arrives does not keep the app from starting', async ({ page }) => {
  await holdPortrait(page);
  await page.goto('/zespol', { waitUntil: 'commit' });
  await waitForReact(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('before the app has started', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a page scrolled before the app has started stays where the visitor left it', async ({
    page,
  }) => {
    const entry = await holdChunk(page, 'index');
    await page.goto('/', { waitUntil: 'commit' });
    await expect.poll(entry.requested).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 1500));
    entry.release();
    await waitForHydrated(page, '#tresc');
    // One frame after the app's first effects.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
  });

  test('the menu and a tab answer at once, and the app takes over their state', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const app = await holdChunk(page, 'index');
    // The entry is a module script, so DOMContentLoaded waits for it: wait for the HTML only.
    await page.goto('/', { waitUntil: 'commit' });
    const tabs = page.getByRole('tab');
    await tabs.nth(1).click();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.locator(`#${await tabs.nth(1).getAttribute('aria-controls')}`)).toBeVisible();

    const toggle = page.getByRole('button', { name: 'Otwórz menu' });
    await toggle.click();
    const menuId = await toggle.getAttribute('aria-controls');
    const menu = page.locator(`#${menuId}`);
    await expect(menu.getByRole('navigation')).toBeVisible();
    const loans = menu.getByRole('button', { name: 'Pożyczki' });
    await loans.click();
    await expect(menu.getByRole('link', { name: 'Kredyt konsolidacyjny' })).toBeVisible();
    expect(app.requested()).toBe(true);

    app.release();
    await waitForOwned(
      page.locator('[data-early]', { has: page.locator(`[aria-controls="${menuId}"]`) }),
    );
    // The app's state is the page's: the menu is open (its label says so), the group expanded.
    await expect(page.getByRole('button', { name: 'Zamknij menu' })).toBeVisible();
    await expect(loans).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Otwórz menu' })).toBeFocused();

    // The tab chosen early is where the keyboard goes on from once the tabs are the app's.
    await tabs.nth(1).focus();
    await waitForOwned(page.locator('[data-early="tabs"]'));
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(2)).toBeFocused();
    expect(problems).toEqual([]);
  });
});
