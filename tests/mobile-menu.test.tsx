import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadPageAt } from '@/app/page-loading';
import { callback, workingHours } from '@/content/figures';
import { contactPage } from '@/content/pages';
import { plainText } from '@/lib/typography';
import { setMediaQueryMatches } from './media-query';
import { NAV_GROUPS, TOP_LEVEL_ITEMS } from './navigation-spec';
import { preloadPages, renderApp } from './render-app';
import { getDesktopNav, renderHeaderAt } from './render-header';

preloadPages('/', '/kontakt');

function getToggle(): HTMLElement {
  return screen.getByRole('button', { name: /^(Otwórz|Zamknij) menu$/ });
}

/** The menu panel: the element the toggle's aria-controls names. */
function getPanel(): HTMLElement {
  const id = getToggle().getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error('The mobile menu panel is not rendered.');
  return panel;
}

/** Whether the panel is shown (it is always in the page: hidden while the menu is closed). */
function isPanelShown(): boolean {
  const id = getToggle().getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  return panel !== null && !panel.closest('[hidden]');
}

function expectClosed() {
  const toggle = getToggle();
  expect(toggle).toHaveAccessibleName('Otwórz menu');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(isPanelShown()).toBe(false);
}

/** The header alone at `path` (see render-header.tsx) with the menu opened. */
async function openMenu(path = '/') {
  const view = renderHeaderAt(path);
  await view.user.click(screen.getByRole('button', { name: 'Otwórz menu' }));
  return { ...view, panel: getPanel() };
}

function getGroupButton(panel: HTMLElement, name: string): HTMLElement {
  return within(panel).getByRole('button', { name });
}

/** Links of the expanded group list that `button` controls, as [name, href] pairs. */
function groupLinks(button: HTMLElement): [string | null, string | null][] {
  const id = button.getAttribute('aria-controls');
  const list = id ? document.getElementById(id) : null;
  if (!list || list.hidden) throw new Error(`The group '${button.textContent}' is not expanded.`);
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

function swipe(panel: HTMLElement, fromY: number, toY: number) {
  fireEvent.touchStart(panel, { touches: [{ clientX: 100, clientY: fromY }] });
  fireEvent.touchEnd(panel, { changedTouches: [{ clientX: 100, clientY: toY }] });
}

describe('Mobile menu', () => {
  it("starts closed behind a button named 'Otwórz menu'", async () => {
    renderHeaderAt('/');
    expectClosed();
  });

  it('opens the panel the button controls, with every group collapsed', async () => {
    const { panel } = await openMenu();
    const toggle = getToggle();
    expect(toggle).toHaveAccessibleName('Zamknij menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    for (const name of ['Pożyczki', 'Trudne kredyty', 'Kredyty dla zawodów']) {
      const button = getGroupButton(panel, name);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).not.toBeVisible();
    }
  });

  it('lists home, the three groups and the trailing pages in order, then the apply link', async () => {
    const { panel } = await openMenu();
    const items = Array.from(panel.querySelectorAll('a, button'))
      .filter((el) => !el.closest('[hidden]'))
      .map((el) => el.textContent);
    expect(items).toEqual([...TOP_LEVEL_ITEMS, 'Złóż wniosek']);
    expect(within(panel).getByRole('link', { name: 'Złóż wniosek' })).toHaveAttribute(
      'href',
      '/wniosek',
    );
  });

  it("expands 'Pożyczki' with 'Wszystkie pożyczki' first, then its pages", async () => {
    const { panel, user } = await openMenu();
    const button = getGroupButton(panel, 'Pożyczki');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(groupLinks(button)).toEqual([
      ['Wszystkie pożyczki', '/pozyczki'],
      ['Kredyt konsolidacyjny', '/kredyt-konsolidacyjny'],
      ['Pożyczka konsolidacyjna', '/pozyczka-konsolidacyjna'],
      ['Konsolidacja chwilówek', '/konsolidacja-chwilowek'],
      ['Kalkulator konsolidacji', '/kalkulator-konsolidacji'],
    ]);
  });

  it("expands 'Trudne kredyty' with 'Wszystkie kredyty' first", async () => {
    const { panel, user } = await openMenu();
    const button = getGroupButton(panel, 'Trudne kredyty');
    await user.click(button);
    expect(groupLinks(button)).toEqual([
      ['Wszystkie kredyty', '/kredyty'],
      ['Kredyt przy niskiej zdolności kredytowej', '/kredyt-bez-zdolnosci-kredytowej'],
      ['Kredyt na spłatę parabanków', '/kredyt-na-splate-parabankow'],
    ]);
  });

  it("expands 'Kredyty dla zawodów' with its seven pages and no 'Wszystkie' entry", async () => {
    const { panel, user } = await openMenu();
    const button = getGroupButton(panel, 'Kredyty dla zawodów');
    await user.click(button);
    const links = groupLinks(button);
    expect(links.map(([, href]) => href)).toEqual(NAV_GROUPS[2]?.hrefs);
    expect(links.some(([name]) => name?.startsWith('Wszystkie'))).toBe(false);
  });

  it('collapses an expanded group again', async () => {
    const { panel, user } = await openMenu();
    const button = getGroupButton(panel, 'Pożyczki');
    await user.click(button);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).queryByRole('link', { name: 'Wszystkie pożyczki' })).toBeNull();
  });

  it('starts with the group holding the current page expanded', async () => {
    const { panel } = await openMenu('/kredyt-dla-lekarza');
    expect(getGroupButton(panel, 'Kredyty dla zawodów')).toHaveAttribute('aria-expanded', 'true');
    expect(getGroupButton(panel, 'Pożyczki')).toHaveAttribute('aria-expanded', 'false');
    expect(getGroupButton(panel, 'Trudne kredyty')).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).getByRole('link', { name: 'Lekarze' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("starts with a group expanded when its 'Wszystkie…' page is the current page", async () => {
    const { panel } = await openMenu('/pozyczki');
    expect(getGroupButton(panel, 'Pożyczki')).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('link', { name: 'Wszystkie pożyczki' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('locks page scrolling while open and restores it on close', async () => {
    document.body.style.overflow = 'auto';
    const { user } = await openMenu();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(getToggle());
    expectClosed();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('keeps Tab inside: from the last element of the panel to the toggle, and back', async () => {
    const { panel, user } = await openMenu();
    const toggle = getToggle();
    const last = within(panel).getByRole('link', { name: 'Złóż wniosek' });

    last.focus();
    await user.tab();
    expect(toggle).toHaveFocus();

    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('is a modal dialog named Menu while open, with the rest of the page inert', async () => {
    const { panel, user } = await openMenu();
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(getToggle());
    expect(dialog).toContainElement(panel);
    const main = screen.getByRole('main');
    const footer = screen.getByRole('contentinfo');
    const logo = within(screen.getByRole('banner')).getByRole('link', { name: /^Spokojna Rata/ });
    for (const outside of [main, footer, logo]) expect(outside.closest('[inert]')).not.toBeNull();

    await user.click(getToggle());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('moves Tab from the toggle into the panel', async () => {
    const { panel, user } = await openMenu();
    getToggle().focus();
    await user.tab();
    expect(within(panel).getByRole('link', { name: 'Strona główna' })).toHaveFocus();
  });

  it('closes on Escape and returns the focus to the toggle', async () => {
    const { panel, user } = await openMenu();
    within(panel).getByRole('link', { name: 'Kontakt' }).focus();
    await user.keyboard('{Escape}');
    expectClosed();
    expect(getToggle()).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a click on the backdrop', async () => {
    const { user } = await openMenu();
    await user.click(screen.getByTestId('mobile-menu-backdrop'));
    expectClosed();
  });

  it('closes and navigates to the real page when a link is chosen', async () => {
    // The whole app: the page behind the link is rendered, its chunk preloaded as pointing at a
    // link does in the browser (src/app/prefetch.ts).
    const { user, router } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Otwórz menu' }));
    const panel = getPanel();
    await loadPageAt('/kontakt');
    await user.click(within(panel).getByRole('link', { name: 'Kontakt' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: contactPage.intro.title }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kontakt');
    expectClosed();
  });

  it('closes when the chosen link leads to the current page', async () => {
    const { panel, user } = await openMenu('/kontakt');
    await user.click(within(panel).getByRole('link', { name: 'Kontakt' }));
    expectClosed();
  });

  it('closes on a route change made outside the menu', async () => {
    const { router } = await openMenu();
    await act(() => router.navigate('/kontakt'));
    expect(screen.getByRole('heading', { level: 1, name: '/kontakt' })).toBeInTheDocument();
    expectClosed();
  });

  it('stays closed when the visitor goes back to the page where it was opened', async () => {
    const { router } = await openMenu();
    await act(() => router.navigate('/kontakt'));
    expectClosed();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    expectClosed();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on an upward swipe of more than 100 px', async () => {
    const { panel } = await openMenu();
    swipe(panel, 400, 299);
    expectClosed();
  });

  it.each([
    ['an upward swipe of exactly 100 px', 400, 300],
    ['a short upward swipe', 400, 350],
    ['a downward swipe', 200, 500],
  ])('stays open on %s', async (_label, fromY, toY) => {
    const { panel } = await openMenu();
    swipe(panel, fromY, toY);
    expect(getToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(isPanelShown()).toBe(true);
  });

  it('closes when the viewport grows to desktop width', async () => {
    await openMenu();
    act(() => setMediaQueryMatches('(min-width: 768px)', true));
    expectClosed();
    expect(document.body.style.overflow).toBe('');
  });

  it('stays open when the viewport changes without reaching desktop width', async () => {
    await openMenu();
    act(() => setMediaQueryMatches('(min-width: 1024px)', true));
    expect(getToggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('lists the promises and the one set of working hours the whole site states', async () => {
    const { panel } = await openMenu();
    const menu = within(panel);
    for (const promise of ['Bezpłatna analiza', 'Bez zobowiązań']) {
      expect(menu.getByText(promise)).toBeInTheDocument();
    }
    // Typeset: read as the visitor reads it, without the non-breaking characters.
    const text = plainText(panel.textContent);
    expect(text).toContain(`Odpowiedź w ciągu ${callback.formHours} h`);
    expect(text).toContain(`${workingHours.days.short} ${workingHours.from}–${workingHours.to}`);
  });

  it('does not render the menu links while closed', async () => {
    renderHeaderAt('/');
    expect(screen.queryByRole('navigation', { name: 'Menu mobilne' })).toBeNull();
    expect(within(getDesktopNav()).getAllByRole('link').length).toBeGreaterThan(0);
  });
});
