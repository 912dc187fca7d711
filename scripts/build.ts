/**
 * Production build: the server bundle and the launch gate, then the client bundle, then every route
 * of the route table prerendered to dist/<path>/index.html, dist/404.html, a redirect page for
 * /old, sitemap.xml, robots.txt and _headers (the response headers, with a Content-Security-Policy
 * that hashes the inline blocks the pages contain), and last the precompressed `.br` and `.gz`
 * twins of its text files (scripts/lib/precompress.ts).
 *
 * Why our own prerender: it is Vite's SSR build and a loop over our route table. The prerendering
 * frameworks (Vike, vite-react-ssg) bring their own routing and entry conventions, and browser
 * snapshotters (react-snap) run a browser per page; neither places the per-page preloads, the
 * inline script that answers taps before hydration, the preview's noindex and the launch gate.
 *
 * `--launch` is the deploy build: while the launch checklist is not empty it stops before the
 * client bundle, removes any dist/ an earlier build left, and exits 1. Without it the build is a
 * preview, every page and response marked noindex (scripts/lib/launch-gate.ts).
 */
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import {
  extractHeadTags,
  inlineStylesheets,
  inlineSvgFavicon,
  pageDocument,
  redirectDocument,
  scriptsAfterFirstPaint,
  withoutScripts,
} from './lib/html-document';
import { CommandLineError, readCommandLine } from './lib/command-line';
import { gateLaunch, previewHead, previewHeaders, type BuildKind } from './lib/launch-gate';
import { launchReport } from './lib/launch-report';
import { type CompressionEffort, precompressTree } from './lib/precompress';
import { buildServiceWorker } from './lib/service-worker-build';
import { preloadTagsFor, type Manifest } from './lib/manifest';
import {
  collectInlineHashes,
  contentSecurityPolicy,
  emptyHashes,
  headersFileText,
  siteHeaders,
} from './lib/security-headers';

/** Where the site is built; BUILD_OUT_DIR moves it (a test's build beside the main one). */
const DIST = process.env.BUILD_OUT_DIR ?? 'dist';
/**
 * The .br/.gz twins (scripts/lib/precompress.ts), brotli at its maximum quality by default.
 * BUILD_PRECOMPRESS=fast writes them with a quick brotli (the build `npm test` serves, whose twins
 * are checked for being sent and decoding, not for their size); =off writes none (a test's build
 * whose server need not send them: the consent journeys').
 */
const PRECOMPRESS = readPrecompress(process.env.BUILD_PRECOMPRESS);
/** The server bundle, beside its build so that two builds never share it. */
const SSR_OUT = join(dirname(DIST), `.prerender-${basename(DIST)}`);

type ServerEntry = typeof import('../src/entry-server.tsx');

/** `--launch`: the build for going live fails while the owner still has data or evidence to supply. */
const LAUNCH = readLaunchFlag();

/** The only flag is --launch; anything else stops the build before it starts. */
function readLaunchFlag(): boolean {
  try {
    const { values } = readCommandLine(
      process.argv.slice(2),
      { launch: { type: 'boolean' } },
      { language: 'pl' },
    );
    return values.launch ?? false;
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    console.error(`npm run build: ${error.message} Jedyna opcja to --launch.`);
    process.exit(2);
  }
}

/** BUILD_PRECOMPRESS: unset (the deployed site's twins), `fast` or `off`; else the build stops. */
function readPrecompress(value: string | undefined): 'off' | CompressionEffort {
  if (value === undefined || value === '') return 'max';
  if (value === 'fast' || value === 'off') return value;
  console.error(`npm run build: BUILD_PRECOMPRESS=${value}? Dozwolone: fast, off (albo brak).`);
  process.exit(2);
}

async function main() {
  const started = performance.now();
  // The server bundle first: the launch checklist is computed from src/content, which it holds, and
  // it writes nothing deployable (its folder sits beside dist/ and is removed at the end).
  await build({
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: SSR_OUT,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
  const server = (await import(
    pathToFileURL(join(SSR_OUT, 'entry-server.js')).href
  )) as ServerEntry;

  const launch = launchReport(server.launchChecklist());
  const kind = await gateLaunch({ launch: LAUNCH, ready: launch.ready, outDir: DIST });
  if (kind === 'blocked') {
    await rm(SSR_OUT, { recursive: true, force: true });
    console.error(launch.text);
    console.error(
      `npm run build -- --launch: strona nie jest gotowa do publikacji (lista powyżej). Nie zbudowano niczego do wdrożenia, a katalog ${DIST}/ z wcześniejszego budowania (jeśli był) usunięto.`,
    );
    process.exitCode = 1;
    return;
  }

  await build({ logLevel: 'warn', build: { manifest: true, outDir: DIST } });
  const readAsset = (href: string) => readFileSync(join(DIST, href), 'utf8');
  const template = inlineSvgFavicon(
    inlineStylesheets(await readFile(join(DIST, 'index.html'), 'utf8'), readAsset),
    readAsset,
  );
  const manifest = JSON.parse(
    await readFile(join(DIST, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const siteUrl = server.siteUrl();

  // Build internals are not published: the manifest is read here, then removed with its folder.
  await rm(join(DIST, '.vite'), { recursive: true, force: true });

  const pages = server.listPages();
  const written: string[] = [];
  const documents: string[] = [];
  const write = async (file: string, html: string) => {
    documents.push(html);
    await writeFile(file, html);
  };
  for (const page of pages) {
    const result = await server.renderPath(page.path);
    const file = page.path === '/' ? join(DIST, 'index.html') : join(DIST, page.path, 'index.html');
    await mkdir(dirname(file), { recursive: true });
    if (result.kind === 'redirect') {
      await write(file, redirectDocument(result.location, siteUrl));
    } else {
      const html = renderDocument(
        template,
        result.html,
        page.path,
        server.pageModuleAt(page.path),
        manifest,
        kind,
      );
      // The offline page is shown in place of another page: it must not boot the app there.
      await write(file, page.path === server.offlinePath ? withoutScripts(html) : html);
    }
    written.push(page.path);
  }

  const notFound = await server.renderPath(server.NOT_FOUND_RENDER_PATH);
  if (notFound.kind !== 'page') throw new Error('The 404 page must render, not redirect.');
  await write(
    join(DIST, '404.html'),
    renderDocument(
      template,
      notFound.html,
      server.NOT_FOUND_RENDER_PATH,
      server.pageModuleAt(server.NOT_FOUND_RENDER_PATH),
      manifest,
      kind,
    ),
  );

  const inline = emptyHashes();
  for (const html of documents) collectInlineHashes(html, inline);
  const origins = server.policyOrigins();
  const policy = contentSecurityPolicy({
    connectOrigins: origins.connect,
    frameOrigins: origins.frames,
    scriptOrigins: origins.scripts,
    imageOrigins: origins.images,
    inline,
  });
  const headers = siteHeaders(policy, { privatePaths: server.privatePaths });
  await writeFile(
    join(DIST, '_headers'),
    headersFileText(kind === 'preview' ? previewHeaders(headers) : headers),
  );

  await buildServiceWorker(DIST, {
    enabled: server.serviceWorkerEnabled(),
    offlinePath: server.offlinePath,
    privatePaths: server.privatePaths,
  });

  const indexable = pages.filter((page) => page.indexable);
  await writeFile(join(DIST, 'sitemap.xml'), sitemap(siteUrl, indexable));
  await writeFile(
    join(DIST, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );
  await rm(SSR_OUT, { recursive: true, force: true });

  // Last: every step above lists dist/'s files (the service worker's precache list among them)
  // and must never see a twin.
  const precompressed =
    PRECOMPRESS === 'off'
      ? 'no precompressed twins (BUILD_PRECOMPRESS=off)'
      : await precompressTree(DIST, PRECOMPRESS).then(
          ({ files, twins }) =>
            `${twins} precompressed twins (.br, .gz; ${PRECOMPRESS} brotli) of ${files} text files`,
        );

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Prerendered ${written.length} pages + 404.html, sitemap with ${indexable.length} URLs,` +
      ` ${precompressed}, in ${seconds} s.`,
  );
  console.log(launch.text);
  console.log(
    kind === 'launch'
      ? 'Wersja do publikacji (--launch).'
      : 'Wersja podglądowa: każda strona oznaczona noindex. Do wdrożenia: npm run build -- --launch.',
  );
}

function renderDocument(
  template: string,
  appHtml: string,
  path: string,
  pageModule: string | undefined,
  manifest: Manifest,
  kind: BuildKind,
): string {
  const { head, body } = extractHeadTags(appHtml);
  return scriptsAfterFirstPaint(
    pageDocument(template, {
      head: (kind === 'preview' ? previewHead(head) : head) + preloadTagsFor(pageModule, manifest),
      body,
      path,
    }),
  );
}

/** The indexable pages, with the date each last changed where the content knows it (articles). */
function sitemap(siteUrl: string, pages: { path: string; lastModified?: string }[]): string {
  const urls = pages
    .map(({ path, lastModified }) => {
      const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : '';
      return `  <url><loc>${siteUrl}${path === '/' ? '/' : path}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

main().catch(async (error: unknown) => {
  console.error(error);
  // A launch build that failed half-way must not leave half a site to deploy.
  if (LAUNCH) await rm(DIST, { recursive: true, force: true });
  process.exit(1);
});
