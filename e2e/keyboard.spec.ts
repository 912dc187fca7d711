import { expect, test, type Page } from '@playwright/test';
import { paths } from '@/config/paths';
import { waitForReact } from './console';
import { uniqueName } from './outbox';

/** What has the focus: its tag, name attribute, accessible text and whether its focus shows. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    const ring = style.boxShadow !== 'none';
    return {
      tag: element.tagName,
      id: element.id,
      name: element.getAttribute('name'),
      text: (element.getAttribute('aria-label') ?? element.textContent).trim(),
      visible: element.matches(':focus-visible') && (outline || ring),
      invalid: element.getAttribute('aria-invalid'),
      describedBy: (element.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    };
  });
}

type Focused = NonNullable<Awaited<ReturnType<typeof focused>>>;

/** Presses Tab until `wanted` has the focus, checking at every stop that the focus shows. */
async function tabTo(page: Page, wanted: (stop: Focused) => boolean, label: string) {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    expect(stop, `focus lost while tabbing to ${label}`).not.toBeNull();
    if (!stop) break;
    expect(stop.visible, `focus not visible on ${stop.tag} "${stop.text.slice(0, 40)}"`).toBe(true);
    if (wanted(stop)) return;
  }
  throw new Error(`Tab never reached ${label}`);
}

const field = (name: string) => (stop: Focused) => stop.name === name;
const button = (text: string) => (stop: Focused) => stop.tag === 'BUTTON' && stop.text === text;

test.use({ viewport: { width: 390, height: 800 } });

test('skip link, mobile menu, and the application sent by keyboard alone', async ({ page }) => {
  await page.goto(paths.home);
  await waitForReact(page);

  // The first Tab shows the skip link; Enter moves the focus to the content.
  await tabTo(page, (stop) => stop.text === 'Przejdź do treści', 'the skip link');
  await page.keyboard.press('Enter');
  expect((await focused(page))?.id).toBe('tresc');

  // Back up into the header: the menu button, then into the menu (a modal dialog).
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toMatchObject({ tag: 'BUTTON', text: 'Otwórz menu', visible: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await tabTo(page, (stop) => stop.tag === 'A' && stop.text === 'Złóż wniosek', "'Złóż wniosek'");
  await page.keyboard.press('Enter');

  // The new page: focus on its heading, so a screen reader announces it.
  await expect(page).toHaveURL(paths.application);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // Step 1 sent empty: the focus lands on the first invalid field, its error tied to it.
  await tabTo(page, button('Dalej'), "'Dalej' on step 1");
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page))?.name).toBe('name');
  const invalid = await focused(page);
  expect(invalid?.invalid).toBe('true');
  expect(invalid?.describedBy).toContain('Imię i nazwisko jest wymagane');
  // The failed step is also announced: the toast sits in a live region.
  await expect(page.getByRole('status').filter({ hasText: 'Sprawdź dane' }).first()).toBeAttached();

  const name = uniqueName('Klawiatura');
  await page.keyboard.type(name);
  await tabTo(page, field('email'), 'the e-mail field');
  await page.keyboard.type('klawiatura@example.pl');
  await tabTo(page, field('phone'), 'the phone field');
  await page.keyboard.type('605 100 200');
  await tabTo(page, button('Dalej'), "'Dalej' on step 1");
  await page.keyboard.press('Enter');

  // Step 2: the focus is on the step's heading.
  await expect(page.getByText('Krok 2 z 3')).toBeVisible();
  expect(await focused(page)).toMatchObject({ tag: 'H2' });
  await tabTo(page, field('selectedSituations.consolidation'), 'the consolidation box');
  await page.keyboard.press('Space');
  await tabTo(page, button('Dalej'), "'Dalej' on step 2");
  await page.keyboard.press('Enter');

  // Step 3, then back to step 2 and forward again: the heading takes the focus each time.
  await expect(page.getByText('Krok 3 z 3')).toBeVisible();
  expect(await focused(page)).toMatchObject({ tag: 'H2' });
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, button('Wstecz'), "'Wstecz' on step 3");
  await page.keyboard.press('Enter');
  await expect(page.getByText('Krok 2 z 3')).toBeVisible();
  expect(await focused(page)).toMatchObject({ tag: 'H2' });
  await tabTo(page, button('Dalej'), "'Dalej' on step 2");
  await page.keyboard.press('Enter');
  await expect(page.getByText('Krok 3 z 3')).toBeVisible();

  await tabTo(page, field('consentProcessing'), 'the processing consent');
  await page.keyboard.press('Space');
  await tabTo(
    page,
    (stop) => stop.tag === 'BUTTON' && stop.name === null && /wyślij/i.test(stop.text),
    'the submit button',
  );
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(paths.thankYou);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
