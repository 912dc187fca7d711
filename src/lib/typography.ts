/**
 * Polish typesetting of page copy: a non-breaking space keeps a single-letter word (a, i, o, u, w,
 * z) with the word after it and a number with its unit or its next group of digits, so that no line
 * ends with "w" or starts with "zł". Applied to page content and articles, not to form messages or
 * strings the specification quotes.
 */

const NBSP = '\u00a0';

/** A one-letter word (after the start, a space, an opening bracket or quote, or a tag) and its space. */
const SINGLE_LETTER_WORD = /(?<=^|[\s\u00a0(„"'>])([aiouwzAIOUWZ]) +/g;
/** A space after a digit and before a letter, "%" or a group of three digits (thousands). */
const NUMBER_AND_UNIT = /(?<=\d) +(?=[\p{L}%]|\d{3}(?!\d))/gu;
/** Markup in article bodies: tags are left exactly as written. */
const TAG = /(<[^>]*>)/;

function typesetPlain(text: string): string {
  return text.replace(SINGLE_LETTER_WORD, `$1${NBSP}`).replace(NUMBER_AND_UNIT, NBSP);
}

/** One string of copy, plain or HTML (only the text between tags changes). */
export function typesetText(text: string): string {
  if (!text.includes(' ')) return text;
  return text
    .split(TAG)
    .map((part, index) => (index % 2 === 1 ? part : typesetPlain(part)))
    .join('');
}

/** Every string of a content object, however deeply nested; numbers, links and shape stay. */
export function typeset<T>(content: T): T {
  if (typeof content === 'string') return typesetText(content) as T;
  if (Array.isArray(content)) return content.map((item: unknown) => typeset(item)) as T;
  if (content !== null && typeof content === 'object') {
    return Object.fromEntries(
      Object.entries(content).map(([key, value]) => [key, typeset(value)]),
    ) as T;
  }
  return content;
}
