import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './find-chromium';
import { createStaticServer } from './lib/static-server';
const server = createStaticServer('dist').listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const verbose = process.argv.includes('-v');
for (const path of process.argv.slice(2).filter((a) => a.startsWith('/'))) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const assets = new Set<string>();
  page.on('request', (r) => { const u = new URL(r.url()); if (u.pathname.endsWith('.js')) assets.add(u.pathname); });
  page.on('pageerror', (e) => console.log('pageerror', path, e.message));
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', path, m.text().slice(0, 300)); });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  await page.close();
  let total = 0; const parts: string[] = [];
  for (const a of assets) { const n = gzipSync(await readFile(join('dist', a))).length; total += n; parts.push(`${a.replace('/assets/','')}:${(n/1024).toFixed(1)}`); }
  console.log(path, (total/1024).toFixed(1), verbose ? parts.join(' ') : '');
}
await browser.close(); server.close();
