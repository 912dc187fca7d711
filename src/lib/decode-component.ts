/**
 * decodeURIComponent, or undefined for text with a broken escape (`%E0`, a `%` not followed by two
 * hex digits), on which it throws: text from outside, such as an address's hash or a cookie another
 * script on the domain wrote, may have one.
 */
export function decodeComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
