/**
 * The build's precompressed twins: beside each text file of the output folder worth compressing,
 * `<file>.br` (brotli, maximum quality) and `<file>.gz` (gzip, level 9), written once at the end of
 * the build instead of compressing every response. The static server (static-server.ts) sends a
 * twin with its Content-Encoding; nginx does with `gzip_static` / `brotli_static`; a CDN that
 * compresses by itself ignores them. Written last, so no step that lists the output's files (the
 * service worker's precache list, the pages, the validators, the sitemap) ever sees them.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The extensions of the text files that get twins: what the server used to compress. */
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.xml',
  '.txt',
  '.svg',
  '.webmanifest',
]);

/** The encodings the twins are in, the preferred first, and the suffix of each twin. */
export const TWINS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type TwinEncoding = (typeof TWINS)[number]['encoding'];

/** The twin of `file` in `encoding`. */
export const twinOf = (file: string, encoding: TwinEncoding) =>
  file + (encoding === 'br' ? '.br' : '.gz');

/** A twin's suffix: such a file is never content of its own (the server refuses its address). */
export const isTwin = (name: string) => TWINS.some(({ suffix }) => name.endsWith(suffix));

/** Below this size compression saves less than a packet's headers, and costs a file each. */
export const MIN_BYTES = 1024;

/**
 * How hard brotli works: `max` (quality 11) for the site as deployed, where each visitor's bytes
 * count and the build runs once; `fast` (quality 5) for a test's build, whose twins are read only to
 * check that they are sent and decode to their file. Measured on the 166 text files of the build
 * (7.9 MB): 8.4 CPU-seconds at 11, 0.14 at 5, for 1.56 against 1.71 MB. gzip is at level 9 in both
 * (0.13 CPU-seconds).
 */
export type CompressionEffort = 'max' | 'fast';
const BROTLI_QUALITY: Record<CompressionEffort, number> = {
  max: constants.BROTLI_MAX_QUALITY,
  fast: 5,
};

function compress(data: Buffer, encoding: TwinEncoding, effort: CompressionEffort) {
  return encoding === 'br'
    ? promisify(brotliCompress)(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      })
    : promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION });
}

/**
 * Writes the twins of one file, each only when it is smaller than the file; returns how many. A
 * file that is not compressible or smaller than MIN_BYTES gets none.
 */
export async function precompressFile(
  file: string,
  effort: CompressionEffort = 'max',
): Promise<number> {
  if (!COMPRESSIBLE.has(extname(file)) || (await stat(file)).size < MIN_BYTES) return 0;
  const data = await readFile(file);
  let written = 0;
  for (const { encoding } of TWINS) {
    const compressed = await compress(data, encoding, effort);
    if (compressed.length >= data.length) continue;
    await writeFile(twinOf(file, encoding), compressed);
    written += 1;
  }
  return written;
}

/** Every compressible file under `root` (twins excluded), sorted. */
export async function compressibleFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Writes the twins of every compressible file under `root`; returns the files and twins counted. */
export async function precompressTree(
  root: string,
  effort: CompressionEffort = 'max',
): Promise<{ files: number; twins: number }> {
  const files = await compressibleFiles(root);
  let twins = 0;
  // A few at a time: zlib's work runs on libuv's thread pool (4 threads), off the event loop.
  const queue = [...files];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
        const written = await precompressFile(file, effort);
        twins += written; // after the await: `twins += await …` would add to a stale total
      }
    }),
  );
  return { files: files.length, twins };
}
