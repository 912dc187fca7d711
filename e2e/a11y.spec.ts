import { expect, test, type Page } from '@playwright/test';
import { paths } from '@/config/paths';
import { glossary } from '@/content/glossary';
import { representativeExampleId } from '@/content/representative-example';
import { RENDER_EVERYTHING, expectNoAxeViolations } from './a11y';
import { waitForReact } from './console';
import { addTestStyles } from './page-styles';

/** axe (WCAG 2.2 AA) in the states a visit passes through, beyond each page as it loads. */

// axe judges resting states. A toast fading in or out is a blend of colours for 150 ms that no one
// reads, and its timing would decide whether axe sees it; with reduced motion (which the site
// honours) every state is at rest.
test.use({ reducedMotion: 'reduce' });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForReact(page);
  await addTestStyles(page, RENDER_EVERYTHING);
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the mobile menu, open with a group expanded', async ({ page }) => {
    await open(page, paths.home);
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Pożyczki' }).click();
    await expect(dialog.getByRole('link', { name: 'Wszystkie pożyczki' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test("a term's explanation, on keyboard focus and on a tap", async ({ page }) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) refused.push(message.text());
      });
      await open(page, paths.consolidationCredit);
      const example = page.locator(`#${representativeExampleId}`);
      const tooltip = page.getByRole('tooltip');

      // A tap before the page has hydrated: held, then done once it has (the tooltip's code too).
      const cost = example.getByRole('button', { name: glossary.totalCost.term });
      await cost.tap();
      await expect(tooltip).toHaveText(glossary.totalCost.explanation);
      // Readable on the phone: the whole bubble within the screen.
      const box = await page.locator('[data-radix-popper-content-wrapper]').boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      await cost.tap();
      await expect(tooltip).toBeHidden();

      // Keyboard focus opens another term's explanation, which describes it.
      const rrso = example.getByRole('button', { name: glossary.rrso.term });
      await rrso.focus();
      await expect(tooltip).toHaveText(glossary.rrso.explanation);
      await expect(rrso).toBeFocused();
      await expect(rrso).toHaveAccessibleDescription(glossary.rrso.explanation);
      // The example and the open bubble (the whole page is checked as it loads: pages.spec.ts).
      await expectNoAxeViolations(
        page,
        `#${representativeExampleId}, [data-radix-popper-content-wrapper]`,
      );
      await page.keyboard.press('Escape');
      await expect(tooltip).toBeHidden();
      // Floating-ui positions the bubble through the CSSOM, which the policy allows.
      expect(refused).toEqual([]);
    });
  });

  for (const { path, form } of [
    { path: paths.application, form: 'application' },
    { path: paths.analysis, form: 'analysis' },
  ]) {
    test(`every step of the ${path} wizard, step 1 with its errors and the toast`, async ({
      page,
    }) => {
      await open(page, path);
      const wizard = page.locator(`form[data-form="${form}"]`);
      await wizard.getByRole('button', { name: 'Dalej' }).click();
      await expect(wizard.locator('[name="name"]')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Sprawdź dane', { exact: true }).first()).toBeVisible();
      await expectNoAxeViolations(page);

      await wizard.locator('[name="name"]').fill('Anna Kowalska');
      await wizard.locator('[name="email"]').fill('anna@example.pl');
      await wizard.locator('[name="phone"]').fill('600 100 200');
      await wizard.getByRole('button', { name: 'Dalej' }).click();
      await expect(wizard.getByText('Krok 2 z 3')).toBeVisible();
      await expectNoAxeViolations(page);

      await wizard.locator('[name="debt"]').fill('40000');
      const firstBox = wizard.locator('input[type="checkbox"]').first();
      await firstBox.check();
      await wizard.getByRole('button', { name: 'Dalej' }).click();
      await expect(wizard.getByText('Krok 3 z 3')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a navigation dropdown, open', async ({ page }) => {
    await open(page, paths.home);
    await page.getByRole('button', { name: 'Kredyty dla zawodów' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the FAQ with an answer open, and the map once asked for', async ({ page }) => {
    // The map provider answers with a stand-in page: the test asks no third party.
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="pl"><title>Mapa</title><p>Mapa</p></html>',
      }),
    );
    await open(page, paths.contact);
    const faq = page.locator('main [data-state][aria-expanded]').first();
    await faq.click();
    await expect(faq).toHaveAttribute('aria-expanded', 'true');
    // Back to the top: scrolled to the question, the map's link sits under the sticky header, and
    // axe would count the header's links as too close to it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /mapę/i }).click();
    await expect(page.locator('iframe')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the reduced-motion preference stops every animation and transition', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, paths.home);
    const moving = await page.evaluate(() =>
      [...document.querySelectorAll('*')]
        .filter((element) => {
          const style = getComputedStyle(element);
          const longest = (list: string) =>
            Math.max(...list.split(',').map((value) => parseFloat(value) || 0));
          return (
            longest(style.transitionDuration) > 0.01 ||
            (style.animationName !== 'none' && longest(style.animationDuration) > 0.01)
          );
        })
        .map((element) => element.outerHTML.slice(0, 100)),
    );
    expect(moving).toEqual([]);
  });
});
