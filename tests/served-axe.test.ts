// @vitest-environment node
/**
 * axe (WCAG 2.2 AA) on the served HTML of every page, in Node: each rule that reads only the
 * markup (names, roles, ARIA, labels, language, lists, tables, headings of the document), on every
 * HTML file of dist/. The rules that need a rendered page (e2e/axe-rules.ts says which and why)
 * run in the browser on the covering pages at both widths (e2e/pages.spec.ts) and in the states a
 * visit opens (e2e/a11y.spec.ts).
 *
 * The documents have no stylesheet (tests/served-pages.ts), so axe takes an element hidden by a
 * class for shown and checks it too: stricter than in the browser, never looser.
 */
import axe, { type ElementContext } from 'axe-core';
import { beforeAll, expect, it } from 'vitest';
import { MARKUP_RULES } from '../e2e/axe-rules';
import { READ_TIMEOUT, parseHtml, servedPage, servedPages, servedPaths } from './served-pages';

/**
 * axe keeps the state of one run at a time in its module: each run waits for the one before it,
 * even one whose test gave up waiting, so that a slow page fails alone.
 */
let previous: Promise<unknown> = Promise.resolve();

function violationsOf(context: ElementContext) {
  const run = previous.then(() =>
    axe.run(context, {
      runOnly: { type: 'rule', values: MARKUP_RULES },
      resultTypes: ['violations'],
      // Nothing to load: no stylesheet, and no frame in served HTML.
      preload: false,
      iframes: false,
    }),
  );
  previous = run.catch(() => undefined);
  return run.then((results) => results.violations);
}

beforeAll(async () => {
  servedPages();
  // axe's first run on a process compiles its rules: done here, not in the first page's test.
  await violationsOf(parseHtml('<!doctype html><html lang="pl"><title>T</title></html>').body);
}, READ_TIMEOUT);

/**
 * axe walks every element of the page: the home page, the longest, takes 3 s alone on the 2-core
 * machine and more beside the function's suite in npm test; a page's own limit, not the default 5 s.
 */
const PAGE_TIMEOUT = 20_000;

it.each(servedPaths())(
  'axe finds no violation in the markup of %s',
  async (path) => {
    const violations = await violationsOf(servedPage(path).document.documentElement);
    const found = violations.map(
      ({ id, help, nodes }) =>
        `${id}: ${help} — ${nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1] ?? ''}`)
          .join(' | ')}`,
    );
    expect(found).toEqual([]);
  },
  PAGE_TIMEOUT,
);
