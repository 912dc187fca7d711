import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { PENDING, company } from '@/content/company';
import { activeStorage, kindLabels } from '@/content/cookie-registry';
import * as figures from '@/content/figures';
import { months, years, type LegalPageContent } from '@/content/legal-pages';
import { cookiesPage } from '@/content/pages/cookies';
import { privacyPage } from '@/content/pages/privacy';
import { termsPage } from '@/content/pages/terms';
import { preloadPages, renderApp } from './render-app';

preloadPages(paths.privacy, paths.terms, paths.cookies);

const { retention } = figures;

/** Page copy is typeset with non-breaking spaces; compare it as a reader sees it. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
/** An accessible-name matcher that ignores the non-breaking spaces of typeset copy. */
const byPlainName = (name: string) => (accessibleName: string) => plain(accessibleName) === name;
const tableCaption = 'Informacje zapisywane przez serwis w przeglądarce';
/** A cell's text as a screen reader reads it: without the aria-hidden labels of stacked rows. */
function spokenText(cell: HTMLElement): string {
  const copy = cell.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return plain(copy.textContent);
}

const legalPages: [string, string, LegalPageContent][] = [
  ['privacy policy', paths.privacy, privacyPage],
  ['terms', paths.terms, termsPage],
  ['cookie policy', paths.cookies, cookiesPage],
];

function getMain(): HTMLElement {
  return screen.getByRole('main');
}

/** The element of a section, found from its H2 (the heading carries the section's id). */
function getSection(id: string): HTMLElement {
  const heading = document.getElementById(id);
  const section = heading?.closest('section');
  if (!section) throw new Error(`No section with heading #${id}.`);
  return section;
}

describe.each(legalPages)('Legal page: %s (%s)', (_name, path, content) => {
  const { sections } = content.document;

  it('renders the H1, then every section heading as a numbered H2 in order', async () => {
    await renderApp(path);
    const main = getMain();
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(content.intro.title);
    const h2s = within(main).getAllByRole('heading', { level: 2 });
    expect(h2s.map((heading) => heading.textContent)).toEqual(
      sections.map((section, index) => `${index + 1}. ${section.heading}`),
    );
    expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
  });

  it('has a table of contents whose links lead to the sections', async () => {
    await renderApp(path);
    const toc = screen.getByRole('navigation', { name: content.document.tocTitle });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(sections.length);
    links.forEach((link, index) => {
      const section = sections[index];
      expect(link).toHaveAttribute('href', `#${section?.id}`);
      expect(link).toHaveTextContent(plain(section?.heading ?? ''));
      const target = document.getElementById(section?.id ?? '');
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(plain(section?.heading ?? ''));
    });
  });

  it('shows the date of the last update from figures', async () => {
    await renderApp(path);
    expect(content.document.lastUpdated).toBe(retention.legalLastUpdated);
    const date = within(getMain()).getByText(retention.legalLastUpdated, { selector: 'time' });
    expect(date.closest('p')).toHaveTextContent(
      `Ostatnia aktualizacja: ${retention.legalLastUpdated}`,
    );
  });
});

describe('Privacy policy', () => {
  it('states the retention periods of figures.ts, a lead by how far it went', async () => {
    await renderApp(paths.privacy);
    const section = getSection('okres-przechowywania');
    const { leadMonths } = retention;
    expect(section).toHaveTextContent(
      `zgłoszenie, po którym nie złożono wniosku o kredyt, przez ${months(leadMonths.noApplication)}; zgłoszenie, po którym złożono wniosek, przez ${months(leadMonths.application)}; zgłoszenie zakończone wypłatą finansowania przez ${months(leadMonths.payout)}. Każdy okres liczymy od ostatniej zmiany`,
    );
    expect(section).toHaveTextContent(
      `zapis na newsletter (zgłoszenie z formularza zapisu) – przez ${years(retention.contactDataYears)} od jego otrzymania`,
    );
    expect(section).toHaveTextContent(
      `przez czas trwania umowy oraz ${years(retention.clientDataYearsAfterContract)} po jej zakończeniu`,
    );
    expect(section).toHaveTextContent(
      `dokumenty księgowe i podatkowe – przez ${years(retention.taxDocumentsYears)}`,
    );
    expect(section).toHaveTextContent('do zamknięcia karty przeglądarki');
  });

  it('states the retention the purge in the lead store really applies', () => {
    const sql = readFileSync(
      join(import.meta.dirname, '../supabase/migrations/20261128150000_lead_handling.sql'),
      'utf8',
    );
    // The store's default period per stage (the owner may change them, with counsel).
    const defaults: Record<string, number> = Object.fromEntries(
      [...sql.matchAll(/\('([a-z-]+)', interval '(\d+) (month|year)s?'\)/g)].map(
        ([, stage = '', count, unit]): [string, number] => [
          stage,
          Number(count) * (unit === 'year' ? 12 : 1),
        ],
      ),
    );
    expect(defaults).toEqual({
      'no-application': retention.leadMonths.noApplication,
      application: retention.leadMonths.application,
      payout: retention.leadMonths.payout,
    });
    const purge = sql.slice(sql.indexOf('create or replace function public.purge_expired_leads'));
    expect(purge).toContain(
      'select keep from public.lead_retention where stage = public.lead_stage',
    );
    const signUps = /kind = 'newsletter' and received_at < at - interval '(\d+) years'/.exec(purge);
    expect(Number(signUps?.[1])).toBe(retention.contactDataYears);
  });

  it('names the processors, with the owner’s missing values marked, and the US transfer basis', async () => {
    await renderApp(paths.privacy);
    const recipients = getSection('odbiorcy');
    expect(recipients).toHaveTextContent('Supabase (USA) – baza danych');
    expect(recipients).toHaveTextContent('Resend (USA) – usługa wysyłki poczty e-mail');
    expect(recipients).toHaveTextContent(`dostawca hostingu i sieci CDN`);
    expect(within(recipients).getAllByText(new RegExp(PENDING)).length).toBeGreaterThan(0);
    expect(recipients).not.toHaveTextContent(/Meta|analityczn/);
    const transfer = getSection('przekazywanie-poza-eog');
    expect(transfer).toHaveTextContent('EU–US Data Privacy Framework');
    expect(transfer).toHaveTextContent('standardowe klauzule umowne');
  });

  it('gives each form the basis the form shows: a request, not a consent; marketing by consent', async () => {
    await renderApp(paths.privacy);
    const bases = getSection('cele-i-podstawy');
    const items = within(bases)
      .getAllByRole('listitem')
      .map((item) => plain(item.textContent));
    const request = items.find((item) => item.startsWith('odpowiedź na Twoje zgłoszenie'));
    expect(request).toMatch(/art\. 6 ust\. 1 lit\. b RODO/);
    expect(request).toContain('a nie zgodą');
    const marketing = items.find((item) => item.startsWith('informacje o ofertach'));
    expect(marketing).toMatch(/art\. 6 ust\. 1 lit\. a RODO/);
    expect(marketing).toContain('osobne');
    const lender = items.find((item) => item.startsWith('złożenie wniosku u kredytodawcy'));
    expect(lender).toContain('w rozmowie z doradcą potwierdzisz');
    expect(getMain()).not.toHaveTextContent('wyrażoną przy składaniu wniosku');
  });

  it('says only file names and sizes are sent, never the documents', async () => {
    await renderApp(paths.privacy);
    expect(getSection('jakie-dane-zbieramy')).toHaveTextContent(
      'Formularz wysyła wyłącznie nazwę i rozmiar każdego pliku – samych dokumentów nie przesyła',
    );
  });

  it('names the supervisory authority and its address', async () => {
    await renderApp(paths.privacy);
    expect(getSection('skarga')).toHaveTextContent(
      'Prezesa Urzędu Ochrony Danych Osobowych, ul. Stawki 2, 00-193 Warszawa',
    );
  });

  it('links to the cookie policy with a working router link', async () => {
    const { router, user } = await renderApp(paths.privacy);
    const link = within(getSection('cookies')).getByRole('link', {
      name: 'polityka plików cookies',
    });
    expect(link).toHaveAttribute('href', paths.cookies);

    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: cookiesPage.intro.title }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.cookies);
  });
});

describe('Terms', () => {
  it('handles complaints within figures.retention.complaintDays days', async () => {
    await renderApp(paths.terms);
    expect(getSection('reklamacje')).toHaveTextContent(
      `Reklamację rozpatrujemy w ciągu ${retention.complaintDays} dni od jej otrzymania.`,
    );
  });

  it('links to the privacy policy', async () => {
    await renderApp(paths.terms);
    expect(
      within(getSection('dane-osobowe')).getByRole('link', { name: 'polityka prywatności' }),
    ).toHaveAttribute('href', paths.privacy);
  });
});

describe('Cookie policy', () => {
  it('lists exactly the registry’s entries, with provider, kind, purpose, lifetime, removal and category', async () => {
    await renderApp(paths.cookies);
    const table = screen.getByRole('table', { name: byPlainName(tableCaption) });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Nazwa',
      'Dostawca',
      'Rodzaj',
      'Cel',
      'Czas przechowywania',
      'Jak usunąć',
      'Kategoria',
    ]);

    const entries = activeStorage();
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows).toHaveLength(entries.length);
    rows.forEach((row, index) => {
      const entry = entries[index];
      if (!entry) throw new Error('more rows than entries');
      expect(spokenText(within(row).getByRole('rowheader'))).toBe(plain(entry.name));
      const cells = within(row).getAllByRole('cell').map(spokenText);
      expect(cells).toEqual(
        [
          entry.provider,
          kindLabels[entry.kind],
          entry.purpose,
          entry.lifetime,
          entry.removal,
          entry.category,
        ].map(plain),
      );
    });
  });

  it('says plainly that the site sets no cookie of its own, nor any analytics or marketing', async () => {
    await renderApp(paths.cookies);
    const main = getMain();
    expect(main).toHaveTextContent(
      `Serwis ${company.brandName} nie zapisuje w Twojej przeglądarce żadnych własnych plików cookies.`,
    );
    expect(main).toHaveTextContent('Nie używamy żadnych narzędzi analitycznych ani marketingowych');
    expect(main).not.toHaveTextContent(/_ga|_gid|_fbp|PHPSESSID|cookie_consent/);
    expect(getSection('mapa-google')).toHaveTextContent(
      'Dopiero gdy klikniesz przycisk wyświetlenia mapy',
    );
  });

  it('shows each entry as a block of labelled values, its headers kept for screen readers', async () => {
    await renderApp(paths.cookies);
    const frame = screen.getByRole('region', { name: byPlainName(tableCaption) });
    const table = within(frame).getByRole('table');
    // Seven long columns do not fit the text column: the table is stacked on every screen.
    expect(table).toHaveClass('stack-always');
    const [firstRow] = within(table).getAllByRole('row').slice(1);
    const labels = [...(firstRow?.querySelectorAll('[aria-hidden="true"]') ?? [])].map(
      (label) => label.textContent,
    );
    expect(labels).toEqual([
      'Dostawca',
      'Rodzaj',
      'Cel',
      'Czas przechowywania',
      'Jak usunąć',
      'Kategoria',
    ]);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
  });
});

describe('Legal copy reads its figures', () => {
  afterEach(() => {
    vi.doUnmock('@/content/figures');
    vi.resetModules();
  });

  it('follows changed retention and complaint figures', async () => {
    vi.resetModules();
    vi.doMock('@/content/figures', async (importOriginal) => {
      const original = await importOriginal<typeof figures>();
      return {
        ...original,
        retention: {
          leadMonths: { noApplication: 5, application: 7, payout: 30 },
          contactDataYears: 3,
          clientDataYearsAfterContract: 11,
          taxDocumentsYears: 22,
          complaintDays: 14,
          legalLastUpdated: '01.02.2030',
        },
      };
    });
    const { privacyPage: privacy } = await import('@/content/pages/privacy');
    const { termsPage: terms } = await import('@/content/pages/terms');
    const { cookiesPage: cookiePolicy } = await import('@/content/pages/cookies');

    const retentionText = plain(
      JSON.stringify(
        privacy.document.sections.find((section) => section.id === 'okres-przechowywania'),
      ),
    );
    expect(retentionText).toContain('przez 3 lata od jego otrzymania');
    expect(retentionText).toContain('nie złożono wniosku o kredyt, przez 5 miesięcy');
    expect(retentionText).toContain('złożono wniosek, przez 7 miesięcy');
    expect(retentionText).toContain('wypłatą finansowania przez 30 miesięcy');
    expect(retentionText).toContain('oraz 11 lat po jej zakończeniu');
    expect(retentionText).toContain('przez 22 lata, licząc');
    expect(plain(JSON.stringify(terms.document))).toContain('w ciągu 14 dni od jej otrzymania');
    for (const page of [privacy, terms, cookiePolicy]) {
      expect(page.document.lastUpdated).toBe('01.02.2030');
    }
  });
});

describe('Polish year count', () => {
  it.each([
    [1, '1 rok'],
    [2, '2 lata'],
    [4, '4 lata'],
    [5, '5 lat'],
    [6, '6 lat'],
    [12, '12 lat'],
    [22, '22 lata'],
  ])('%i → %s', (count, expected) => {
    expect(years(count)).toBe(expected);
  });
});
