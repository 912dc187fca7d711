// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { legalLinks } from '@/content/footer';
import { accessibilityPage, automatedChecks, statementDates } from '@/content/pages/accessibility';
import { listPages } from '@/entry-server';

const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
/** Typeset copy holds non-breaking spaces and word joiners; compare it as a reader sees it. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\u2060/g, '');
const statement = plain(JSON.stringify(accessibilityPage.document));
const section = (id: string) =>
  plain(JSON.stringify(accessibilityPage.document.sections.find((entry) => entry.id === id)));

describe('Accessibility statement (/deklaracja-dostepnosci)', () => {
  it('is a page of the route table, in the sitemap and linked from the footer', () => {
    expect(listPages()).toContainEqual({ path: paths.accessibility, indexable: true });
    expect(legalLinks).toContainEqual({
      name: 'Deklaracja dostępności',
      path: paths.accessibility,
    });
  });

  it('states the widths the browser tests really check every page at', () => {
    // The browser tests take their widths from the statement's own figures.
    const pagesSpec = read('e2e/pages.spec.ts');
    expect(pagesSpec).toMatch(
      /const \{\s*widths: \{ phone: PHONE, desktop: DESKTOP \},\s*reflowWidths,?\s*\} = automatedChecks;/,
    );
    expect(pagesSpec).toMatch(
      /const WIDTHS = \[PHONE, DESKTOP, reflowWidths\.zoomed, reflowWidths\.phone\];/,
    );
    expect(automatedChecks.widths).toEqual({ phone: 390, desktop: 1280 });
    expect(automatedChecks.reflowWidths).toEqual({ phone: 320, zoomed: 640 });
  });

  it('states the WCAG versions whose axe rules the tests run', () => {
    const tags = /const WCAG_TAGS = \[([^\]]+)\]/.exec(read('e2e/axe-rules.ts'))?.[1] ?? '';
    const versions = [...tags.matchAll(/'wcag(\d)(\d?)a+'/g)].map(
      ([, major, minor]) => `${major ?? ''}.${minor || '0'}`,
    );
    expect([...new Set(versions)]).toEqual(automatedChecks.wcagVersions);
  });

  it('claims only the keyboard checks the tests make', () => {
    const keyboard = read('e2e/keyboard.spec.ts') + read('e2e/navigation.spec.ts');
    for (const check of ['Przejdź do treści', "'Escape'", "'ArrowDown'", 'Shift+Tab']) {
      expect(keyboard).toContain(check);
    }
    expect(section('jak-sprawdzamy')).toContain('Przejdź do treści');
  });

  it('claims no screen-reader testing that no test or tool performs', () => {
    const tools = Object.keys({
      ...(JSON.parse(read('package.json')) as { devDependencies?: object }).devDependencies,
    });
    expect(tools.filter((name) => /guidepup|nvda|voiceover|screen-?reader/i.test(name))).toEqual(
      [],
    );
    expect(section('jak-sprawdzamy')).toContain('nie testowaliśmy jeszcze z czytnikami ekranu');
    expect(section('stan-dostepnosci')).toContain('częściowo zgodny');
  });

  it('gives the contact data of the company module', () => {
    const contact = section('zglaszanie-problemow');
    expect(contact).toContain(company.email);
    for (const phone of company.phones) expect(contact).toContain(plain(phone.display));
  });

  it('dates itself from its one pair of dates', () => {
    expect(accessibilityPage.document.lastUpdated).toBe(statementDates.reviewed);
    expect(section('przygotowanie-deklaracji')).toContain(statementDates.prepared);
    expect(section('przygotowanie-deklaracji')).toContain(statementDates.reviewed);
    for (const date of Object.values(statementDates)) expect(date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(statement).toContain('WCAG 2.1');
  });
});
