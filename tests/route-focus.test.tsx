import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadPageAt } from '@/app/page-loading';
import { aboutPage, contactPage, homePage } from '@/content/pages';
import { preloadPages, renderApp } from './render-app';

preloadPages('/', '/kontakt', '/o-nas');

const mainHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('Focus after a navigation', () => {
  it('stays where the browser puts it on the first load', async () => {
    await renderApp('/kontakt');
    expect(await mainHeading(contactPage.intro.title)).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it("moves to the new page's H1 after a link is followed, so the page is announced", async () => {
    const { user } = await renderApp('/');
    await loadPageAt('/kontakt');
    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Kontakt' }),
    );
    const heading = await mainHeading(contactPage.intro.title);
    expect(heading).toHaveFocus();
    // Focusable by script only: it adds no stop to the Tab order.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('moves on every later navigation too, also one made by the router (back, redirects)', async () => {
    const { router } = await renderApp('/kontakt');
    await loadPageAt('/o-nas');
    await act(() => router.navigate('/o-nas'));
    expect(await mainHeading(aboutPage.intro.title)).toHaveFocus();
    await act(() => router.navigate(-1));
    expect(await mainHeading(contactPage.intro.title)).toHaveFocus();
  });

  it('does not move when only the hash changes on the same page', async () => {
    const { router } = await renderApp('/');
    const apply = within(screen.getByRole('banner')).getAllByRole('link', {
      name: 'Złóż wniosek',
    })[0];
    apply?.focus();
    await act(() => router.navigate('/#tresc'));
    expect(await mainHeading(homePage.intro.title)).not.toHaveFocus();
    expect(apply).toHaveFocus();
  });
});
