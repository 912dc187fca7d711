/**
 * Polish typesetting of page copy, the one place that decides where a line may not break (copy is
 * never typed with non-breaking characters by hand):
 * - a single-letter word (a, i, o, u, w, z) stays with the word after it, so no line ends with "w";
 * - a number stays with its unit or its next group of digits ("10 lat", "24 h", thousands);
 * - an abbreviation stays with what follows it ("np. kredyt", "art. 50", "pon.–pt." and the hours);
 * - a time of day stays with the word before it;
 * - a spaced dash never starts a line ("jedna rata – jeden termin");
 * - a range never breaks after its en dash (hours, "3–5 dni").
 * Applied to page content and articles when their modules build them, not to strings the
 * specification quotes word for word (toasts, validation messages, button labels).
 */

const NBSP = '\u00a0';
/** U+2060 WORD JOINER: invisible, forbids a line break where it stands. */
const WORD_JOINER = '\u2060';

/** A one-letter word (after the start, a space, an opening bracket or quote, or a tag) and its space. */
const SINGLE_LETTER_WORD = /(?<=^|[\s\u00a0(„"'>])([aiouwzAIOUWZ]) +/g;
/** A space after a digit and before a letter, "%" or a group of three digits (thousands). */
const NUMBER_AND_UNIT = /(?<=\d) +(?=[\p{L}%]|\d{3}(?!\d))/gu;
/** A space after an abbreviation that is read together with what follows it. */
const ABBREVIATION =
  /(?<=(?:^|[\s\u00a0(„–])(?:(?:np|ok|tj|tzw|art|ust|lit|ul|godz|pon|pn|pt)\.|nr|pkt)) +(?=\S)/g;
/** A space before a time of day ("w godzinach" and the hour). */
const BEFORE_HOUR = / +(?=\d{1,2}:\d{2}\b)/g;
/** The space before a dash that separates words: the dash stays at the end of the line. */
const BEFORE_DASH = / +(?=– )/g;
/** An en dash between two numbers (a range). */
const RANGE_DASH = /(?<=\d)–(?=\d)/g;
/** Markup in article bodies: tags are left exactly as written. */
const TAG = /(<[^>]*>)/;

function typesetPlain(text: string): string {
  return text
    .replace(SINGLE_LETTER_WORD, `$1${NBSP}`)
    .replace(NUMBER_AND_UNIT, NBSP)
    .replace(ABBREVIATION, NBSP)
    .replace(BEFORE_HOUR, NBSP)
    .replace(BEFORE_DASH, NBSP)
    .replace(RANGE_DASH, `–${WORD_JOINER}`);
}

/** One string of copy, plain or HTML (only the text between tags changes). */
export function typesetText(text: string): string {
  if (!/[ –]/.test(text)) return text;
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

/** The text as a reader sees it: non-breaking characters read as a space or as nothing. */
export function plainText(text: string): string {
  return text.replaceAll(WORD_JOINER, '').replaceAll(NBSP, ' ');
}
