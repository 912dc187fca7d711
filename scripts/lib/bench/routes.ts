/**
 * Which routes a bench run measures: every prerendered page but the /old redirect (/dziekujemy only
 * weighed, see `PASSED_THROUGH`), or the paths given, or with --quick one page of each page type
 * plus every page holding a form (forms are where the first tap must work, so none is left out).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listBuiltPages } from '../built-pages';

/** One page of each kind the site has, for --quick. Pages with a form are added on top. */
export const QUICK_REPRESENTATIVES: Record<string, string> = {
  '/': 'home',
  '/kredyt-konsolidacyjny': 'product landing page',
  '/kredyt-dla-lekarza': 'profession landing page',
  '/kredyty': 'hub page',
  '/wiedza/jak-skutecznie-wyjsc-z-dlugow': 'article',
  '/polityka-prywatnosci': 'legal text',
  '/o-nas': 'company page',
  '/newsletter/potwierdzony': 'status page',
};

/** Pages that send a visitor opening them directly on to another page. */
const PASSED_THROUGH = ['/dziekujemy'];

/** The HTML file of a site path in a built site. */
export function htmlFileOf(root: string, path: string): string {
  return join(root, path === '/' ? '' : path, 'index.html');
}

/** What a page's prerendered HTML offers to tap first: its forms' `data-form` names, a menu button. */
export async function tapTargetsOn(
  root: string,
  path: string,
): Promise<{ forms: string[]; menu: boolean }> {
  const html = await readFile(htmlFileOf(root, path), 'utf8');
  const header = /<header\b[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
  return {
    forms: [
      ...new Set([...html.matchAll(/\sdata-form="([^"]+)"/g)].map((match) => match[1] ?? '')),
    ],
    // The menu toggle: a button in the header that controls a panel.
    menu: /<button\b[^>]*\saria-controls="/.test(header),
  };
}

export interface RouteSelection {
  /** Every page of the build (the /old redirect aside): eager JS is measured on all of them. */
  all: string[];
  /** The pages measured with Lighthouse, the no-JS copy and the tap probes. */
  measured: string[];
  /** Pages with a form: path → form names. */
  forms: Map<string, string[]>;
  /** Pages with a menu button (the offline page, served without scripts, has none). */
  menus: Set<string>;
}

export async function selectRoutes(
  root: string,
  options: { paths: string[]; quick: boolean },
): Promise<RouteSelection> {
  // /old is a redirect page to /: it has no content of its own to measure.
  const built = (await listBuiltPages(root)).filter((path) => path !== '/old');
  // Opened directly, /dziekujemy has no form's state and replaces itself with the home page's
  // document (spec §8): Lighthouse would time the two documents as one page. Its weight is still
  // measured; the page a form leads to is checked by the browser tests.
  const measurable = built.filter((path) => !PASSED_THROUGH.includes(path));
  const forms = new Map<string, string[]>();
  const menus = new Set<string>();
  for (const path of built) {
    const targets = await tapTargetsOn(root, path);
    if (targets.forms.length) forms.set(path, targets.forms);
    if (targets.menu) menus.add(path);
  }
  const unknown = options.paths.filter((path) => !built.includes(path));
  if (unknown.length) throw new Error(`No built page for ${unknown.join(', ')}.`);
  if (options.paths.length) return { all: options.paths, measured: options.paths, forms, menus };
  if (!options.quick) return { all: built, measured: measurable, forms, menus };
  const missing = Object.keys(QUICK_REPRESENTATIVES).filter((path) => !built.includes(path));
  if (missing.length) {
    throw new Error(`QUICK_REPRESENTATIVES names pages the build lacks: ${missing.join(', ')}.`);
  }
  const quick = new Set([...Object.keys(QUICK_REPRESENTATIVES), ...forms.keys()]);
  return {
    all: built,
    measured: measurable.filter((path) => quick.has(path)),
    forms,
    menus,
  };
}
