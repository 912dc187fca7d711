/**
 * Which routes a bench run measures: every prerendered page but the /old redirect (/dziekujemy only
 * weighed, see `PASSED_THROUGH`), or the paths given, or with --quick one page of each page type
 * plus every page holding a form (forms are where the first tap must work, so none is left out).
 * And which controls' first tap each measured route gets: those its built HTML shows (the probes
 * time the served page, so what the HTML has is what a visitor can tap first); with --quick the menu
 * and the form field on every measured route as before, each other control on one route only.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { articleViewCopy } from '../../../src/content/articles/article-view';
import { testimonialsLabels } from '../../../src/content/labels';
import { listBuiltPages } from '../built-pages';
import { CONTROL_KINDS, type ControlKind } from './tap-probe';

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

/** An attribute value as the prerender writes it. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The text of each `<button>` in `html`, tags dropped. */
function buttonTexts(html: string): string[] {
  return [...html.matchAll(/<button\b[^>]*>([\s\S]*?)<\/button>/g)].map((match) =>
    (match[1] ?? '').replace(/<[^>]*>/g, '').trim(),
  );
}

/**
 * What a page's prerendered HTML offers to tap first: its forms' `data-form` names, and the controls
 * of `CONTROL_KINDS` it shows (found as tap-probe.ts's `CONTROLS` finds them in the page).
 */
export async function tapTargetsOn(
  root: string,
  path: string,
): Promise<{ forms: string[]; controls: ControlKind[] }> {
  const html = await readFile(htmlFileOf(root, path), 'utf8');
  const header = /<header\b[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
  const articles = [...html.matchAll(/<article\b[\s\S]*?<\/article>/g)].map((match) => match[0]);
  const found: Record<ControlKind, boolean> = {
    // The menu toggle: a button in the header that controls a panel.
    menu: /<button\b[^>]*\saria-controls="/.test(header),
    dropdown: /\sdata-nav-group="/.test(header),
    // The first FAQ item (`item-0`, src/sections/faq-section.tsx) and its expanding button.
    faq: /\sdata-value="item-0"[^>]*>(?:(?!<\/button>)[\s\S]){0,400}?<button\b[^>]*\saria-expanded="/.test(
      html,
    ),
    // A second tab to switch to.
    tab: /\srole="tablist"/.test(html) && (html.match(/\srole="tab"/g) ?? []).length >= 2,
    carousel: html.includes(`aria-label="${escapeAttribute(testimonialsLabels.next)}"`),
    share: articles.some((article) => buttonTexts(article).includes(articleViewCopy.share.button)),
  };
  return {
    forms: [
      ...new Set([...html.matchAll(/\sdata-form="([^"]+)"/g)].map((match) => match[1] ?? '')),
    ],
    controls: CONTROL_KINDS.filter((kind) => found[kind]),
  };
}

export interface RouteSelection {
  /** Every page of the build (the /old redirect aside): eager JS is measured on all of them. */
  all: string[];
  /** The pages measured with Lighthouse, the no-JS copy and the tap probes. */
  measured: string[];
  /** Pages with a form: path → form names. */
  forms: Map<string, string[]>;
  /**
   * The measured routes each control's first tap is probed on, in order. A route without the control
   * gets no probe for it (the offline page, served without scripts, has no menu button).
   */
  controls: Record<ControlKind, string[]>;
}

/**
 * The measured routes whose HTML shows each control; with --quick the menu keeps every one of them
 * and each other control one route, a representative page when one has it.
 */
function probedControls(
  measured: string[],
  shown: Map<string, ControlKind[]>,
  quick: boolean,
): Record<ControlKind, string[]> {
  const representatives = Object.keys(QUICK_REPRESENTATIVES);
  const rank = (path: string) => {
    const index = representatives.indexOf(path);
    return index < 0 ? representatives.length : index;
  };
  const controls = {} as Record<ControlKind, string[]>;
  for (const kind of CONTROL_KINDS) {
    const having = measured.filter((path) => shown.get(path)?.includes(kind));
    const [first] = [...having].sort((a, b) => rank(a) - rank(b));
    controls[kind] = quick && kind !== 'menu' ? (first ? [first] : []) : having;
  }
  return controls;
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
  const shown = new Map<string, ControlKind[]>();
  for (const path of built) {
    const targets = await tapTargetsOn(root, path);
    if (targets.forms.length) forms.set(path, targets.forms);
    shown.set(path, targets.controls);
  }
  const unknown = options.paths.filter((path) => !built.includes(path));
  if (unknown.length) throw new Error(`No built page for ${unknown.join(', ')}.`);
  if (options.paths.length) {
    const measured = options.paths;
    return { all: measured, measured, forms, controls: probedControls(measured, shown, false) };
  }
  if (!options.quick) {
    return {
      all: built,
      measured: measurable,
      forms,
      controls: probedControls(measurable, shown, false),
    };
  }
  const missing = Object.keys(QUICK_REPRESENTATIVES).filter((path) => !built.includes(path));
  if (missing.length) {
    throw new Error(`QUICK_REPRESENTATIVES names pages the build lacks: ${missing.join(', ')}.`);
  }
  const quick = new Set([...Object.keys(QUICK_REPRESENTATIVES), ...forms.keys()]);
  const measured = measurable.filter((path) => quick.has(path));
  return { all: built, measured, forms, controls: probedControls(measured, shown, true) };
}
