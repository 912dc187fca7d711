// @vitest-environment node
/**
 * The covering pages (e2e/covering-pages.ts) show every section component in every variant the
 * site uses, and are as few as can: the browser tests make their desktop visit, their no-script
 * visit and run the whole of axe only there. Read from the built pages (tests/served-pages.ts),
 * where each section's root element names its component file (`data-section`) and, where a prop
 * changes its colours or layout, the variant (`data-variant`).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { coveringPages } from '../e2e/covering-pages';
import { expectedPages } from '../e2e/site-pages';
import { READ_TIMEOUT, servedPage, servedPages } from './served-pages';

const SECTIONS = 'src/sections';

/**
 * Component files of src/sections that carry no marker: parts rendered only inside other sections
 * (so shown wherever those are), and components that render no element of their own.
 */
const PARTS: Record<string, string> = {
  'check-list': 'a list inside several sections',
  'credit-warning': 'a line inside the hero',
  'data-table': 'the table inside the comparison, instalment and legal sections',
  icon: 'an icon inside sections',
  'table-region': 'the scrolling frame of those tables',
  'testimonial-card': 'a card inside the testimonials section',
};
const NO_ELEMENT: Record<string, string> = {
  'article-structured-data': 'JSON-LD only (its data: tests/article-served-html.test.ts)',
};
const unmarked = (name: string) => name in PARTS || name in NO_ELEMENT;

/**
 * Sections no served page shows, each for its reason. Once one shows, this test asks to take it off
 * this list, and the covering pages must then include a page that shows it.
 */
const SHOWN_ON_NO_PAGE: Record<string, string> = {
  // Waiting for the owner's data (design.md §4a: no invented testimonial or review).
  'reviews-section': 'the Google reviews, once the owner gives the profile (content/reviews.ts)',
  'testimonials-section': "clients' testimonials, once the owner supplies real ones",
  // The advisers' page renders in the browser only (noindex, client-rendered): its journey opens
  // it (e2e/forms.spec.ts).
  'lead-history': "a lead's history on the advisers' page",
  'lead-record': "a lead's data on the advisers' page",
};

/** Each section file of src/sections that holds a component, by its name without extension. */
const sectionFiles = readdirSync(SECTIONS)
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => file.replace(/\.tsx$/, ''));

/** The sections (and their variants) a page shows: "faq-section/muted", "article-body". */
function kindsOf(path: string): Set<string> {
  const marked = servedPage(path).document.querySelectorAll<HTMLElement>('[data-section]');
  return new Set(
    [...marked].map(({ dataset: { section = '', variant } }) =>
      variant ? `${section}/${variant}` : section,
    ),
  );
}

const sectionOf = (kind: string) => kind.split('/')[0] ?? kind;

/**
 * A smallest set of the candidate pages that together show every kind in `needed`: by iterative
 * deepening, each step trying the pages that show the kind fewest pages show.
 */
function smallestCover(needed: Set<string>, candidates: [string, Set<string>][]): string[] {
  const search = (chosen: string[], missing: string[], limit: number): string[] | undefined => {
    if (missing.length === 0) return chosen;
    if (chosen.length === limit) return undefined;
    const showing = (kind: string) => candidates.filter(([, kinds]) => kinds.has(kind));
    const rarest = missing
      .map(showing)
      .reduce((fewest, pages) => (pages.length < fewest.length ? pages : fewest));
    for (const [path, kinds] of rarest) {
      const found = search(
        [...chosen, path],
        missing.filter((kind) => !kinds.has(kind)),
        limit,
      );
      if (found) return found;
    }
    return undefined;
  };
  for (let limit = 1; limit <= candidates.length; limit += 1) {
    const found = search([], [...needed], limit);
    if (found) return found;
  }
  throw new Error(`No set of pages shows ${[...needed].join(', ')}`);
}

let shown = new Map<string, Set<string>>();

beforeAll(() => {
  shown = new Map(servedPages().map(({ path }) => [path, kindsOf(path)]));
}, READ_TIMEOUT);

/** Every kind some served page shows. */
const everyKind = () => new Set([...shown.values()].flatMap((kinds) => [...kinds]));

describe('The section markers', () => {
  it('name a component file of src/sections', () => {
    const unknown = [...everyKind()].filter((kind) => !sectionFiles.includes(sectionOf(kind)));
    expect(unknown).toEqual([]);
  });

  it('are on every section a page shows: each section file is shown, a part, or waiting for data', () => {
    const shownSections = new Set([...everyKind()].map(sectionOf));
    const unaccounted = sectionFiles.filter(
      (name) => !shownSections.has(name) && !unmarked(name) && !(name in SHOWN_ON_NO_PAGE),
    );
    expect(unaccounted, 'sections no page shows, or without a data-section marker').toEqual([]);
    const nowShown = Object.keys(SHOWN_ON_NO_PAGE).filter((name) => shownSections.has(name));
    expect(nowShown, 'shown now: take them off SHOWN_ON_NO_PAGE').toEqual([]);
    const markedAnyway = sectionFiles.filter((name) => unmarked(name) && shownSections.has(name));
    expect(markedAnyway).toEqual([]);
  });

  it('leave out only parts that no page renders itself, and what renders no element', () => {
    const outsideSections = readdirSync('src', { recursive: true })
      .map(String)
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('sections/'))
      .map((file) => readFileSync(join('src', file), 'utf8'))
      // A type-only import renders nothing: content takes a part's props from its file.
      .map((source) => source.replace(/^import type [^;]*;$/gm, ''));
    const renderedByPages = Object.keys(PARTS).filter((name) =>
      outsideSections.some((source) => source.includes(`@/sections/${name}'`)),
    );
    expect(renderedByPages).toEqual([]);
  });
});

describe('The covering pages', () => {
  it('are public pages, each visited by the browser tests', () => {
    const publicPaths = expectedPages.map((page) => page.path);
    expect(coveringPages.filter((path) => !publicPaths.includes(path))).toEqual([]);
  });

  it('show every section in every variant that any page shows, and are as few as can', () => {
    const needed = everyKind();
    expect(needed.size).toBeGreaterThan(20);
    const covered = new Set(coveringPages.flatMap((path) => [...(shown.get(path) ?? [])]));
    const candidates = expectedPages.map(({ path }): [string, Set<string>] => [
      path,
      shown.get(path) ?? new Set(),
    ]);
    const smallest = smallestCover(needed, candidates);
    const hint = `a smallest set: ${JSON.stringify(smallest)}`;
    expect(
      [...needed].filter((kind) => !covered.has(kind)),
      `not shown; ${hint}`,
    ).toEqual([]);
    expect(coveringPages.length, `more pages than needed; ${hint}`).toBe(smallest.length);
  });
});
