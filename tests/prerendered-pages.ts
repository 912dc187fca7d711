/**
 * Every page of the site as the build prerenders it (src/entry-server.tsx): its head tags, its
 * JSON-LD and its text as a visitor reads it. For tests that check what the published site says
 * across all of its pages.
 */
import { listPages, renderPath } from '@/entry-server';
import { plainText } from '@/lib/typography';
import { extractHeadTags } from '../scripts/lib/html-document';

export interface PrerenderedPage {
  path: string;
  /** The head tags the build moves into <head>. */
  head: string;
  /** The rendered body markup. */
  body: string;
  /** The body's text: no tags, scripts or JSON-LD; entities decoded; spaces plain. */
  text: string;
}

/** React's entity escapes turned back into characters. */
export function decodeHtml(html: string): string {
  return html
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&amp;', '&');
}

/** The text of a piece of markup as a visitor reads it. */
export function textOf(html: string): string {
  const withoutCode = html.replace(/<(script|style|template)\b[^>]*>.*?<\/\1>/gs, ' ');
  return plainText(decodeHtml(withoutCode.replace(/<[^>]*>/g, ' ')))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every JSON-LD object of a page's markup, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

/** The content of a meta tag of a page's head (name= or property=). */
export function metaOf(head: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head);
  return match?.[1] === undefined ? undefined : decodeHtml(match[1]);
}

/** Every prerendered page of the site (redirects left out), rendered one after the other. */
export async function prerenderAllPages(): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  for (const { path } of listPages()) {
    const result = await renderPath(path);
    if (result.kind !== 'page') continue;
    const { head, body } = extractHeadTags(result.html);
    pages.push({ path, head, body, text: textOf(body) });
  }
  return pages;
}
