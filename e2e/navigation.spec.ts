import { expect, test } from '@playwright/test';
import { waitForReact, watchConsole } from './console';
import { expectJustBelowHeader, frames, withoutScrollAnchoring } from './jumps';
import { addTestStyles } from './page-styles';

test.describe('desktop header (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('dropdowns open on click, move by keyboard and close on Escape or outside click; a jump within the page they lead to lands on its anchor', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await waitForReact(page);
    const nav = page.getByRole('navigation', { name: 'Główna nawigacja' });
    await expect(page.getByRole('button', { name: 'Otwórz menu' })).toBeHidden();

    await nav.getByRole('button', { name: 'Pożyczki' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Kredyt konsolidacyjny',
      'Pożyczka konsolidacyjna',
      'Konsolidacja chwilówek',
      'Kalkulator konsolidacji',
    ]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Pożyczki' })).toBeFocused();

    await nav.getByRole('button', { name: 'Trudne kredyty' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.mouse.click(640, 600);
    await expect(page.getByRole('menu')).toBeHidden();

    const professions = nav.getByRole('button', { name: 'Kredyty dla zawodów' });
    await professions.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem')).toHaveCount(7);
    await expect(page.getByRole('menuitem', { name: 'Pracownicy medyczni' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Lekarze' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/kredyt-dla-lekarza');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('lekarza');
    await expect(professions).toHaveAttribute('data-current', 'true');
    await expect(nav.getByRole('button', { name: 'Pożyczki' })).not.toHaveAttribute(
      'data-current',
      'true',
    );

    // Without scroll anchoring, as in Safari: the sections between the top and the anchor, not yet
    // rendered, must not move it once they are.
    await withoutScrollAnchoring(page);
    const example = page.locator('#przyklad-reprezentatywny');
    await page.getByRole('link', { name: /zobacz przykład reprezentatywny/ }).click();
    await expectJustBelowHeader(page, example);
    await frames(page);
    await expectJustBelowHeader(page, example);
    expect(problems).toEqual([]);
  });

  test('the current page is marked, the header changes once scrolled past 10 px and keeps one row with a scrollbar', async ({
    page,
  }) => {
    await page.goto('/o-nas');
    await waitForReact(page);
    const nav = page.getByRole('navigation', { name: 'Główna nawigacja' });
    await expect(nav.getByRole('link', { name: 'O nas' })).toHaveAttribute('aria-current', 'page');
    const header = page.locator('header').first();

    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');

    // One row at 1280 px, also with a classic scrollbar (Windows, Firefox), which headless Chromium
    // does not show: its 17 px come off the layout, not off the media queries. So at the one-row
    // breakpoint too, and at 1263 px without one.
    const logoRow = (await header.locator('a[href="/"]').first().boundingBox())?.height;
    const oneRow = (await header.boundingBox())?.height;
    expect(oneRow).toBeLessThan(2 * (logoRow ?? 0));
    await addTestStyles(page, 'html { margin-right: 17px; }');
    for (const width of [1280, 1248]) {
      await page.setViewportSize({ width, height: 800 });
      expect((await header.boundingBox())?.height, `header height at ${width} px`).toBe(oneRow);
    }
    await addTestStyles(page, 'html { margin-right: 0; }');
    await page.setViewportSize({ width: 1263, height: 800 });
    expect((await header.boundingBox())?.height, 'header height at 1263 px').toBe(oneRow);
  });

  test('a new page opens at the top, and the apply button leads to /wniosek', async ({ page }) => {
    await page.goto('/kontakt');
    await waitForReact(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Regulamin' }).click();
    await expect(page).toHaveURL('/regulamin');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('banner').getByRole('link', { name: 'Złóż wniosek' }).click();
    await expect(page).toHaveURL('/wniosek');
  });

  test('the skip link is the first stop of the keyboard and jumps to the content', async ({
    page,
  }) => {
    await page.goto('/kontakt');
    await waitForReact(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Przejdź do treści' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('mobile menu (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('opens full screen, locks the page, keeps focus inside and closes on a link', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await waitForReact(page);
    await expect(page.getByRole('navigation', { name: 'Główna nawigacja' })).toBeHidden();

    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    const toggle = page.getByRole('button', { name: 'Zamknij menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Menu mobilne' });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(64);
    expect(box?.width).toBeGreaterThanOrEqual(380);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    // Shift+Tab from the toggle wraps to the last element of the menu, Tab wraps back.
    await toggle.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();

    await menu.getByRole('button', { name: 'Kredyty dla zawodów' }).click();
    await menu.getByRole('link', { name: 'Nauczyciele' }).click();
    await expect(page).toHaveURL('/kredyt-dla-nauczyciela');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Otwórz menu' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(problems).toEqual([]);
  });

  test('closes on Escape, on the backdrop and when the window grows to desktop width', async ({
    page,
  }) => {
    await page.goto('/kontakt');
    await waitForReact(page);
    const open = page.getByRole('button', { name: 'Otwórz menu' });
    const menu = page.getByRole('navigation', { name: 'Menu mobilne' });

    await open.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    // A tall window leaves backdrop visible below the menu's content.
    await page.setViewportSize({ width: 390, height: 1600 });
    await open.click();
    const panelHeight = (await menu.boundingBox())?.height ?? 0;
    await page
      .getByTestId('mobile-menu-backdrop')
      .click({ position: { x: 200, y: panelHeight + 40 } });
    await expect(menu).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    await open.click();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(menu).toBeHidden();
  });
});
