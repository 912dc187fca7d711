/**
 * The axe rules the site answers to, and which of them need a rendered page. Every page's served
 * HTML is checked in Node with the others (tests/served-axe.test.ts); the whole set runs in the
 * browser on the covering pages (e2e/pages.spec.ts) and in the open states (e2e/a11y.spec.ts).
 */
import axe from 'axe-core';

/** The WCAG 2.2 AA levels the site answers to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every axe rule carrying one of those tags, also the ones axe leaves off by default (target size,
 * the experimental table and orientation rules): `withTags` alone would skip them.
 */
export const WCAG_RULES = axe.getRules(WCAG_TAGS).map((rule) => rule.ruleId);

/**
 * The rules that judge the page as rendered, each with what it needs that markup alone does not
 * give: in a document without layout or the site's CSS (jsdom) they would pass or give up on
 * every page, whatever it shows.
 */
export const RENDERED_PAGE_RULES: Record<string, string> = {
  'color-contrast': 'the colours of text and of what is painted behind it',
  'link-in-text-block': 'the colours and styles that set a link apart from the text around it',
  'target-size': 'the size and spacing of targets on screen',
  'scrollable-region-focusable': 'whether a region scrolls: its content larger than its box',
  'p-as-heading': 'the font size and weight of paragraphs, as styled',
  'css-orientation-lock': "the site's stylesheet and its media queries",
};

/** The rules that read only the markup: run on every page's served HTML. */
export const MARKUP_RULES = WCAG_RULES.filter((rule) => !(rule in RENDERED_PAGE_RULES));
