/**
 * The no-JS copy of the site: every page's prerendered HTML with each `<script>` and
 * `<link rel="modulepreload">` removed, stylesheets, images and fonts kept. It is the page's own
 * physical limit on this machine: LCP(page) / LCP(copy) is how much the JavaScript costs the paint.
 * The copy is a directory mirroring dist/ (HTML rewritten, with precompressed twins of its own,
 * every other file a symlink to dist/, the `_headers` file and the assets' twins included), served
 * by the same static server, so it gets the headers and the compression the CDN sends.
 */
import { mkdir, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isTwin, precompressFile } from '../precompress';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK = /<link\b[^>]*>/gi;
const MODULEPRELOAD = /\brel\s*=\s*["']?[^"'>]*\bmodulepreload\b/i;

/** The HTML without scripts (of any type) and module preloads; everything else byte for byte. */
export function stripScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(LINK, (tag) => (MODULEPRELOAD.test(tag) ? '' : tag));
}

/** Writes the no-JS copy of `root` into `target` (emptied first) and returns `target`. */
export async function writeNoJsCopy(root: string, target: string): Promise<string> {
  await rm(target, { recursive: true, force: true });
  await mirror(resolve(root), resolve(target));
  return target;
}

async function mirror(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const copy = join(to, entry.name);
    if (entry.isDirectory()) await mirror(source, copy);
    else if (entry.name.endsWith('.html')) {
      await writeFile(copy, stripScripts(await readFile(source, 'utf8')));
      await precompressFile(copy);
    } else if (isTwin(entry.name) && entry.name.replace(/\.\w+$/, '').endsWith('.html')) {
      continue; // the twin of the page, not of its copy
    } else await symlink(source, copy);
  }
}

export async function removeNoJsCopy(target: string): Promise<void> {
  await rm(target, { recursive: true, force: true });
}
