/**
 * Assembling the served HTML of one prerendered page. Ours, as the prerender is (scripts/build.ts):
 * what goes where (head tags React renders in the body, inlined CSS and favicon, scripts after the
 * first paint) follows this site's template and loading order, which no HTML plugin knows.
 */
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
 * Writes the template's SVG favicon into its link as a data URL. Asked for as a file, it is fetched
 * when the page has loaded, on a connection of its own, while the page's largest picture may still be
 * painting: on a slow connection a request beside the first view for a 286-byte icon.
 */
export function inlineSvgFavicon(template: string, readAsset: (href: string) => string): string {
  return template.replace(
    /(<link rel="icon" href=")([^"]+\.svg)(")/,
    (_link, before: string, href: string, after: string) =>
      `${before}${svgDataUrl(readAsset(href))}${after}`,
  );
}

/**
 * An SVG as a data URL in an attribute: single quotes inside, and only what a URL must encode,
 * spaces included (a raw space is not a URL code point: the URL parser forgives it, a checker does
 * not).
 */
function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, ' ').replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[%#<> ]/g, encodeURIComponent)}`;
}

/** The id of the data block that names a page's module scripts (see `scriptsAfterFirstPaint`). */
const APP_SCRIPTS_ID = 'app-scripts';

/**
 * Starts the page's modules once the browser has shown the prerendered page: when it reports the
 * first contentful paint (the Paint Timing entry comes after the frame is on screen), or, where Paint
 * Timing is missing, one animation frame and a task later. Started any sooner (an animation frame
 * and a task alone end before the frame is presented), the chunks can arrive before the paint and
 * sit on its critical path. A priority image still on its way then (`fetchpriority="high"`: the
 * picture at the top of the page, its largest element) is waited for too, up to
 * `PRIORITY_IMAGE_WAIT_MS`, and one more frame: the chunks would otherwise share the slow connection
 * with the page's largest paint. The same script on every page (one hash in the
 * Content-Security-Policy); the URLs come from the page's data block.
 */
const PRIORITY_IMAGE_WAIT_MS = 1500;

const START_AFTER_FIRST_PAINT = `(function () {
  function start() {
    var scripts = JSON.parse(document.getElementById('${APP_SCRIPTS_ID}').textContent);
    scripts.preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    scripts.modules.forEach(function (src) {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = src;
      document.head.appendChild(script);
    });
  }
  function afterNextFrame(then) {
    requestAnimationFrame(function () {
      setTimeout(then);
    });
  }
  function afterPriorityImages() {
    var images = document.querySelectorAll('img[fetchpriority="high"]');
    var waiting = [].filter.call(images, function (image) {
      return !image.complete;
    });
    var left = waiting.length;
    if (left === 0) return start();
    var started = false;
    function once() {
      if (started) return;
      started = true;
      start();
    }
    function shown() {
      left -= 1;
      if (left === 0) afterNextFrame(once);
    }
    waiting.forEach(function (image) {
      image.addEventListener('load', shown, { once: true });
      image.addEventListener('error', shown, { once: true });
    });
    setTimeout(once, ${PRIORITY_IMAGE_WAIT_MS});
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') === -1) return afterNextFrame(afterPriorityImages);
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    afterPriorityImages();
  }).observe({ type: 'paint', buffered: true });
})();`;

/**
 * Moves the page's module scripts and module preloads after its first paint. The prerendered page
 * is whole without them, so on a slow connection the first paint gets all the bandwidth and the
 * hydration code follows at once (a module script would otherwise also hold DOMContentLoaded).
 */
export function scriptsAfterFirstPaint(html: string): string {
  const modules: string[] = [];
  const preloads: string[] = [];
  const without = html
    .replace(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => {
      modules.push(src);
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    })
    // The lines the tags stood on.
    .replace(/^[ \t]+$\n?/gm, '');
  if (modules.length === 0) return html;
  const data = JSON.stringify({ modules, preloads }).replace(/</g, '\\u003c');
  return without.replace(
    '</body>',
    `<script type="application/json" id="${APP_SCRIPTS_ID}">${data}</script>` +
      `<script>${START_AFTER_FIRST_PAINT}</script></body>`,
  );
}

/** The document without its scripts and module preloads: readable, styled, inert. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/[ \t]+$/gm, '');
}
