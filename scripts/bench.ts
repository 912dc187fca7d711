/**
 * `npm run bench`: builds the site, then measures what visitors download and how fast pages get
 * usable, against the targets of the foundation issue:
 *  - every page: served HTML size, and gzip size of the JS and CSS it loads before any interaction;
 *  - whether @supabase/supabase-js is among them (it must load only once a visitor focuses a form field);
 *  - Lighthouse (mobile preset, system Chromium), median of 3 runs, on a few key pages.
 * Prints tables and writes bench-results/latest.json. Targets are reported, never asserted.
 */
import { spawnSync } from 'node:child_process';
import { LOCAL_SUPABASE_ENV } from '../src/config/env-schema';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from './find-chromium';
import { listBuiltPages } from './lib/built-pages';
import { createStaticServer } from './lib/static-server';

/** `npm run bench -- /kontakt /` measures only the paths given. */
const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const LIGHTHOUSE_PATHS = requested.length
  ? requested
  : ['/', '/wniosek', '/kredyt-dla-lekarza', '/wiedza'];
const LIGHTHOUSE_RUNS = 3;
const TARGETS = { performance: 98, lcpMs: 1200, tbtMs: 100, cls: 0.02, jsKb: 100 };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

if (!process.argv.includes('--no-build')) {
  // The local function's settings, unless the caller measures a build for a real project.
  const env = { ...LOCAL_SUPABASE_ENV, ...process.env };
  const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(1);
}

const server = createStaticServer('dist').listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const chromePath = findChromium();

// The chunks holding supabase-js, recognised by a class only its functions client defines.
const supabaseFiles = new Set(
  (await readdir('dist/assets'))
    .filter((file) => file.endsWith('.js'))
    .filter((file) =>
      readFileSync(join('dist/assets', file), 'utf8').includes('FunctionsRelayError'),
    )
    .map((file) => `assets/${file}`),
);
if (supabaseFiles.size === 0) throw new Error('No chunk of the build holds supabase-js.');

const gzipCache = new Map<string, number>();
async function gzipSize(assetPath: string): Promise<number> {
  const cached = gzipCache.get(assetPath);
  if (cached !== undefined) return cached;
  const size = gzipSync(await readFile(join('dist', assetPath))).length;
  gzipCache.set(assetPath, size);
  return size;
}

interface PageWeight {
  path: string;
  htmlBytes: number;
  htmlGzip: number;
  jsGzip: number;
  cssGzip: number;
  requests: number;
  supabase: boolean;
}

async function measureWeights(paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  const results: PageWeight[] = [];
  for (const path of paths) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const assets = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
    });
    await page.goto(origin + path, { waitUntil: 'networkidle' });
    await page.close();
    const html = await readFile(join('dist', path === '/' ? '' : path, 'index.html'));
    let jsGzip = 0;
    let cssGzip = 0;
    for (const asset of assets) {
      const size = await gzipSize(asset);
      if (asset.endsWith('.js')) jsGzip += size;
      else cssGzip += size;
    }
    results.push({
      path,
      htmlBytes: html.length,
      htmlGzip: gzipSync(html).length,
      jsGzip,
      cssGzip,
      requests: assets.size,
      supabase: [...assets].some((asset) => supabaseFiles.has(asset.slice(1))),
    });
  }
  await browser.close();
  return results;
}

/**
 * LCP in a real Chromium with applied throttling (150 ms RTT, 1.6 Mbit/s, CPU ×4, 412 px wide, as
 * Lighthouse's mobile preset), median of 3: a check on Lighthouse's simulated estimate, which on a
 * local server also counts the hydration script that really runs after the first paint.
 */
async function throttledLcp(path: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  const values: number[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(origin + path, { waitUntil: 'networkidle' });
    values.push(
      await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      ),
    );
    await page.close();
  }
  await browser.close();
  return median(values);
}

interface LighthouseResult {
  path: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  throttledLcpMs?: number;
}

async function runLighthouse(path: string): Promise<LighthouseResult> {
  const runs: LighthouseResult[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      const result = await lighthouse(origin + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const audits = result?.lhr.audits;
      runs.push({
        path,
        performance: Math.round((result?.lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: audits?.['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits?.['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits?.['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    } finally {
      chrome.kill();
    }
  }
  return {
    path,
    performance: median(runs.map((r) => r.performance)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
  };
}

// /old is a redirect page: what it loads is the home page's weight.
const builtPages = (await listBuiltPages('dist')).filter((path) => path !== '/old');
const weights = await measureWeights(builtPages);
console.log('\nWeight before interaction (gzip; JS target ≤ 100 KB on content pages)');
console.table(
  weights.map((w) => ({
    page: w.path,
    'HTML KB': kb(w.htmlBytes),
    'HTML gz KB': kb(w.htmlGzip),
    'JS gz KB': kb(w.jsGzip),
    'CSS gz KB': kb(w.cssGzip),
    files: w.requests,
    supabase: w.supabase ? 'YES' : 'no',
  })),
);
const heaviest = weights.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a));
console.log(
  `Heaviest JS: ${heaviest.path} ${kb(heaviest.jsGzip)} KB (target ≤ ${TARGETS.jsKb} KB). ` +
    `supabase-js before interaction on: ${
      weights
        .filter((w) => w.supabase)
        .map((w) => w.path)
        .join(', ') || 'no page'
    }.`,
);

const lighthouseResults: LighthouseResult[] = [];
for (const path of LIGHTHOUSE_PATHS) {
  lighthouseResults.push({
    ...(await runLighthouse(path)),
    throttledLcpMs: await throttledLcp(path),
  });
}
console.log(`\nLighthouse, mobile preset, median of ${LIGHTHOUSE_RUNS} runs`);
console.table(
  lighthouseResults.map((r) => ({
    page: r.path,
    [`performance (≥${TARGETS.performance})`]: r.performance,
    [`LCP s (≤${TARGETS.lcpMs / 1000})`]: (r.lcpMs / 1000).toFixed(2),
    [`TBT ms (≤${TARGETS.tbtMs})`]: Math.round(r.tbtMs),
    [`CLS (≤${TARGETS.cls})`]: r.cls.toFixed(3),
    'LCP s, applied throttling': ((r.throttledLcpMs ?? Number.NaN) / 1000).toFixed(2),
  })),
);

await mkdir('bench-results', { recursive: true });
await writeFile(
  'bench-results/latest.json',
  JSON.stringify(
    { date: new Date().toISOString(), weights, lighthouse: lighthouseResults },
    null,
    2,
  ),
);
server.close();
