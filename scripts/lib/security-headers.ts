/**
 * The site's response headers, written by the build to dist/_headers (the Netlify / Cloudflare Pages
 * format) and read back by the local server, so what the tests see is what the CDN serves.
 *
 * The Content-Security-Policy allows scripts and styles from the site itself plus the exact hashes of
 * the inline blocks the build emits (router hydration data, inlined CSS, the few style attributes the
 * prerender writes); never 'unsafe-inline' or 'unsafe-eval'. The only other origins are the Supabase
 * project (the forms' one call) and the map provider, whose frame loads only after a click.
 *
 * Why ours: Vite's CSP plugins hash the inline blocks of the bundle's index.html when it is bundled;
 * ours are written later, page by page, by the prerender, and the policy goes to the _headers file
 * (with the preview's noindex) that the CDN and our own server read, which no such plugin writes.
 */
import { createHash } from 'node:crypto';

export interface PolicySources {
  /** Origin of VITE_SUPABASE_URL: the only place the page may send data to. */
  connectOrigins: readonly string[];
  /** Origins of frames the visitor opens on purpose (the office map). */
  frameOrigins: readonly string[];
  /** Measurement tools' script origins, only in builds that configure them (loaded after consent). */
  scriptOrigins?: readonly string[];
  /** Their pixel (image) origins. */
  imageOrigins?: readonly string[];
  inline: InlineHashes;
}

export interface InlineHashes {
  scripts: ReadonlySet<string>;
  styles: ReadonlySet<string>;
  styleAttributes: ReadonlySet<string>;
}

const sha256 = (content: string) =>
  `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/** Reverses the HTML escaping of an attribute value, as the browser hashes the parsed value. */
const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Adds the hashes of every executable inline script, <style> block and style attribute of a page. */
export function collectInlineHashes(
  html: string,
  into: InlineHashes = emptyHashes(),
): InlineHashes {
  const scripts = into.scripts as Set<string>;
  const styles = into.styles as Set<string>;
  const attributes = into.styleAttributes as Set<string>;
  for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attrs)) continue;
    const type = /\btype="([^"]*)"/.exec(attrs)?.[1];
    // Data blocks (JSON-LD) are never executed, so the policy does not apply to them.
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    scripts.add(sha256(body));
  }
  for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
    styles.add(sha256(body));
  }
  for (const [, value = ''] of html.matchAll(/\sstyle="([^"]*)"/g)) {
    attributes.add(sha256(unescapeAttribute(value)));
  }
  return into;
}

export function emptyHashes(): InlineHashes {
  return { scripts: new Set(), styles: new Set(), styleAttributes: new Set() };
}

const sorted = (values: ReadonlySet<string>) => [...values].sort();

export function contentSecurityPolicy({
  connectOrigins,
  frameOrigins,
  scriptOrigins = [],
  imageOrigins = [],
  inline,
}: PolicySources) {
  type Directive = [name: string, ...sources: string[]];
  const directives: Directive[] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptOrigins, ...sorted(inline.scripts)],
    ['style-src', "'self'", ...sorted(inline.styles)],
    // Hashes of the style attributes in the prerendered markup; scripts set styles through the
    // CSSOM, which the policy does not restrict.
    ...(inline.styleAttributes.size > 0
      ? [['style-src-attr', "'unsafe-hashes'", ...sorted(inline.styleAttributes)] as Directive]
      : []),
    // data: for the favicon, written into every page (html-document.ts: inlineSvgFavicon).
    ['img-src', "'self'", 'data:', ...imageOrigins],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectOrigins],
    ['frame-src', ...(frameOrigins.length > 0 ? frameOrigins : ["'none'"])],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Features the site never uses: denied to it and to any frame. */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

/**
 * The headers of a private page (the advisers' page: one lead's data, fetched by the page for the
 * adviser its link names): never stored by a browser or a CDN, never indexed, never named in a
 * Referer. Its path matches '/*' too, so its Referrer-Policy reaches the browser after the site's
 * ("strict-origin-when-cross-origin, no-referrer"): a browser keeps the last policy it knows.
 */
export const PRIVATE_PAGE_HEADERS: [string, string][] = [
  ['Cache-Control', 'no-store'],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Robots-Tag', 'noindex'],
];

/**
 * Every header of every response, by path pattern, in _headers order; `privatePaths` are the
 * private pages' paths (src/entry-server.tsx).
 */
export function siteHeaders(
  policy: string,
  { privatePaths = [] }: { privatePaths?: readonly string[] } = {},
): [pattern: string, headers: [string, string][]][] {
  return [
    [
      '/*',
      [
        ['Content-Security-Policy', policy],
        ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
        ['X-Content-Type-Options', 'nosniff'],
        ['X-Frame-Options', 'DENY'],
        ['Cross-Origin-Opener-Policy', 'same-origin'],
      ],
    ],
    // Only the hashed build output is immutable; HTML and everything else revalidates (the CDN's
    // default, and the local server's).
    ['/assets/*', [['Cache-Control', 'public, max-age=31536000, immutable']]],
    ...privatePaths.map((path): [string, [string, string][]] => [path, [...PRIVATE_PAGE_HEADERS]]),
  ];
}

export function headersFileText(rules: ReturnType<typeof siteHeaders>): string {
  const blocks = rules.map(
    ([pattern, headers]) =>
      `${pattern}\n${headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}`,
  );
  return `# Response headers of every page and file (Netlify / Cloudflare Pages format), made by the build.\n${blocks.join('\n')}\n`;
}
