import { render, screen, within, type BoundFunctions, type queries } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { brokerDisclosure, company, PENDING } from '@/content/company';
import { creditWarning } from '@/content/credit-warning';
import { trustBadges, whyTrustUs } from '@/content/footer';
import { Footer } from '@/components/layout/footer';

/** The footer alone (what it shows does not depend on the page above it). */
function renderFooter() {
  const view = render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  return { ...view, footer: within(screen.getByRole('contentinfo')) };
}

/** The list that follows a footer heading. */
function listUnder(footer: BoundFunctions<typeof queries>, heading: string): HTMLElement {
  const list = footer.getByRole('heading', { name: heading }).parentElement?.querySelector('ul');
  if (!list) throw new Error(`No list under the footer heading '${heading}'.`);
  return list;
}

describe('Footer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the three trust badges', async () => {
    const { footer } = renderFooter();
    for (const badge of [
      'Bezpieczne działanie',
      'Profesjonalne podejście',
      'Sprawdzone rozwiązania',
    ]) {
      expect(footer.getByText(badge)).toBeInTheDocument();
    }
  });

  it("lists the reasons under 'Dlaczego warto nam zaufać?'", async () => {
    const { footer } = renderFooter();
    const list = listUnder(footer, 'Dlaczego warto nam zaufać?');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(whyTrustUs.length);
    whyTrustUs.forEach((reason, index) =>
      expect(items[index]).toHaveTextContent(reason.replace(/\s+/g, ' ')),
    );
  });

  it.each(['Facebook', 'LinkedIn', 'Instagram'])(
    'links to the %s profile in a new tab with rel noopener',
    async (name) => {
      const { footer } = renderFooter();
      const link = footer.getByRole('link', { name: new RegExp(`^${name}\\b`) });
      const profile = company.social.find((entry) => entry.name === name);
      expect(link).toHaveAttribute('href', profile?.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(/\s+/)).toContain('noopener');
    },
  );

  it('offers both phone numbers as tel: links', async () => {
    const { footer } = renderFooter();
    expect(company.phones).toHaveLength(2);
    for (const phone of company.phones) {
      expect(footer.getByRole('link', { name: phone.display })).toHaveAttribute(
        'href',
        `tel:${phone.tel}`,
      );
    }
  });

  it('offers the e-mail address as a mailto: link', async () => {
    const { footer } = renderFooter();
    expect(footer.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
  });

  it('links to the office on the map in a new tab', async () => {
    const { footer } = renderFooter();
    const link = footer.getByRole('link', { name: /mapa/ });
    expect(link).toHaveAttribute('href', company.mapsUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(/\s+/)).toContain('noopener');
  });

  it("has the buttons 'Wniosek online' to /wniosek and 'Kontakt' to /kontakt", async () => {
    const { footer } = renderFooter();
    expect(footer.getByRole('link', { name: 'Wniosek online' })).toHaveAttribute(
      'href',
      '/wniosek',
    );
    expect(footer.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt');
  });

  it('lists five specialisation pages of the site, then all credits at /kredyty', async () => {
    const { footer } = renderFooter();
    const links = within(listUnder(footer, 'Specjalizacje')).getAllByRole('link');
    const hrefs = links.map((link) => link.getAttribute('href'));
    expect(hrefs).toHaveLength(6);
    expect(hrefs.at(-1)).toBe('/kredyty');
    const sitePaths: string[] = Object.values(paths);
    const specialisations = hrefs.slice(0, 5);
    expect(new Set(specialisations).size).toBe(5);
    for (const href of specialisations) {
      expect(sitePaths).toContain(href);
      expect(href).not.toBe('/kredyty');
    }
  });

  it('links to the privacy policy, the terms and the cookie policy', async () => {
    const { footer } = renderFooter();
    const hrefs = footer.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/polityka-prywatnosci', '/regulamin', '/cookies']),
    );
  });

  it('shows the full broker disclosure from the company module, placeholders marked', async () => {
    const { footer } = renderFooter();
    const disclosure = brokerDisclosure();
    expect(disclosure.title).toMatch(/^Informacje o\spośredniku kredytowym$/);
    const heading = footer.getByRole('heading', { level: 2, name: disclosure.title });
    const section = within(heading.parentElement as HTMLElement);
    const labels = disclosure.rows.map((row) => row.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'KRS',
        'NIP',
        'REGON',
        'Sąd rejestrowy',
        'Kapitał zakładowy',
        'Zakres umocowania',
      ]),
    );
    expect(labels.some((label) => label.includes('rejestru pośredników kredytowych'))).toBe(true);
    const terms = section.getAllByRole('term').map((term) => term.textContent);
    const values = section.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual([...labels, disclosure.lenders.label]);
    disclosure.rows.forEach((row, index) => expect(values[index]).toBe(row.value));
    // Today the owner has supplied none of these: each is shown as the marked placeholder.
    expect(values.at(-1)).toBe(company.lenders.length > 0 ? company.lenders.join('') : PENDING);
    expect(values.filter((value) => value.startsWith(PENDING)).length).toBe(
      disclosure.rows.filter((row) => row.pending).length + (company.lenders.length ? 0 : 1),
    );
  });

  it('says truthfully who receives form data and links to the privacy notice', async () => {
    const { footer } = renderFooter();
    const badge = trustBadges[0];
    expect(badge?.text).not.toMatch(/wyłącznie|nikomu/);
    expect(badge?.text).toMatch(/doradcy/);
    expect(badge?.text).toMatch(/e-mail/);
    expect(
      footer.getByRole('link', { name: /^Szczegóły w\spolityce prywatności$/ }),
    ).toHaveAttribute('href', '/polityka-prywatnosci');
  });

  it('states that the firm is not a bank', async () => {
    const { footer } = renderFooter();
    expect(footer.getByText(company.disclaimer)).toBeInTheDocument();
    expect(company.disclaimer).toMatch(/nie jest bankiem/);
  });

  it('carries the consumer credit warning (CCD2 art. 8) in its own words, on every page', async () => {
    const { footer } = renderFooter();
    expect(creditWarning).toBe('Uwaga! Pożyczanie pieniędzy kosztuje');
    expect(footer.getByText(creditWarning)).toBeVisible();
  });

  it("shows the visitor's current year in the copyright", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T12:00:00Z'));
    const { footer } = renderFooter();
    expect(footer.getByText(/©\s*2031\b/)).toHaveTextContent(company.brandName);
  });
});
