// @vitest-environment node
/**
 * The consumer credit warning (Directive (EU) 2023/2225 art. 8) on every page that advertises
 * credit: each route whose prerendered HTML states a rate (a percentage beside "oprocentowanie" or
 * "RRSO") shows the warning in the section of its first rate, and every page has it in the footer.
 */
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditWarning } from '@/content/credit-warning';
import { NOT_FOUND_RENDER_PATH, listPages, renderPath } from '@/entry-server';

/**
 * The pages are prerendered in Node (React's static renderer does not finish under the jsdom
 * environment) and parsed with jsdom, which ships no type declarations: the one constructor used
 * here, typed by hand.
 */
interface Jsdom {
  JSDOM: new (html: string) => { window: { document: Document } };
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as Jsdom;

/** A rate as a visitor reads it: "oprocentowaniem od 8,49%", "RRSO 9,76%", "8,49% … (RRSO". */
const STATED_RATE =
  /(?:RRSO|oprocentowani)[^%]{0,80}?\d[\d,]*\s?%|\d[\d,]*\s?%[^%]{0,40}?(?:RRSO|oprocentowani)/i;

interface RenderedPage {
  path: string;
  document: Document;
}

const rendered: RenderedPage[] = [];

beforeAll(async () => {
  const paths = [...listPages().map((page) => page.path), NOT_FOUND_RENDER_PATH];
  for (const path of paths) {
    const result = await renderPath(path);
    if (result.kind === 'page') {
      rendered.push({ path, document: new JSDOM(result.html).window.document });
    }
  }
}, 240_000);

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
