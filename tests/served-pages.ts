/**
 * The site as it is served: every page the build wrote to dist/, read from the files and parsed by
 * one real HTML parser (jsdom's, parse5), for the tests that check across all pages what the
 * published site says and how a crawler or assistive technology reads it. One build makes them
 * (`npm test` builds before it starts Vitest); nothing renders a page again here.
 *
 * The documents are parsed once per Vitest worker (kept on the global object, as tests/fresh-file.ts
 * keeps its own state) and shared by every file in it: read them, never change them. Each is parsed
 * without the text of its inlined stylesheet: no check here reads it, and jsdom would build a CSSOM
 * of it (measured: three times the parse). So elements that only a class hides count as shown.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import { plainText } from '@/lib/typography';

/** Where the build writes the site. */
const DIST = 'dist';

/** What the build reads: a change to any of these after dist/ was built makes dist/ stale. */
const BUILD_INPUTS = [
  'index.html',
  'src',
  'public',
  'supabase/functions/_shared',
  'vite.config.ts',
  'scripts/build.ts',
  'scripts/lib',
];

/** jsdom ships no type declarations: the one constructor used here, typed by hand. */
interface Jsdom {
  JSDOM: new (html: string, options: { url: string }) => { window: { document: Document } };
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as Jsdom;

export interface ServedPage {
  /** The page's address ("/", "/kontakt", "/wiedza/…"); the not-found page is "/404.html". */
  path: string;
  /** The file as the server sends it. */
  html: string;
  /** The parsed document: read it, never change it (other test files share it). */
  document: Document;
  /** The body's text as a visitor reads it: no scripts, the spaces plain, one space per tag. */
  text: string;
}

/** Enough for the first read of every page (the parse), on a busy machine. */
export const READ_TIMEOUT = 60_000;

interface Cache {
  builtAt: number;
  pages: ServedPage[];
}
const CACHE = Symbol.for('tests/served-pages');

/** The newest file among the build's inputs, with its time. */
function newestInput(): { file: string; time: number } {
  let newest = { file: '', time: 0 };
  for (const input of BUILD_INPUTS) {
    const files = statSync(input).isDirectory()
      ? readdirSync(input, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name))
      : [input];
    for (const file of files) {
      const time = statSync(file).mtimeMs;
      if (time > newest.time) newest = { file, time };
    }
  }
  return newest;
}

/** When dist/ was built; fails when there is no build or a source changed since. */
function buildTime(): number {
  const index = join(DIST, 'index.html');
  const howToBuild =
    '`npm test` builds before it runs Vitest; by hand: VITE_SUPABASE_URL=http://127.0.0.1:54321 ' +
    'VITE_SUPABASE_ANON_KEY=local-anon-key npm run build';
  if (!existsSync(index)) throw new Error(`No build in ${DIST}/: ${howToBuild}.`);
  const builtAt = statSync(index).mtimeMs;
  const newest = newestInput();
  if (newest.time > builtAt) {
    throw new Error(
      `${newest.file} changed after ${DIST}/ was built: build again (${howToBuild}).`,
    );
  }
  return builtAt;
}

/** The site path a file of dist/ is served at. */
function pathOf(file: string): string {
  const parts = relative(DIST, file).split(sep);
  if (parts.at(-1) !== 'index.html') return `/${parts.join('/')}`;
  return `/${parts.slice(0, -1).join('/')}`;
}

/**
 * The text a visitor reads in a part of a page: its text nodes outside scripts, styles and
 * templates, `between` where a tag or a comment was (a space by default: words of two elements
 * never run together), typeset spaces plain, runs of white space as one.
 */
export function textOf(root: Node, between = ' '): string {
  const document = root.ownerDocument ?? (root as Document);
  const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('script, style, template')) parts.push(node.nodeValue ?? '');
  }
  return plainText(parts.join(between)).replace(/\s+/g, ' ').trim();
}

/** A document parsed from HTML, as the served pages are (for tests of what the build writes). */
export function parseHtml(html: string, url = 'https://www.spokojnarata.pl/'): Document {
  return new JSDOM(html, { url }).window.document;
}

function parse(file: string): ServedPage {
  const html = readFileSync(file, 'utf8');
  // A <style> element's text ends at the first "</style" (HTML's raw text rule).
  const withoutStyles = html.replace(/(<style\b[^>]*>)[\s\S]*?(?=<\/style)/gi, '$1');
  const path = pathOf(file);
  const document = parseHtml(withoutStyles, `https://www.spokojnarata.pl${path}`);
  return { path, html, document, text: textOf(document.body) };
}

/** The HTML files of dist/. */
function htmlFiles(): string[] {
  return readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The address of every HTML file of dist/ (the redirect page for /old among them), unread. */
export function servedPaths(): string[] {
  buildTime();
  return htmlFiles().map(pathOf);
}

/** Every HTML file of dist/, parsed: the same objects for every file of a worker. */
function servedDocuments(): ServedPage[] {
  const holder = globalThis as unknown as Record<symbol, Cache | undefined>;
  const cached = holder[CACHE];
  const index = join(DIST, 'index.html');
  if (cached && existsSync(index) && cached.builtAt === statSync(index).mtimeMs)
    return cached.pages;
  const builtAt = buildTime();
  const pages = htmlFiles().map(parse);
  holder[CACHE] = { builtAt, pages };
  return pages;
}

/** Every page of dist/ the app renders: the redirect page for /old left out. */
export function servedPages(): ServedPage[] {
  return servedDocuments().filter((page) => page.document.getElementById('root') !== null);
}

/** One HTML file of dist/ by its address (the redirect page too). */
export function servedPage(path: string): ServedPage {
  const page = servedDocuments().find((candidate) => candidate.path === path);
  if (!page) throw new Error(`dist/ has no page ${path}`);
  return page;
}

export type Thing = Record<string, unknown> & { '@type': string };

/** Every JSON-LD object of a document or a part of it, parsed. */
export function jsonLdOf(root: ParentNode): Thing[] {
  return [...root.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent) as Thing,
  );
}

/** The content of a meta tag of the document's head (name= or property=). */
export function metaOf(document: Document, key: string): string | undefined {
  return (
    document.head
      .querySelector(`meta[name="${key}"], meta[property="${key}"]`)
      ?.getAttribute('content') ?? undefined
  );
}
