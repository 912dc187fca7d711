/**
 * What a visitor downloads before any interaction: each page loaded at 390 px until the network is
 * idle, every JS and CSS file it requested summed at its gzip size, the HTML's size, and whether
 * @supabase/supabase-js is among the JS (it must load only once a visitor focuses a form field).
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../find-chromium';
import { htmlFileOf } from './routes';

export interface PageWeight {
  path: string;
  htmlBytes: number;
  htmlGzip: number;
  jsGzip: number;
  cssGzip: number;
  /** JS and CSS files requested. */
  requests: number;
  supabase: boolean;
}

/** The chunks holding supabase-js, recognised by a class only its functions client defines. */
async function supabaseChunks(root: string): Promise<Set<string>> {
  const files = new Set<string>();
  for (const file of await readdir(join(root, 'assets'))) {
    if (!file.endsWith('.js')) continue;
    const text = await readFile(join(root, 'assets', file), 'utf8');
    if (text.includes('FunctionsRelayError')) files.add(`/assets/${file}`);
  }
  if (files.size === 0) throw new Error('No chunk of the build holds supabase-js.');
  return files;
}

export async function measureEagerJs(
  root: string,
  origin: string,
  paths: string[],
  chromePath: string,
): Promise<PageWeight[]> {
  const supabase = await supabaseChunks(root);
  const gzipSizes = new Map<string, number>();
  const gzipSize = async (asset: string) => {
    const size = gzipSizes.get(asset) ?? gzipSync(await readFile(join(root, asset))).length;
    gzipSizes.set(asset, size);
    return size;
  };
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  const results: PageWeight[] = [];
  try {
    for (const path of paths) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const assets = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        // The service worker's own script runs off the page's main thread, after load.
        if (url.origin !== origin || url.pathname === '/service-worker.js') return;
        if (/\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
      });
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      await page.close();
      const html = await readFile(htmlFileOf(root, path));
      let jsGzip = 0;
      let cssGzip = 0;
      for (const asset of assets) {
        if (asset.endsWith('.js')) jsGzip += await gzipSize(asset);
        else cssGzip += await gzipSize(asset);
      }
      results.push({
        path,
        htmlBytes: html.length,
        htmlGzip: gzipSync(html).length,
        jsGzip,
        cssGzip,
        requests: assets.size,
        supabase: [...assets].some((asset) => supabase.has(asset)),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
