/**
 * The attribute of #root naming the path its prerendered HTML was made for: written by the build
 * (scripts/lib/html-document.ts), read by the browser entry. No imports, so the build script can
 * read it without loading React.
 */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';
