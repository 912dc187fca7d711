// @vitest-environment node
/**
 * The benchmark's instrument (scripts/lib/bench): what it measures against must be right, or its
 * table misleads whoever optimises the site. No timing here; targets are only reported.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripScripts, writeNoJsCopy } from '../scripts/lib/bench/no-js-copy';
import { parseBenchOptions } from '../scripts/lib/bench/options';
import { QUICK_REPRESENTATIVES, selectRoutes } from '../scripts/lib/bench/routes';
import {
  missedTargets,
  summariseTaps,
  summaryLine,
  tableRows,
  worstPerControl,
  worstRows,
  type RouteResult,
  type TapSummary,
} from '../scripts/lib/bench/table';
import type { TapResult } from '../scripts/lib/bench/tap-probe';
import { createStaticServer } from '../scripts/lib/static-server';
import { articleViewCopy } from '../src/content/articles/article-view';
import { testimonialsLabels } from '../src/content/labels';

const PAGE = `<!doctype html><html lang="pl"><head>
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/home-page-1.js">
<link crossorigin href="/assets/form-1.js" rel="modulepreload">
<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-1.woff2">
<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body><h1>Spokojna Rata</h1><img src="/images/hero.webp" alt=""><form data-form="quick-contact"></form>
<script>window.x = 1</script></body></html>`;

describe('the no-JS copy', () => {
  let base: string;
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'bench-'));
  });
  afterAll(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it('drops every script and module preload and keeps stylesheets, fonts and images', () => {
    const copy = stripScripts(PAGE);
    expect(copy).not.toMatch(/<script/i);
    expect(copy).not.toMatch(/modulepreload/);
    expect(copy).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(copy).toContain('href="/assets/inter-1.woff2"');
    expect(copy).toContain('<img src="/images/hero.webp" alt="">');
    expect(copy).toContain('<h1>Spokojna Rata</h1><img');
  });

  it('is served with the headers of the build’s _headers file and the build’s assets', async () => {
    const root = join(base, 'dist');
    await mkdir(join(root, 'kontakt'), { recursive: true });
    await mkdir(join(root, 'assets'), { recursive: true });
    await writeFile(join(root, 'kontakt', 'index.html'), PAGE);
    await writeFile(join(root, 'assets', 'index-1.css'), 'h1{color:navy}');
    await writeFile(
      join(root, '_headers'),
      "/*\n  Content-Security-Policy: default-src 'self'\n/assets/*\n  Cache-Control: immutable\n",
    );
    // The page's own twin (the build's) must never stand for its copy.
    await writeFile(join(root, 'kontakt', 'index.html.br'), 'the page, compressed');
    const copyRoot = await writeNoJsCopy(root, join(base, 'copy'));
    expect(existsSync(join(copyRoot, 'kontakt', 'index.html.br'))).toBe(false);
    expect(await readFile(join(root, 'kontakt', 'index.html'), 'utf8')).toBe(PAGE);

    const server = createStaticServer(copyRoot).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const page = await fetch(`${origin}/kontakt`, { headers: { 'Accept-Encoding': 'br' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
      expect(await page.text()).toBe(stripScripts(PAGE));
      const css = await fetch(`${origin}/assets/index-1.css`);
      expect(css.headers.get('cache-control')).toBe('immutable');
      expect(await css.text()).toBe('h1{color:navy}');
    } finally {
      server.close();
    }
  });
});

const ON_TARGET_LIGHTHOUSE = {
  performance: 99,
  lcpMs: 1100,
  tbtMs: 20,
  cls: 0,
  copyLcpMs: 1000,
  lcpRatio: 1.1,
};

const ON_TARGET: RouteResult = {
  path: '/kontakt',
  eagerJsKb: 92.4,
  supabase: false,
  lighthouse: ON_TARGET_LIGHTHOUSE,
  tapField: { workingMs: 310, ignored: false, lostChars: 0, runs: [] },
  taps: { menu: { workingMs: 120, ignored: false, lostChars: 0, runs: [] } },
  failedRuns: 0,
};

/** A control's summary over runs answered in `times` ms (null: ignored). */
function taps(...times: (number | null)[]): TapSummary {
  const runs: TapResult[] = times.map((ms) => ({
    workingMs: ms,
    ignored: ms === null,
    tapAtMs: 0,
  }));
  return summariseTaps(runs) as TapSummary;
}

describe('the table', () => {
  it('marks each figure that misses its target, and only those', () => {
    const missing: RouteResult = {
      ...ON_TARGET,
      path: '/',
      eagerJsKb: 184,
      lighthouse: {
        performance: 91,
        lcpMs: 2700,
        tbtMs: 271,
        cls: 0.02,
        copyLcpMs: 1800,
        lcpRatio: 1.5,
      },
      tapField: { workingMs: 900, ignored: false, lostChars: 2, runs: [] },
      taps: { menu: taps(null, 180, null), dropdown: taps(350, 900, 210), faq: taps(150) },
    };
    const [header, good, bad] = tableRows([ON_TARGET, missing]);
    expect(header?.slice(7, 14)).toEqual([
      'tap field→working ms',
      'menu ≤200',
      'dropdown ≤200',
      'faq ≤200',
      'tab ≤200',
      'carousel ≤200',
      'share ≤200',
    ]);
    expect(good?.filter((cell) => cell.includes('✗'))).toEqual([]);
    expect(bad).toEqual([
      '/',
      '91 ✗',
      '2700 / 1800 no-JS',
      '1.50 ✗',
      '271 ✗',
      '0.020 ✗',
      '184.0 ✗',
      '900 (2 lost) ✗',
      'ignored 2/3 ✗',
      '350 ✗',
      '150',
      '–',
      '–',
      '–',
      '',
    ]);
    expect(summaryLine([ON_TARGET, missing])).toBe(
      'Targets met on 1 of 2 routes measured with Lighthouse.',
    );
  });

  it('misses the tap target when one tap opened two share sheets, however fast', () => {
    const twice: RouteResult = {
      ...ON_TARGET,
      taps: { share: { ...taps(90, 120, 100), shareCalls: 2 } },
    };
    expect(missedTargets(twice)).toEqual(['tap']);
    expect(tableRows([twice])[1]?.[13]).toBe('100 (2 calls) ✗');
    expect(missedTargets({ ...ON_TARGET, taps: { share: taps(90, 120, 100) } })).toEqual([]);
  });

  it('names the worst route per control: lost taps first, then the slowest median', () => {
    const routes: RouteResult[] = [
      { ...ON_TARGET, path: '/', taps: { menu: taps(900, 150, 1100), tab: taps(null, 100, 90) } },
      {
        ...ON_TARGET,
        path: '/kredyt-dla-lekarza',
        taps: { menu: taps(1400, 1500, 1450), faq: taps(null, null, null) },
      },
      {
        ...ON_TARGET,
        path: '/kontakt',
        taps: { menu: taps(80, 90, 100), faq: taps(null, 300, 400) },
      },
    ];
    const worst = worstPerControl(routes);
    expect(worst.map((entry) => [entry.control, entry.routes, entry.path])).toEqual([
      ['menu', 3, '/kredyt-dla-lekarza'],
      ['dropdown', 0, undefined],
      ['faq', 2, '/kredyt-dla-lekarza'],
      ['tab', 1, '/'],
      ['carousel', 0, undefined],
      ['share', 0, undefined],
    ]);
    expect(worstRows(worst)).toEqual([
      ['control', 'routes', 'worst route', 'median ms ≤200'],
      ['menu', '3', '/kredyt-dla-lekarza', '1450 ✗'],
      ['dropdown', '0', '– (no measured route shows it)', '–'],
      ['faq', '2', '/kredyt-dla-lekarza', 'ignored 3/3 ✗'],
      ['tab', '1', '/', 'ignored 1/3 ✗'],
      ['carousel', '0', '– (no measured route shows it)', '–'],
      ['share', '0', '– (no measured route shows it)', '–'],
    ]);
    const fast = worstPerControl([{ ...ON_TARGET, taps: { menu: taps(120, 200, 190) } }]);
    expect(worstRows(fast)[1]).toEqual(['menu', '1', '/kontakt', '190']);
  });

  it('counts a figure Lighthouse could not give, and supabase-js loaded eagerly, as misses', () => {
    const route: RouteResult = {
      ...ON_TARGET,
      supabase: true,
      lighthouse: { ...ON_TARGET_LIGHTHOUSE, lcpRatio: Number.NaN },
    };
    expect(missedTargets(route)).toEqual(['lcpRatio', 'supabase']);
  });

  it('says how many weighed-only routes keep to the JS budget in quick mode', () => {
    const weighedOnly: RouteResult = {
      path: '/regulamin',
      eagerJsKb: 120,
      supabase: false,
      taps: {},
      failedRuns: 0,
    };
    expect(summaryLine([ON_TARGET, weighedOnly])).toBe(
      'Targets met on 1 of 1 routes measured with Lighthouse; eager JS ≤ 100 KB on 1 of 2 routes.',
    );
  });
});

describe('which routes a run measures', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'bench-routes-'));
    const pages = [...Object.keys(QUICK_REPRESENTATIVES), '/old', '/kontakt', '/regulamin'];
    // The controls as the prerender writes them, on the pages that have them.
    const faq =
      '<div data-state="closed" data-value="item-0"><h3><button type="button" aria-expanded="false">Pytanie</button></h3>' +
      '<div role="region" hidden>Odpowiedź</div></div>';
    const tabs =
      '<div role="tablist"><button role="tab" aria-selected="true" aria-controls="p1">Pożyczki</button>' +
      '<button role="tab" aria-selected="false" aria-controls="p2">Kredyty</button></div>';
    const carousel = `<div role="region" tabindex="0"></div><button aria-label="${testimonialsLabels.next}"></button>`;
    const share = `<article><header><h1>Poradnik</h1><button class="btn-secondary"><svg aria-hidden="true"></svg>${articleViewCopy.share.button}</button></header></article>`;
    const body: Record<string, string> = {
      '/': tabs,
      '/kontakt': `<form data-form="contact"></form>${faq}`,
      '/kredyt-konsolidacyjny': faq,
      '/kredyt-dla-lekarza': faq + carousel,
      '/wiedza/jak-skutecznie-wyjsc-z-dlugow': share,
      // One tab is nothing to switch to; a share label outside an article is no share button; an
      // expanding button that is no FAQ item is no FAQ question.
      '/regulamin':
        '<div role="tablist"><button role="tab">Jedna</button></div>' +
        `<button>${articleViewCopy.share.button}</button>` +
        '<button aria-expanded="false" aria-controls="item-1">Pytanie</button>',
    };
    for (const path of pages) {
      await mkdir(join(root, path), { recursive: true });
      // Every page but the status page has the menu toggle and the desktop groups in its header.
      const header =
        path === '/newsletter/potwierdzony'
          ? '<header><a href="/">Logo</a></header>'
          : '<header><nav><button aria-haspopup="menu" aria-expanded="false" data-nav-group="Pożyczki">Pożyczki</button></nav>' +
            '<button aria-expanded="false" aria-controls="m">Otwórz menu</button></header>';
      await writeFile(join(root, path, 'index.html'), `${header}<main>${body[path] ?? ''}</main>`);
    }
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('measures every page but the /old redirect by default, and only weighs /dziekujemy', async () => {
    await mkdir(join(root, 'dziekujemy'), { recursive: true });
    await writeFile(join(root, 'dziekujemy', 'index.html'), '<main></main>');
    const routes = await selectRoutes(root, { paths: [], quick: false });
    expect(routes.measured).not.toContain('/old');
    expect(routes.measured).not.toContain('/dziekujemy');
    expect(routes.all).toContain('/dziekujemy');
    expect(routes.measured).toEqual(expect.arrayContaining(['/', '/kontakt', '/regulamin']));
    expect(routes.forms.get('/kontakt')).toEqual(['contact']);
    expect(routes.controls.menu).toContain('/kontakt');
    // A page without a control gets no tap on it (it would wait for nothing): the status page has
    // no menu toggle and no navigation groups.
    expect(routes.controls.menu).not.toContain('/newsletter/potwierdzony');
    expect(routes.controls.dropdown).toEqual(routes.controls.menu);
    expect(routes.controls).toMatchObject({
      faq: ['/kontakt', '/kredyt-dla-lekarza', '/kredyt-konsolidacyjny'],
      tab: ['/'],
      carousel: ['/kredyt-dla-lekarza'],
      share: ['/wiedza/jak-skutecznie-wyjsc-z-dlugow'],
    });
  });

  it('--quick measures one page of each type and every page with a form, and weighs all', async () => {
    const routes = await selectRoutes(root, { paths: [], quick: true });
    expect(routes.measured).toContain('/kontakt');
    expect(routes.measured).not.toContain('/regulamin');
    expect(routes.all).toContain('/regulamin');
    expect(parseBenchOptions(['--quick']).runs).toBe(1);
    // The menu on every measured page; each other control on one, a representative page first.
    expect(routes.controls.menu).toEqual(
      routes.measured.filter((path) => path !== '/newsletter/potwierdzony'),
    );
    expect(routes.controls).toMatchObject({
      dropdown: ['/'],
      faq: ['/kredyt-konsolidacyjny'],
      tab: ['/'],
      carousel: ['/kredyt-dla-lekarza'],
      share: ['/wiedza/jak-skutecznie-wyjsc-z-dlugow'],
    });
  });

  it('reads routes and flags from the command line: every Lighthouse run starts on the same site unless --about-blank', () => {
    expect(parseBenchOptions(['--about-blank']).aboutBlank).toBe(true);
    expect(parseBenchOptions(['/kontakt', '--no-build'])).toEqual({
      paths: ['/kontakt'],
      quick: false,
      build: false,
      aboutBlank: false,
      runs: 3,
      retries: 2,
    });
    expect(parseBenchOptions(['--runs=1', '--retries', '0'])).toMatchObject({
      runs: 1,
      retries: 0,
    });
    expect(() => parseBenchOptions(['--fast'])).toThrow('unknown flag --fast');
    expect(() => parseBenchOptions(['kontakt'])).toThrow('a route is a path from "/"');
    expect(() => parseBenchOptions(['--runs'])).toThrow('--runs needs a whole number');
    expect(() => parseBenchOptions(['--runs', 'x'])).toThrow('--runs needs a whole number');
    expect(() => parseBenchOptions(['--quick=yes'])).toThrow('--quick takes no value');
  });

  it('probes the routes given on each control they show', async () => {
    const routes = await selectRoutes(root, { paths: ['/kontakt', '/'], quick: false });
    expect(routes.controls).toEqual({
      menu: ['/kontakt', '/'],
      dropdown: ['/kontakt', '/'],
      faq: ['/kontakt'],
      tab: ['/'],
      carousel: [],
      share: [],
    });
  });

  it('refuses a path the build has no page for', async () => {
    await expect(selectRoutes(root, { paths: ['/kontkt'], quick: false })).rejects.toThrow(
      'No built page for /kontkt.',
    );
  });
});
