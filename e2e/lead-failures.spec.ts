/**
 * What a visitor sees when sending fails, and that a lead survives it: retries that store one
 * lead, an alert with the phone number, a draft that outlives a reload, a timeout for a function
 * that never answers. Also the newsletter's double opt-in, from the e-mail's link to its page.
 */
import { expect, test, type Route } from '@playwright/test';
import { newsletterPaths } from '@/config/paths';
import { newsletterLinkInvalidPage } from '@/content/pages/newsletter';
import { LEAD_ATTEMPT_TIMEOUT_MS } from '../src/features/leads/send-lead';
import { expectNoAxeViolations } from './a11y';
import { waitForReact } from './console';
import { KEPT_ENTRY, expectFailureToast, fillContactForm } from './fields';
import { countLeads, findConfirmationLink, findLead, uniqueName } from './outbox';

const FUNCTION = '**/functions/v1/send-email';

/** Only the POST of a lead: a CORS preflight goes its own way. */
const isLead = (route: Route) => route.request().method() === 'POST';

test('function unreachable: the toast, the alert with the phone, every value kept, a reload keeps the draft', async ({
  page,
}) => {
  let attempts = 0;
  await page.route(FUNCTION, (route) => {
    if (!isLead(route)) return route.continue();
    attempts += 1;
    return route.abort('connectionrefused');
  });
  await page.goto('/kontakt');
  await waitForReact(page);
  const contact = await fillContactForm(page, KEPT_ENTRY);
  await contact.getByRole('button', { name: 'Wyślij wiadomość' }).click();

  // Three attempts (1 s and 2 s apart), then the alert stays.
  const alert = contact.getByRole('alert');
  await expect(alert).toBeVisible({ timeout: 15_000 });
  expect(attempts).toBe(3);
  await expect(alert).toContainText('Nie udało się połączyć z serwerem');
  await expect(alert.getByRole('link', { name: '+48 600 100 200' })).toHaveAttribute(
    'href',
    'tel:+48600100200',
  );
  await expect(alert.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  await expectFailureToast(page);
  await expect(contact.locator('[name="name"]')).toHaveValue(KEPT_ENTRY.name);
  await expect(contact.locator('[name="message"]')).toHaveValue(KEPT_ENTRY.message);
  await expect(contact.locator('[name="consent"]')).toBeChecked();
  await expect(contact.locator('button[type="submit"]')).toBeEnabled();
  await expect(page.locator('body')).not.toContainText(/Failed to send|Edge Function/);

  await page.reload();
  await waitForReact(page);
  await expect(contact.locator('[name="name"]')).toHaveValue(KEPT_ENTRY.name);
  await expect(contact.locator('[name="email"]')).toHaveValue('maria@example.pl');
  await expect(contact.locator('[name="message"]')).toHaveValue(KEPT_ENTRY.message);
  await expect(contact.locator('[name="consent"]')).toBeChecked();
});

test('503 twice, then stored: success, and exactly one lead for the submission', async ({
  page,
}) => {
  const name = uniqueName('Marta');
  const bodies: string[] = [];
  await page.route(FUNCTION, async (route) => {
    if (!isLead(route)) return route.continue();
    bodies.push(route.request().postData() ?? '');
    if (bodies.length === 1) {
      // The lead reaches the function and is stored, but the answer is lost on the way back.
      await route.fetch();
      return route.fulfill({ status: 503, json: { error: 'Usługa chwilowo niedostępna.' } });
    }
    if (bodies.length === 2) {
      return route.fulfill({ status: 503, json: { error: 'Usługa chwilowo niedostępna.' } });
    }
    return route.continue();
  });
  await page.goto('/kontakt');
  await waitForReact(page);
  const contact = await fillContactForm(page, { ...KEPT_ENTRY, name });
  await contact.getByRole('button', { name: 'Wyślij wiadomość' }).click();

  await expect(page.getByText('Formularz wysłany', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(contact.locator('[name="name"]')).toHaveValue('');
  await expect(contact.getByRole('alert')).toHaveCount(0);
  expect(bodies).toHaveLength(3);
  const ids = bodies.map((body) => (JSON.parse(body) as { submissionId?: string }).submissionId);
  expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Set(ids).size).toBe(1);

  await findLead(name);
  expect(await countLeads(name)).toBe(1);
});

test('a function that never answers: the alert once the attempts time out', async ({ page }) => {
  await page.clock.install();
  let attempts = 0;
  await page.route(FUNCTION, (route) => {
    if (!isLead(route)) return route.continue();
    attempts += 1;
    // Never answered: the page gives up on its own.
    return undefined;
  });
  await page.goto('/kontakt');
  await waitForReact(page);
  const contact = await fillContactForm(page, KEPT_ENTRY);
  const submit = contact.getByRole('button', { name: 'Wyślij wiadomość' });
  await submit.click();
  await expect(contact.getByRole('button', { name: 'Wysyłanie...' })).toBeDisabled();

  for (const attempt of [1, 2, 3]) {
    await expect.poll(() => attempts).toBe(attempt);
    // This attempt's timeout, and the backoff before the next one (at most 2 s).
    await page.clock.runFor(LEAD_ATTEMPT_TIMEOUT_MS + 2_000);
  }
  const alert = contact.getByRole('alert');
  await expect(alert).toContainText('Serwer nie odpowiedział w wyznaczonym czasie.');
  await expect(alert.getByRole('link', { name: '+48 600 100 200' })).toBeVisible();
  await expect(submit).toBeEnabled();
  await expect(contact.locator('[name="name"]')).toHaveValue(KEPT_ENTRY.name);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('newsletter: the confirmation e-mail links to the confirmed page', async ({ page }) => {
  await page.goto('/wiedza');
  await waitForReact(page);
  const newsletter = page.locator('form[data-form="newsletter"]');
  const email = `${uniqueName('czytelniczka').replace(/\W+/g, '.').toLowerCase()}@example.pl`;
  await newsletter.locator('[name="email"]').fill(email);
  await newsletter.locator('[name="consentMarketing"]').check();
  await newsletter.getByRole('button', { name: 'Zapisz się' }).click();
  await expect(page.getByText('Sprawdź skrzynkę e-mail', { exact: true })).toBeVisible();

  const link = await findConfirmationLink(email);
  await page.goto(link);
  await expect(page).toHaveURL(newsletterPaths.confirmed);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Dziękujemy, Twój adres został potwierdzony',
  );
  await expectNoAxeViolations(page);

  // A link cut short or mistyped (here its token's last character dropped) ends on a page that
  // says so and offers a new sign-up.
  await page.goto(link.slice(0, -1));
  await expect(page).toHaveURL(newsletterPaths.linkInvalid);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    newsletterLinkInvalidPage.intro.title,
  );
  await expectNoAxeViolations(page);
});
