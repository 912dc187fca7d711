// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  extractHeadTags,
  inlineSvgFavicon,
  pageDocument,
  redirectDocument,
  scriptsAfterFirstPaint,
} from '../scripts/lib/html-document';
import { renderPath } from '@/entry-server';
import { parseHtml } from './served-pages';

const SITE = 'https://www.spokojnarata.pl';

const template = `<!doctype html>
<html lang="pl">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`;

describe('extractHeadTags', () => {
  it('moves the leading title, meta and link tags to the head and leaves the rest', () => {
    const headTags =
      '<title>Kontakt | Spokojna Rata</title>' +
      '<meta name="description" content="Opis strony"/>' +
      '<link rel="canonical" href="https://www.spokojnarata.pl/kontakt"/>' +
      '<meta property="og:title" content="Kontakt"/>';
    const body = '<div class="page"><h1>Kontakt</h1><meta itemprop="name" content="x"/></div>';

    expect(extractHeadTags(headTags + body)).toEqual({ head: headTags, body });
  });

  it('stops at the first tag that is not a head tag', () => {
    const html = '<title>T</title><div>treść</div><meta name="description" content="d"/>';
    expect(extractHeadTags(html)).toEqual({
      head: '<title>T</title>',
      body: '<div>treść</div><meta name="description" content="d"/>',
    });
  });

  it('throws when the rendered page has no leading title', () => {
    expect(() => extractHeadTags('<meta name="description" content="d"/><div></div>')).toThrow(
      /title/,
    );
    expect(() => extractHeadTags('<div><title>T</title></div>')).toThrow(/title/);
  });

  it('splits a page the app renders into its head tags and its markup', async () => {
    const result = await renderPath('/kontakt');
    expect(result.kind).toBe('page');
    if (result.kind !== 'page') return;

    const { head, body } = extractHeadTags(result.html);
    expect(head).toContain('<title>Kontakt | Spokojna Rata</title>');
    expect(head).toContain(`<link rel="canonical" href="${SITE}/kontakt"/>`);
    expect(head).toContain('property="og:title"');
    expect(body).not.toMatch(/<title>|rel="canonical"|property="og:/);
    expect(body).toContain('<h1');
  });
});

describe('renderPath', () => {
  it('answers /old with a redirect to the home page', async () => {
    const result = await renderPath('/old');
    expect(result).toEqual({ kind: 'redirect', location: '/' });
  });

  it('renders an unknown path as the noindex 404 page', async () => {
    const result = await renderPath('/__nie-znaleziono__');
    expect(result.kind).toBe('page');
    if (result.kind !== 'page') return;
    const { head, body } = extractHeadTags(result.html);
    expect(head).toMatch(/<meta name="robots" content="noindex/);
    expect(head).not.toContain('rel="canonical"');
    expect(body).toContain('Oops! Strona nie została znaleziona');
  });
});

describe('the first paint', () => {
  it('waits until the footer starts, which every page has after its main content', async () => {
    const indexHtml = await readFile(new URL('../index.html', import.meta.url), 'utf8');
    const expected = /<link rel="expect" href="#([^"]+)" blocking="render"/.exec(indexHtml)?.[1];
    expect(expected).toBeTruthy();
    for (const path of ['/', '/zespol', '/__nie-znaleziono__']) {
      const result = await renderPath(path);
      if (result.kind !== 'page') throw new Error(`${path} is not a page`);
      // Not inside <main>: the footer starts when the page above it has been parsed.
      expect(result.html).toMatch(new RegExp(`</main>[\\s\\S]*<footer id="${expected}"`));
    }
  });
});

describe('pageDocument', () => {
  it('fills the head and body markers and names the prerendered path on #root', () => {
    const html = pageDocument(template, {
      head: '<title>Kontakt</title>',
      body: '<main>treść</main>',
      path: '/kontakt',
    });
    expect(html).toContain('<title>Kontakt</title>\n  </head>');
    expect(html).toContain(
      '<div id="root" data-prerendered-path="/kontakt"><main>treść</main></div>',
    );
    expect(html).not.toContain('<!--app-head-->');
    expect(html).not.toContain('<!--app-html-->');
  });

  it("fills the project's own index.html", async () => {
    const indexHtml = await readFile(new URL('../index.html', import.meta.url), 'utf8');
    const html = pageDocument(indexHtml, { head: '<title>T</title>', body: '<p>B</p>', path: '/' });
    expect(html).toMatch(/<title>T<\/title>[\s\S]*<\/head>/);
    expect(html).toContain('<div id="root" data-prerendered-path="/"><p>B</p></div>');
  });

  it('inserts markup with $ patterns literally', () => {
    const html = pageDocument(template, {
      head: '<title>Rata $& $1</title>',
      body: "<p>Koszt: 100 $' zł</p>",
      path: '/',
    });
    expect(html).toContain('<title>Rata $& $1</title>');
    expect(html).toContain("<p>Koszt: 100 $' zł</p>");
  });

  it('throws when the template lost a marker', () => {
    const parts = { head: '', body: '', path: '/' };
    expect(() => pageDocument(template.replace('<!--app-head-->', ''), parts)).toThrow();
    expect(() => pageDocument(template.replace('<!--app-html-->', ''), parts)).toThrow();
  });
});

describe('redirectDocument', () => {
  const html = redirectDocument('/', SITE);

  it('is kept out of search indexes', () => {
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
  });

  it('names the target as canonical', () => {
    expect(html).toContain(`<link rel="canonical" href="${SITE}/"`);
  });

  it('forwards at once with a meta refresh, a script and a link', () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/"');
    expect(html).toContain('location.replace("/")');
    expect(html).toContain('<a href="/">');
  });

  it('never forwards to another site', () => {
    const external = redirectDocument('https://evil.example/wniosek', SITE);
    expect(external).not.toContain('evil.example');
    expect(external).toContain('url=/wniosek"');
  });
});

describe('inlineSvgFavicon', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg">\n  <rect fill="#215e5d" width="100%"/>\n</svg>\n';

  it('writes the SVG icon into its link, so the page asks for no icon file', async () => {
    const html = inlineSvgFavicon(await readFile('index.html', 'utf8'), (href) => {
      expect(href).toBe('/favicon.svg');
      return svg;
    });
    const href = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    // A valid URL, as the Nu HTML Checker reads it: no raw space (the URL parser forgives one).
    expect(href).not.toMatch(/\s/);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg'> <rect fill='#215e5d' width='100%'/> </svg>",
    );
    expect(html).not.toContain('/favicon.svg');
  });

  it('leaves a template without an SVG icon as it is', () => {
    const html = '<link rel="icon" href="/favicon.ico" />';
    expect(inlineSvgFavicon(html, () => svg)).toBe(html);
  });
});

describe('Module scripts after the first paint', () => {
  const page = (entry: string, chunk: string) =>
    `<html><head><link rel="modulepreload" crossorigin href="/assets/${chunk}">` +
    `<script type="module" crossorigin src="/assets/${entry}"></script></head>` +
    `<body><div id="root"><h1>Strona</h1></div></body></html>`;

  it('leaves no module script or preload in the HTML, and names them in the data block', () => {
    const html = scriptsAfterFirstPaint(page('index-1.js', 'home-page-1.js'));
    const document = parseHtml(html);
    expect(
      document.querySelectorAll('script[type="module"], link[rel="modulepreload"]'),
    ).toHaveLength(0);
    const data = document.getElementById('app-scripts');
    expect(JSON.parse(data?.textContent ?? '')).toEqual({
      modules: ['/assets/index-1.js'],
      preloads: ['/assets/home-page-1.js'],
    });
    // After the page's content in the document.
    expect(document.querySelector('h1')?.compareDocumentPosition(data as Node)).toBe(
      4 /* Node.DOCUMENT_POSITION_FOLLOWING */,
    );
  });

  it('starts them with the same inline script on every page: one hash in the policy', () => {
    const inline = (html: string) => /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    const home = scriptsAfterFirstPaint(page('index-1.js', 'home-page-1.js'));
    const contact = scriptsAfterFirstPaint(page('index-1.js', 'contact-page-1.js'));
    // After the first contentful paint is reported (on screen), not merely after a frame.
    expect(inline(home)).toMatch(/observe\(\{ type: 'paint', buffered: true \}\)/);
    expect(inline(home)).toMatch(/first-contentful-paint/);
    expect(inline(home)).toBe(inline(contact));
  });

  it('leaves a page without modules as it is', () => {
    const html = '<html><body><p>Bez skryptów</p></body></html>';
    expect(scriptsAfterFirstPaint(html)).toBe(html);
  });
});
