/**
 * `npm run screenshots`: every page of the built site at 390 px and 1280 px, as full-page PNGs in
 * screenshots/, for looking at what visitors see. Needs `npm run build` first. Paths given
 * (`npm run screenshots -- /kontakt /`) take only those pages; no flag is taken.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './find-chromium';
import { serveDirectory } from './lib/static-server';
import { listBuiltPages } from './lib/built-pages';
import { CommandLineError, readCommandLine } from './lib/command-line';
import { RENDER_EVERYTHING } from './lib/deferred-rendering';

const WIDTHS = [390, 1280];
const only = readPaths();

/** The pages asked for: site paths, each starting with "/". */
function readPaths(): string[] {
  try {
    const { positionals } = readCommandLine(process.argv.slice(2), {}, { positionals: true });
    const wrong = positionals.find((path) => !path.startsWith('/'));
    if (wrong !== undefined)
      throw new CommandLineError(`a page is a path from "/", not "${wrong}"`);
    return positionals;
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    console.error(`screenshots: ${error.message} (npm run screenshots -- [/path …])`);
    process.exit(2);
  }
}

const { origin, close } = await serveDirectory('dist');
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
await mkdir('screenshots', { recursive: true });

const pages = (await listBuiltPages('dist')).filter((path) => !only.length || only.includes(path));
for (const width of WIDTHS) {
  // The capture beyond the viewport does not scroll: sections far from it would stay unrendered.
  const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
  for (const path of pages) {
    await page.goto(origin + path, { waitUntil: 'networkidle' });
    await page.addStyleTag({ content: RENDER_EVERYTHING });
    const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
await close();
console.log(`Saved ${pages.length * WIDTHS.length} screenshots in screenshots/.`);
