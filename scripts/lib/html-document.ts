/** Assembling the served HTML of one prerendered page. */
import { PRERENDERED_PATH_ATTRIBUTE } from '../../src/app/prerendered-path';

/**
 * React 19 renders the page's <title>, <meta> and <link> tags (from react-helmet-async) ahead of the
 * markup when the tree is not a whole document. They belong in <head>: split them off.
 */
export function extractHeadTags(html: string): { head: string; body: string } {
  const leading = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;
  let rest = html;
  let head = '';
  for (let match = leading.exec(rest); match; match = leading.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  if (!head.includes('<title>')) throw new Error('Rendered page has no leading <title>.');
  return { head, body: rest };
}

export function pageDocument(
  template: string,
  parts: { head: string; body: string; path: string },
): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html lost its <!--app-head--> or <!--app-html--> marker.');
  }
  return (
    template
      // Replacer functions: page text may contain `$&`-like sequences that a string would expand.
      .replace('<!--app-head-->', () => parts.head)
      .replace(
        '<div id="root">',
        () => `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${parts.path}">`,
      )
      .replace('<!--app-html-->', () => parts.body)
  );
}

/** A page that forwards to `location` at once, for visitors and crawlers, and is never indexed. */
export function redirectDocument(location: string, siteUrl: string): string {
  const target = new URL(location, `${siteUrl}/`).pathname;
  return `<!doctype html>
<html lang="pl">
  <head>
    <meta charset="UTF-8" />
    <title>Przekierowanie</title>
    <meta name="robots" content="noindex" />
    <link rel="canonical" href="${siteUrl}${target}" />
    <meta http-equiv="refresh" content="0; url=${target}" />
    <script>location.replace(${JSON.stringify(target)});</script>
  </head>
  <body>
    <p><a href="${target}">Przejdź na stronę główną</a></p>
  </body>
</html>
`;
}

/**
 * Replaces the template's stylesheet links with the stylesheets themselves: the first paint then
 * waits for no request beyond the HTML (the site's CSS is a few KB compressed).
 */
export function inlineStylesheets(template: string, readAsset: (href: string) => string): string {
  return template.replace(
    /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g,
    (_link, href: string) => `<style>${readAsset(href)}</style>`,
  );
}

/**
 * Marks the entry script low priority. The prerendered page is readable without it, so on a slow
 * connection the first paint should not share bandwidth with hydration code.
 */
export function lowPriorityScripts(template: string): string {
  return template.replace(
    /<script type="module"(?![^>]*fetchpriority)/g,
    '<script type="module" fetchpriority="low"',
  );
}

/** The document without its scripts and module preloads: readable, styled, inert. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/[ \t]+$/gm, '');
}
