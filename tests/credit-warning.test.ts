// @vitest-environment node
/**
 * The consumer credit warning (Directive (EU) 2023/2225 art. 8) on every page that advertises
 * credit: each page whose served HTML states a rate (a percentage beside "oprocentowanie" or
 * "RRSO") shows the warning in the section of its first rate, and every page has it in the footer.
 * And the representative example (consumer credit act, art. 7) on every page that states a rate.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { creditWarning } from '@/content/credit-warning';
import { representativeExampleId } from '@/content/representative-example';
import { READ_TIMEOUT, servedPage, servedPages } from './served-pages';

/** A rate as a visitor reads it: "oprocentowaniem od 8,49%", "RRSO 9,76%", "8,49% … (RRSO". */
const STATED_RATE =
  /(?:RRSO|oprocentowani)[^%]{0,80}?\d[\d,]*\s?%|\d[\d,]*\s?%[^%]{0,40}?(?:RRSO|oprocentowani)/i;

interface RenderedPage {
  path: string;
  document: Document;
}

/** Every page as served, the 404 page among them. */
let rendered: RenderedPage[] = [];

beforeAll(() => {
  rendered = servedPages();
}, READ_TIMEOUT);

/** The element holding the first stated rate's "%" sign, if the page's main content states one. */
function firstRateElement(main: Element): Element | undefined {
  const walker = main.ownerDocument.createTreeWalker(main, 4 /* NodeFilter.SHOW_TEXT */);
  const nodes: Text[] = [];
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const textNode = node as Text;
    nodes.push(textNode);
    text += textNode.data;
  }
  const match = STATED_RATE.exec(text);
  if (!match) return undefined;
  let percentAt = match.index + match[0].indexOf('%');
  for (const node of nodes) {
    const length = node.data.length;
    if (percentAt < length) return node.parentElement ?? undefined;
    percentAt -= length;
  }
  return undefined;
}

/** Elements whose whole text is the warning, outside anything hidden from view. */
function shownWarnings(root: Element): Element[] {
  return [...root.querySelectorAll('p, div, span, strong')].filter(
    (element) =>
      element.textContent.replace(/\s+/g, ' ').trim() === creditWarning &&
      element.closest('[hidden], .sr-only, [aria-hidden="true"]') === null,
  );
}

function page(path: string): Document {
  const found = rendered.find((item) => item.path === path);
  if (!found) throw new Error(`${path} was not rendered`);
  return found.document;
}

const ratePaths = () =>
  rendered
    .filter(({ document }) => {
      const main = document.querySelector('main');
      return main !== null && firstRateElement(main) !== undefined;
    })
    .map(({ path }) => path);

describe('the consumer credit warning', () => {
  it('is the wording of the directive as the Polish draft has it, in one constant', () => {
    expect(creditWarning).toBe('Uwaga! Pożyczanie pieniędzy kosztuje');
  });

  it('is found on the pages that state a rate: every offer page, the home page among them', () => {
    const found = ratePaths();
    expect(found.length).toBeGreaterThanOrEqual(18);
    expect(found).toEqual(expect.arrayContaining(['/', '/kredyty', '/kredyt-konsolidacyjny']));
  });

  it('stands in the footer of every page', () => {
    expect(rendered.length).toBeGreaterThan(30);
    for (const { path, document } of rendered) {
      const footer = document.querySelector('footer');
      expect(footer, path).not.toBeNull();
      expect(shownWarnings(footer as Element), path).toHaveLength(1);
    }
  });

  it('stands in the section of the first stated rate, on every page that states one', () => {
    const missing: string[] = [];
    for (const path of ratePaths()) {
      const main = page(path).querySelector('main') as Element;
      const rate = firstRateElement(main) as Element;
      const section = rate.closest('section, article') ?? main;
      if (shownWarnings(section).length === 0) missing.push(path);
    }
    expect(missing).toEqual([]);
  });
});

/**
 * "od 8,49%" → 8.49: every "from" rate a visitor reads in the page's main content, and every rate
 * stated as the one a calculation uses ("z oprocentowaniem 8,49%", the calculator's page).
 */
function statedRatesFrom(text: string): number[] {
  return [...text.matchAll(/(?:\bod|oprocentowani\p{L}*)\s(\d+(?:,\d+)?)\s?%/gu)].map((match) =>
    Number(match[1]?.replace(',', '.')),
  );
}

/** The first text node of `root` that states a percentage. */
function firstPercentText(root: Element): Node | undefined {
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/\d\s?%/.test(node.textContent ?? '')) return node;
  }
  return undefined;
}

/** The element whose own text is `text` (as Testing Library's getByText finds it). */
function elementWithOwnText(root: Element, text: string): Element | undefined {
  return [...root.querySelectorAll('*')].find(
    (element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === 3 /* Node.TEXT_NODE */)
        .map((node) => node.textContent)
        .join('')
        .trim() === text,
  );
}

describe('the representative example', () => {
  /** The pages of the route table a visitor opens directly (the guides state no offer). */
  const offerAndGeneralPages = Object.entries(paths)
    .filter(([key]) => key !== 'old' && key !== 'thankYou')
    .map(([, path]) => path);

  it.each(offerAndGeneralPages)(
    'shows on %s if it states a rate: at the lowest rate it states, an RRSO note beside the first',
    (path) => {
      const { document } = servedPage(path);
      const main = document.querySelector('main') as Element;
      const firstRate = firstPercentText(main);
      if (firstRate === undefined) return;
      const example = document.getElementById(representativeExampleId);
      expect(example, `${path} states a rate but shows no representative example`).not.toBeNull();
      const exampleRate = elementWithOwnText(
        example as Element,
        'Stopa oprocentowania',
      )?.nextElementSibling?.textContent.match(/\d+(?:,\d+)?/)?.[0];
      expect(Math.min(...statedRatesFrom(main.textContent))).toBe(
        Number(exampleRate?.replace(',', '.')),
      );
      const note = main.querySelector(`a[href="#${representativeExampleId}"]`);
      expect(note, `${path} has no RRSO note beside its first rate`).not.toBeNull();
      // Typeset: the space before the dash does not break (src/lib/typography.ts).
      expect(note?.textContent).toMatch(/^RRSO \d+(?:,\d+)?%\s– zobacz przykład reprezentatywny$/);
      expect(note?.closest('section')).toBe(firstRate.parentElement?.closest('section'));
    },
  );
});
