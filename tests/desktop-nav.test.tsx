import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadPageAt } from '@/app/page-loading';
import { doctorPage } from '@/content/pages';
import { NAV_GROUPS } from './navigation-spec';
import { preloadPages, renderApp } from './render-app';
import { getDesktopNav, renderHeaderAt } from './render-header';
import { preloadNavDropdown } from './lazy-code';

preloadPages('/', '/kredyt-dla-lekarza');

preloadNavDropdown();

const groups = NAV_GROUPS;

function getTrigger(name: string): HTMLElement {
  return within(getDesktopNav()).getByRole('button', { name });
}

function menuItems(): HTMLElement[] {
  return within(screen.getByRole('menu')).getAllByRole('menuitem');
}

/** The Radix dropdowns load on intent; Radix gives its triggers an id, the plain ones have none. */
async function loadDropdowns(): Promise<void> {
  fireEvent.pointerEnter(getDesktopNav());
  await waitFor(() => expect(getTrigger('Pożyczki')).toHaveAttribute('id'));
}

describe('Desktop navigation dropdowns', () => {
  it.each(groups)("opens '$name' on click and lists its pages in order", async (group) => {
    const { user } = renderHeaderAt('/');
    await loadDropdowns();
    const trigger = getTrigger(group.name);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);

    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(menuItems().map((item) => item.getAttribute('href'))).toEqual(group.hrefs);
  });

  it('opens a dropdown clicked before its code has loaded, once the code arrives', async () => {
    renderHeaderAt('/');
    const plainTrigger = getTrigger('Kredyty dla zawodów');
    expect(plainTrigger).not.toHaveAttribute('id');
    fireEvent.click(plainTrigger);

    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(menuItems()).toHaveLength(7);
    expect(getTrigger('Kredyty dla zawodów')).toHaveAttribute('aria-expanded', 'true');
  });

  it('does not download the dropdown code until the visitor shows intent', async () => {
    renderHeaderAt('/');
    expect(getTrigger('Pożyczki')).not.toHaveAttribute('id');
    await loadDropdowns();
    expect(getTrigger('Pożyczki')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('keeps the focus on a trigger when the dropdown code arrives while it is focused', async () => {
    renderHeaderAt('/');
    getTrigger('Trudne kredyty').focus();
    await waitFor(() => expect(getTrigger('Trudne kredyty')).toHaveAttribute('id'));
    expect(getTrigger('Trudne kredyty')).toHaveFocus();
  });

  it('opens with Enter on the focused trigger and focuses the first item', async () => {
    const { user } = renderHeaderAt('/');
    await loadDropdowns();
    getTrigger('Pożyczki').focus();
    await user.keyboard('{Enter}');
    const items = menuItems();
    await waitFor(() => expect(items[0]).toHaveFocus());
  });

  it('opens with ArrowDown and moves the focus between items with the arrow keys', async () => {
    const { user } = renderHeaderAt('/');
    await loadDropdowns();
    getTrigger('Kredyty dla zawodów').focus();
    await user.keyboard('{ArrowDown}');
    const items = menuItems();
    await waitFor(() => expect(items[0]).toHaveFocus());

    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items[1]).toHaveFocus();
  });

  it('closes on Escape and returns the focus to the trigger', async () => {
    const { user } = renderHeaderAt('/');
    await loadDropdowns();
    const trigger = getTrigger('Trudne kredyty');
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(menuItems()[0]).toHaveFocus());

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside the menu', async () => {
    const { user } = renderHeaderAt('/');
    await loadDropdowns();
    await user.click(getTrigger('Pożyczki'));
    expect(await screen.findByRole('menu')).toBeInTheDocument();

    fireEvent.pointerDown(document.body);

    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(getTrigger('Pożyczki')).toHaveAttribute('aria-expanded', 'false');
  });

  it('navigates to the chosen page and closes', async () => {
    const { user, router } = await renderApp('/');
    await loadDropdowns();
    // As pointing at a link does in the browser (src/app/prefetch.ts): the page's chunk is loaded.
    await loadPageAt('/kredyt-dla-lekarza');
    await user.click(getTrigger('Kredyty dla zawodów'));
    await user.click(await screen.findByRole('menuitem', { name: 'Lekarze' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: doctorPage.intro.title }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kredyt-dla-lekarza');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('highlights the dropdown holding the current page, and only that one', async () => {
    renderHeaderAt('/kredyt-dla-lekarza');
    expect(getTrigger('Kredyty dla zawodów')).toHaveAttribute('data-current', 'true');
    expect(getTrigger('Pożyczki')).not.toHaveAttribute('data-current');
    expect(getTrigger('Trudne kredyty')).not.toHaveAttribute('data-current');
  });

  it('highlights no dropdown on a page outside the groups', async () => {
    renderHeaderAt('/kontakt');
    for (const group of groups) {
      expect(getTrigger(group.name)).not.toHaveAttribute('data-current');
    }
  });

  it('marks the current page inside the open dropdown', async () => {
    const { user } = renderHeaderAt('/konsolidacja-chwilowek');
    await loadDropdowns();
    await user.click(getTrigger('Pożyczki'));
    await screen.findByRole('menu');
    const current = menuItems().filter((item) => item.getAttribute('aria-current') === 'page');
    expect(current.map((item) => item.getAttribute('href'))).toEqual(['/konsolidacja-chwilowek']);
  });
});
