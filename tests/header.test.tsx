import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Header } from '@/components/layout/header';
import { describe, expect, it } from 'vitest';
import { TOP_LEVEL_ITEMS } from './navigation-spec';
import { getDesktopNav, getHeader, renderHeaderAt } from './render-header';

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
    fireEvent.scroll(window);
  });
}

describe('Header', () => {
  it('links the logo to the home page, named by its visible text first (WCAG 2.5.3)', () => {
    renderHeaderAt('/kontakt');
    const logo = within(getHeader()).getByRole('link', {
      name: 'Spokojna Rata Pośrednik kredytowy – strona główna',
    });
    expect(logo).toHaveAttribute('href', '/');
  });

  it("links 'Złóż wniosek' to the application wizard", () => {
    renderHeaderAt('/');
    const apply = within(getHeader()).getAllByRole('link', { name: 'Złóż wniosek' });
    expect(apply.length).toBeGreaterThan(0);
    for (const link of apply) expect(link).toHaveAttribute('href', '/wniosek');
  });

  it('without navigation (a page served without scripts) holds the logo alone: nothing that cannot work', () => {
    render(
      <MemoryRouter>
        <Header navigation={false} />
      </MemoryRouter>,
    );
    const header = getHeader();
    expect(within(header).getByRole('link', { name: /strona główna/ })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(header).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(within(header).getAllByRole('link')).toHaveLength(1);
  });

  it('is not marked as scrolled at the top of the page', () => {
    renderHeaderAt('/');
    expect(getHeader()).toHaveAttribute('data-scrolled', 'false');
  });

  it('becomes scrolled once the page is scrolled more than 10 px', () => {
    renderHeaderAt('/');
    scrollWindowTo(11);
    expect(getHeader()).toHaveAttribute('data-scrolled', 'true');
  });

  it('stays unscrolled at exactly 10 px and returns to unscrolled at the top', () => {
    renderHeaderAt('/');
    scrollWindowTo(10);
    expect(getHeader()).toHaveAttribute('data-scrolled', 'false');
    scrollWindowTo(300);
    expect(getHeader()).toHaveAttribute('data-scrolled', 'true');
    scrollWindowTo(0);
    expect(getHeader()).toHaveAttribute('data-scrolled', 'false');
  });

  it('is already scrolled when the page opens below the threshold', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 500 });
    renderHeaderAt('/');
    expect(getHeader()).toHaveAttribute('data-scrolled', 'true');
  });

  it('marks the link of the current page, and only that one, with aria-current', () => {
    renderHeaderAt('/kontakt');
    const links = within(getDesktopNav()).getAllByRole('link');
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Kontakt']);
  });

  it('does not mark the home link as current on other pages', () => {
    renderHeaderAt('/o-nas');
    const nav = within(getDesktopNav());
    expect(nav.getByRole('link', { name: 'Strona główna' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'O nas' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the desktop navigation in the order of the spec', () => {
    renderHeaderAt('/');
    const items = Array.from(getDesktopNav().querySelectorAll('a, button')).filter(
      (item) => !item.closest('[hidden]'),
    );
    expect(items.map((item) => item.textContent)).toEqual(TOP_LEVEL_ITEMS);
  });

  it('links the top-level pages of the desktop navigation to their paths', () => {
    renderHeaderAt('/');
    const nav = within(getDesktopNav());
    const expected = {
      'Strona główna': '/',
      'O nas': '/o-nas',
      Zespół: '/zespol',
      Wiedza: '/wiedza',
      Kontakt: '/kontakt',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});
