/** Reading speed the read time assumes: an unhurried reader of a guide (words per minute). */
export const WORDS_PER_MINUTE = 200;

/** The words of an article body: its HTML with the tags and entities taken out, anything with a letter or digit. */
export function wordsOf(html: string): number {
  return html
    .replace(/<[^>]*>|&[#\w]+;/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** "N min czytania" for an article body: its words at WORDS_PER_MINUTE, at least a minute. */
export function readTimeOf(html: string): string {
  const minutes = Math.max(1, Math.round(wordsOf(html) / WORDS_PER_MINUTE));
  return `${minutes} min czytania`;
}
