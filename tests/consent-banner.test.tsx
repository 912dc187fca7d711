import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as registry from '@/content/cookie-registry';

const settings = { ga4MeasurementId: 'G-TEST1234', metaPixelId: '1234567890' };

vi.mock('@/content/cookie-registry', async (importOriginal) => ({
  ...(await importOriginal<typeof registry>()),
  buildSettings: settings,
}));

/** A fresh copy of the feature (its state lives in modules), the banner rendered on /kontakt. */
async function renderBanner() {
  vi.resetModules();
  const banner = await import('@/features/consent/consent-banner');
  const store = await import('@/features/consent/consent-store');
  const measurement = await import('@/features/consent/measurement');
  render(
    <MemoryRouter initialEntries={['/kontakt']}>
      <button type="button" onClick={store.openConsentSettings}>
        Ustawienia cookies
      </button>
      <banner.ConsentBanner />
    </MemoryRouter>,
  );
  return { measurement };
}

const thirdPartyScripts = () =>
  [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.dataLayer;
  delete window.gtag;
  delete window.fbq;
});
afterEach(clearCookies);

describe('Consent banner', () => {
  it('asks on a first visit, with refusing as easy as accepting, and loads nothing before', async () => {
    await renderBanner();
    const banner = await screen.findByRole('dialog', { name: 'Pliki cookies w naszym serwisie' });
    const accept = within(banner).getByRole('button', { name: 'Akceptuję wszystkie' });
    const reject = within(banner).getByRole('button', { name: 'Odrzucam wszystkie' });
    expect(reject.className).toBe(accept.className);
    expect(within(banner).getByRole('button', { name: 'Ustawienia' })).toBeInTheDocument();
    expect(thirdPartyScripts()).toEqual([]);
    // Consent Mode v2 defaults, before any tag: everything denied.
    expect(window.dataLayer?.[0]).toEqual(
      expect.objectContaining({
        0: 'consent',
        1: 'default',
        2: {
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      }),
    );
  });

  it('after a refusal stores the choice for a year and never loads a tag', async () => {
    const user = userEvent.setup({ delay: null });
    const { measurement } = await renderBanner();
    await user.click(await screen.findByRole('button', { name: 'Odrzucam wszystkie' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.cookie).toContain('cookie_consent=ga4%2Bpixel.00');
    measurement.trackLead('contact', '/kontakt');
    expect(thirdPartyScripts()).toEqual([]);
    expect(JSON.stringify(window.dataLayer)).not.toContain('generate_lead');
  });

  it('after accepting loads both tools and counts a lead by form and page only', async () => {
    const user = userEvent.setup({ delay: null });
    const { measurement } = await renderBanner();
    await user.click(await screen.findByRole('button', { name: 'Akceptuję wszystkie' }));
    expect(document.cookie).toContain('cookie_consent=ga4%2Bpixel.11');
    expect(thirdPartyScripts()).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST1234',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    measurement.trackLead('contact', '/kontakt');
    const lead = window.dataLayer?.find((entry) => (entry as IArguments)[1] === 'generate_lead');
    expect(lead).toEqual(
      expect.objectContaining({ 2: { form_kind: 'contact', page_path: '/kontakt' } }),
    );
    expect(window.fbq?.queue).toContainEqual(['track', 'Lead', { content_category: 'contact' }]);
  });

  it('lets the visitor choose per category, each unticked at first', async () => {
    const user = userEvent.setup({ delay: null });
    await renderBanner();
    await user.click(await screen.findByRole('button', { name: 'Ustawienia' }));
    const analytics = screen.getByRole('checkbox', { name: /Analityczne/ });
    const marketing = screen.getByRole('checkbox', { name: /Marketingowe/ });
    expect(analytics).not.toBeChecked();
    expect(marketing).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Niezbędne/ })).toBeDisabled();
    await user.click(analytics);
    await user.click(screen.getByRole('button', { name: 'Zapisz wybór' }));
    expect(document.cookie).toContain('cookie_consent=ga4%2Bpixel.10');
    expect(thirdPartyScripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1234']);
  });

  it('reopens from the footer link with the choice as given, and gives focus back', async () => {
    const user = userEvent.setup({ delay: null });
    document.cookie = 'cookie_consent=ga4%2Bpixel.01; Path=/';
    await renderBanner();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const link = screen.getByRole('button', { name: 'Ustawienia cookies' });
    await user.click(link);
    const banner = screen.getByRole('dialog');
    expect(banner).toHaveFocus();
    expect(within(banner).getByRole('checkbox', { name: /Marketingowe/ })).toBeChecked();
    await act(() => user.keyboard('{Escape}'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });
});
