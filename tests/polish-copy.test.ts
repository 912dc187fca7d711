// @vitest-environment node
/**
 * The house rules of the Polish copy (issue 24, point 9), checked in every string the content
 * modules export: one dash style, the glossary's terms (src/content/labels.ts), address that does
 * not assume the visitor is a man, typesetting done by the one helper and never by hand, and no
 * article title that would claim a year later than its date.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { articleSummaries } from '@/content/articles/summaries';
import { consumerCredit } from '@/content/statutory-figures';
import { successToasts, sendFailureAlert, privacyInfo } from '@/content/forms';
import { glossary } from '@/content/labels';
import { mobileMenuPromises } from '@/content/navigation';
import { quickContactCopy } from '@/content/quick-forms';
import { thankYouVariants } from '@/content/thank-you';
import {
  analysisInfo,
  analysisWizard,
  applicationInfo,
  applicationWizard,
  filesCopy,
} from '@/content/wizard';
import { typesetText } from '@/lib/typography';
import { contentStrings, type ContentValue } from './content-values';
import { READ_TIMEOUT, servedPages, type ServedPage } from './served-pages';

let pages: ServedPage[] = [];

beforeAll(() => {
  pages = servedPages();
}, READ_TIMEOUT);

const contentSources = import.meta.glob<string>('/src/content/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const strings = contentStrings();

function contentStringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(contentStringsOf);
  if (value !== null && typeof value === 'object')
    return Object.values(value).flatMap(contentStringsOf);
  return [];
}
/** Copy, not data: the glossary describes the rules and names the words it bans. */
const copy = strings.filter(({ where }) => !where.includes('labels.ts#glossary'));

/** Strings the specification quotes word for word (spec §2, §5, §8): they stay as quoted. */
const QUOTED = new Set([
  'Dziękujemy! Skontaktujemy się z Tobą w ciągu 30 minut.',
  'Dziękujemy! Skontaktujemy się z Tobą w ciągu 24 godzin.',
  'Dziękujemy za kontakt. Odezwiemy się najszybciej jak to możliwe.',
  'Twoja opinia pomoże nam udoskonalić nasze usługi i obsługę klienta.',
  'Dziękujemy za wypełnienie ankiety!',
  'Dziękujemy za Twoją opinię!',
  'Oops! Strona nie została znaleziona',
  'Artykuł nie został znaleziony',
  'Powrót do artykułów',
  'Wysyłanie...',
]);

/**
 * Rendered text kept as written, each for a reason: the navigation's "O nas" and the wizard's
 * "Krok N z 3" are read verbatim by the tests and the browser journeys (design.md §3); phone
 * numbers are links the footer and the contact page keep on one line (whitespace-nowrap); an
 * instalment table's period ("84 mies.") is composed by its section (src/sections, see the report).
 */
const KEPT_AS_WRITTEN = /^(?:O nas|Krok \d+ z \d+|\+48[\d ]+|\d+ mies\.)$/;

function matching(pattern: RegExp, items: ContentValue<string>[] = copy): string[] {
  return items
    .filter(({ value }) => pattern.test(value))
    .map(({ where, value }) => `${where}: ${value.slice(0, 120)}`);
}

describe('The Polish copy', () => {
  it('is found by the checks', () => {
    expect(strings.length).toBeGreaterThan(1000);
    expect(QUOTED.has('Wysyłanie...')).toBe(true);
  });

  it('uses one dash style: a spaced en dash between words, an unspaced one in ranges', () => {
    expect(matching(/—/)).toEqual([]);
    expect(matching(/\s-\s/)).toEqual([]);
    // A hyphen between digits only in a postal code ("00-193"); ranges take the en dash.
    const ranges = copy
      .filter(({ where }) => !/\.(?:path|href|to|id|date|src)$/.test(where))
      // An ISO date or month ("2026-11-28", "2025-12") is data, not copy.
      .filter(({ value }) => !/^\d{4}-\d{2}(?:-\d{2})?$/.test(value))
      .map((item) => ({ ...item, value: item.value.replace(/\b\d{2}-\d{3}\b/g, '') }));
    expect(matching(/\d\s?-\s?\d/, ranges)).toEqual([]);
  });

  it('uses the glossary’s one term per concept', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(8);
    for (const { term, avoid } of glossary) {
      for (const word of avoid) {
        // Whole words only: "maile" is banned, "e-maile" is the rule.
        const pattern = new RegExp(`(?<![\\p{L}-])${word}`, 'iu');
        expect(matching(pattern), `${word} (say: ${term})`).toEqual([]);
      }
    }
  });

  it('addresses the visitor without assuming a man', () => {
    // Past and conditional second person in the masculine: "sprawdziłeś", "mógłbyś".
    expect(matching(/\p{L}+(?:łeś|łbyś)(?!\p{L})/u)).toEqual([]);
    expect(matching(/\b(?:żebyś|abyś|byś)\s+\p{L}+ł(?!\p{L})/u)).toEqual([]);
    expect(
      matching(/\bjesteś\s+(?:w tym\s+)?(?:sam|pewien|pewny|zainteresowany|gotowy)\b/iu),
    ).toEqual([]);
  });

  it('is typeset on every served page: no text a line may break where it must not', () => {
    expect(pages.length).toBeGreaterThan(30);
    /*
     * Not checked: code; the select's options (their text is the value a form sends); dates in
     * <time>; text only screen readers read; and the labels of form controls, which are their
     * accessible names, kept as written because tests and the browser journeys find each control
     * by its exact name.
     */
    const notRunningText = 'script, style, template, option, time, label';
    const runningText = (root: Element) => {
      const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
      const texts: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const screenReaderOnly = parent?.tagName === 'SPAN' && parent.className === 'sr-only';
        if (!screenReaderOnly && !parent?.closest(notRunningText)) texts.push(node.nodeValue ?? '');
      }
      return texts;
    };
    const untypeset = pages.flatMap((page) =>
      runningText(page.document.getElementById('root') as Element)
        .filter((text) => !QUOTED.has(text.trim()) && !KEPT_AS_WRITTEN.test(text.trim()))
        .filter((text) => typesetText(text) !== text)
        .map((text) => `${page.path}: ${text.slice(0, 100)}`),
    );
    expect([...new Set(untypeset)]).toEqual([]);
  });

  it('is typeset in what only the forms show: steps, consents, toasts, thank-you page, menu', () => {
    const shownByForms = [
      quickContactCopy,
      // Step titles are the headings the wizard focuses, found by name: left as written.
      applicationWizard.steps.map((step) => step.description),
      analysisWizard.steps.map((step) => step.description),
      applicationWizard.situationsHint,
      analysisWizard.flagsHint,
      applicationInfo,
      analysisInfo,
      filesCopy.hint,
      filesCopy.note,
      privacyInfo,
      sendFailureAlert.body,
      successToasts,
      thankYouVariants,
      mobileMenuPromises,
    ];
    const strings = shownByForms.flatMap((value) => contentStringsOf(value));
    expect(strings.length).toBeGreaterThan(40);
    expect(strings.filter((text) => !QUOTED.has(text) && typesetText(text) !== text)).toEqual([]);
  });

  it('is never typeset by hand: no non-breaking character typed in a content module', () => {
    const typed = Object.entries(contentSources).flatMap(([file, source]) =>
      /[\u00a0\u2060]|\\u00a0|\\u2060|&nbsp;/.test(source) ? [file] : [],
    );
    expect(typed).toEqual([]);
  });

  it('gives no article a title year the current-year rule would move past its date', () => {
    // The article view shows a four-digit year of a title as the current year (spec §2).
    expect(articleSummaries.filter((article) => /\b(?:19|20)\d{2}\b/.test(article.title))).toEqual(
      [],
    );
  });
});

/**
 * Statements of law as a careful lawyer writes them (issue 38, design.md §4a): each right with the
 * act, the article, its conditions and thresholds, checked on every page the build prerenders
 * (the guides included).
 */
describe('The statements of law on the published pages', () => {
  const stating = (pattern: RegExp) => pages.filter((page) => pattern.test(page.text));

  it('are found by the checks', () => {
    expect(stating(/ustaw\p{L}* o kredycie konsumenckim/iu).length).toBeGreaterThan(10);
  });

  it('call the early-repayment charge by the statute’s name, with its fixed-rate condition and threshold (art. 50)', () => {
    // "Prowizja za spłatę kredytu przed terminem", never "rekompensata": chargeable only in a
    // fixed-rate period, above three average wages repaid in 12 months, at most 1% or 0,5%.
    expect(stating(/rekompensat/iu).map((page) => page.path)).toEqual([]);
    const cap = /(?:\d(?:,\d+)?\s?%|\bprocent\p{L}*)[^.]{0,80}\bspłacan/iu;
    const incomplete = stating(cap)
      .filter(
        (page) =>
          !/prowizj\p{L}* za (?:wcześniejszą )?spłatę/iu.test(page.text) ||
          !/trzykrotnoś\p{L}* przeciętnego/iu.test(page.text) ||
          !/okres\p{L}*,? w który\p{L}* stopa oprocentowania[^.]{0,30}\bjest stała|stał\p{L}* (?:stop\p{L}* )?oprocentowani/iu.test(
            page.text,
          ) ||
          !page.text.includes('nie przekracza jednego roku'),
      )
      .map((page) => page.path);
    expect(incomplete).toEqual([]);
  });

  it('say which credits the consumer credit act covers wherever they state its rights (art. 3 ust. 1)', () => {
    // The act covers credits up to 255 550 zł; above it the contract's terms govern.
    const right = new RegExp(
      `odstąpi\\p{L}*[^.]{0,80}\\b${consumerCredit.withdrawalDays} dni|prowizj\\p{L}* za (?:wcześniejszą )?spłatę|obowiązuje ustawa o kredycie konsumenckim`,
      'iu',
    );
    const withoutScope = stating(right)
      .filter((page) => !/\b255 550 zł/.test(page.text))
      .map((page) => page.path);
    expect(withoutScope).toEqual([]);
    expect(stating(/w obu przypadkach obowiązuje ustawa/iu)).toEqual([]);
  });

  it('say when an unclaimed court letter counts as delivered and when a bailiff serves it again (k.p.c. art. 139, 139¹)', () => {
    const delivered = stating(/(?:uznaje|uważa) się za doręczon/iu);
    expect(delivered.length).toBeGreaterThan(0);
    for (const page of delivered) {
      expect(page.text, page.path).not.toMatch(/zwykle uznaje się za doręczon/iu);
      expect(page.text, page.path).toMatch(/art\. 139¹/u);
      expect(page.text, page.path).toMatch(/art\. 139 § 1/u);
    }
  });

  it('state both caps on non-interest costs and the 120-day rules for follow-on credits (art. 36a–36c)', () => {
    const caps = stating(/pozaodsetkow\p{L}*/iu).filter((page) => page.text.includes('art. 36a'));
    expect(caps.length).toBeGreaterThan(0);
    for (const page of caps) {
      expect(page.text, page.path).toMatch(
        /krótsz\p{L}* niż 30 dni[^.]*\b5\s?%|\b5\s?%[^.]*krótsz\p{L}* niż 30 dni/iu,
      );
      expect(page.text, page.path).toMatch(/\b120 dni/u);
      expect(page.text, page.path).toMatch(/art\. 36b/u);
      expect(page.text, page.path).toMatch(/art\. 36c/u);
    }
  });
});
