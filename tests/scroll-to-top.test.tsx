import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadPageAt } from '@/app/page-loading';
import { contactPage, knowledgePage } from '@/content/pages';
import { preloadPages, renderApp } from './render-app';

preloadPages('/', '/kontakt', '/o-nas', '/wiedza');

const scrollTo = () => vi.mocked(window.scrollTo);
const scrollIntoView = () => vi.mocked(Element.prototype.scrollIntoView);

describe('Scroll to top', () => {
  it('leaves the page it opens on where the browser put it', async () => {
    // The visitor may have scrolled the prerendered page before the app started.
    await renderApp('/wiedza#articles');
    expect(scrollTo()).not.toHaveBeenCalled();
    expect(scrollIntoView()).not.toHaveBeenCalled();
  });

  it('scrolls to the top after a click on a link to another page', async () => {
    const { user } = await renderApp('/');
    await loadPageAt('/kontakt');
    scrollTo().mockClear();

    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Kontakt' }),
    );
    await screen.findByRole('heading', { level: 1, name: contactPage.intro.title });

    expect(scrollTo()).toHaveBeenCalledTimes(1);
    expect(scrollTo()).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the top on a navigation made by the router', async () => {
    const { router } = await renderApp('/kontakt');
    await loadPageAt('/o-nas');
    scrollTo().mockClear();
    await act(() => router.navigate('/o-nas'));
    expect(scrollTo()).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls the element a hash names into view instead of to the top', async () => {
    const { router } = await renderApp('/');
    await loadPageAt('/wiedza');
    scrollTo().mockClear();

    await act(() => router.navigate('/wiedza#articles'));
    await screen.findByRole('heading', { level: 1, name: knowledgePage.intro.title });

    expect(scrollIntoView()).toHaveBeenCalledTimes(1);
    expect(scrollIntoView().mock.contexts[0]).toBe(document.getElementById('articles'));
    expect(scrollTo()).not.toHaveBeenCalled();
  });

  it('scrolls to the top when the hash names no element', async () => {
    const { router } = await renderApp('/');
    await loadPageAt('/kontakt');
    scrollTo().mockClear();
    await act(() => router.navigate('/kontakt#nie-ma-takiego'));
    expect(scrollTo()).toHaveBeenCalledWith(0, 0);
    expect(scrollIntoView()).not.toHaveBeenCalled();
  });

  it('takes a hash with a broken escape, as a mangled shared link has, for one naming nothing', async () => {
    const { router } = await renderApp('/');
    await loadPageAt('/kontakt');
    scrollTo().mockClear();
    await act(() => router.navigate('/kontakt#%E0'));
    await screen.findByRole('heading', { level: 1, name: contactPage.intro.title });
    expect(scrollTo()).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the visitor where they are on a jump within the page to an anchor not there', async () => {
    // Such as a part of the page still on its way: the visitor must not be sent to the top.
    const { router } = await renderApp('/kontakt');
    scrollTo().mockClear();
    await act(() => router.navigate('#nie-ma-takiego'));
    expect(router.state.location.hash).toBe('#nie-ma-takiego');
    expect(scrollTo()).not.toHaveBeenCalled();
  });
});
