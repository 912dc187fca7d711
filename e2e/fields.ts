import { expect, type Locator, type Page } from '@playwright/test';
import { LEAD_RETRY_WAITS_MS } from '../src/features/leads/lead-retry';

export interface ContactEntry {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** What a visitor types into the contact form when the tests check that nothing of it is lost. */
export const KEPT_ENTRY: ContactEntry = {
  name: 'Maria Nowak',
  email: 'maria@example.pl',
  phone: '604 555 666',
  message: 'Treść, której nie chcę stracić.',
};

/** Fills the page's contact form (`data-form="contact"`) and ticks its consent; returns the form. */
export async function fillContactForm(page: Page, entry: ContactEntry): Promise<Locator> {
  const contact = page.locator('form[data-form="contact"]');
  for (const field of ['name', 'email', 'phone', 'message'] as const) {
    await contact.locator(`[name="${field}"]`).fill(entry[field]);
  }
  await contact.locator('[name="consent"]').check();
  return contact;
}

/** Sends the contact form as a visitor does and waits for its success message; returns the form. */
export async function sendContactForm(page: Page, entry: ContactEntry): Promise<Locator> {
  const contact = await fillContactForm(page, entry);
  await contact.locator('button[type="submit"]').click();
  await expect(page.getByText('Formularz wysłany', { exact: true })).toBeVisible();
  return contact;
}

/** The error toast itself (Radix also repeats its text in a hidden live region). */
export const failureToast = (page: Page): Locator =>
  page.locator('li').filter({ hasText: 'Błąd wysyłania' });

/** The toast a failed send shows, with the way forward it offers. */
export async function expectFailureToast(page: Page): Promise<void> {
  const toast = failureToast(page);
  // It shows after the automatic retries (1 s, then 2 s), on top of the usual wait.
  await expect(toast).toBeVisible({ timeout: LEAD_RETRY_WAITS_MS + 5 * 1000 });
  await expect(toast).toContainText(
    'Wystąpił problem z wysłaniem formularza. Spróbuj ponownie lub skontaktuj się telefonicznie. Szczegóły: ',
  );
}
