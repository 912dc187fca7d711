/**
 * Serves dist/ the way a CDN does: clean URLs (/kontakt → kontakt/index.html), a permanent redirect
 * from a trailing slash, 404.html with status 404 for anything else, the response headers of
 * dist/_headers (security headers, caching), and, for text, the build's precompressed twin
 * (`<file>.br` or `<file>.gz`, scripts/lib/precompress.ts) the request's Accept-Encoding prefers.
 * Nothing is compressed per request: a folder without twins is served uncompressed.
 */
import { createReadStream, existsSync, readFileSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { decodeComponent } from '../../src/lib/decode-component';
import { headersFor, parseHeadersFile, type HeaderRule } from './headers-file';
import { COMPRESSIBLE, TWINS, isTwin, twinOf, type TwinEncoding } from './precompress';

/** What a CDN sends where the _headers file sets no Cache-Control: revalidate every time. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

async function fileStats(path: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

const isFile = async (path: string) => (await fileStats(path)) !== undefined;

/**
 * The twins' encodings the client accepts, the one it prefers first (RFC 9110 §12.5.3: the highest
 * q-value; brotli before gzip at equal weight; `*` stands for any encoding not named; q=0 refuses).
 */
export function acceptedEncodings(header: string | undefined): TwinEncoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return TWINS.map(({ encoding }) => encoding)
    .filter((encoding) => weightOf(encoding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
}

/**
 * The file to send for `file`: its twin in the first accepted encoding that has one no older than
 * the file itself (a file rewritten after the build never gets its stale twin), else the file.
 */
async function representation(
  file: string,
  acceptEncoding: string | undefined,
): Promise<{ path: string; size: number; encoding?: TwinEncoding }> {
  const original = await fileStats(file);
  if (!original) throw new Error(`${file} is missing`);
  if (COMPRESSIBLE.has(extname(file))) {
    for (const encoding of acceptedEncodings(acceptEncoding)) {
      const path = twinOf(file, encoding);
      const twin = await fileStats(path);
      if (twin && twin.mtimeMs >= original.mtimeMs) return { path, size: twin.size, encoding };
    }
  }
  return { path: file, size: original.size };
}

/**
 * The build's configuration files (read by the CDN, never served as content), the precompressed
 * twins (sent only as an encoding of their file), and dot-files (.git, .env…) but the standard
 * /.well-known/ folder (RFC 8615).
 */
const NOT_CONTENT = new Set(['_headers', '_redirects']);
function servable(path: string): boolean {
  return path
    .split(/[\\/]/)
    .every(
      (segment) =>
        !NOT_CONTENT.has(segment) &&
        !isTwin(segment) &&
        (!segment.startsWith('.') || segment === '.well-known'),
    );
}

/**
 * The file under `root` that answers `pathname` (as the browser sent it, percent-encoded), or
 * undefined. Never leaves `root`, never a configuration file or a dot-file.
 */
export async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  const decoded = decodeComponent(pathname);
  if (decoded === undefined) return undefined;
  const safe = normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, '');
  if (!servable(safe)) return undefined;
  const base = resolve(root);
  const candidate = resolve(join(base, safe));
  if (candidate !== base && !candidate.startsWith(base + sep)) return undefined;
  for (const file of [candidate, join(candidate, 'index.html')]) {
    if (await isFile(file)) return file;
  }
  return undefined;
}

async function send(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  status: number,
  configured: Map<string, string>,
) {
  const extension = extname(file);
  const chosen = await representation(file, request.headers['accept-encoding']);
  const headers: Record<string, string> = {
    'Content-Type': TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': DEFAULT_CACHE_CONTROL,
    ...Object.fromEntries(configured),
    'Content-Length': String(chosen.size),
  };
  // Whether or not a twin was sent, another Accept-Encoding may get another body.
  if (COMPRESSIBLE.has(extension)) headers.Vary = 'Accept-Encoding';
  if (chosen.encoding) headers['Content-Encoding'] = chosen.encoding;
  response.writeHead(status, headers);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(chosen.path).pipe(response);
}

/** The rules of `root`/_headers; none when the build wrote no such file. */
export function readHeaderRules(root: string): HeaderRule[] {
  const file = join(root, '_headers');
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
}

export function createStaticServer(root: string): Server {
  const rules = readHeaderRules(root);
  return createServer((request, response) => {
    void handle(root, rules, request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500).end('Internal Server Error');
    });
  });
}

export interface ServedDirectory {
  /** http://127.0.0.1:<port>, with no trailing slash. */
  origin: string;
  /** Stops the server, dropping open connections; resolves once it is closed. */
  close: () => Promise<void>;
}

/** Serves `root` as createStaticServer does, on a port of 127.0.0.1 free at that moment. */
export async function serveDirectory(root: string): Promise<ServedDirectory> {
  const server = createStaticServer(root);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        // Called with an error when it was closed before: closed all the same.
        server.close(() => resolve());
      }),
  };
}

async function handle(
  root: string,
  rules: readonly HeaderRule[],
  request: IncomingMessage,
  response: ServerResponse,
) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  // A request path that starts with "//" would parse as another host's address ("//kontakt/").
  const url = new URL((request.url ?? '/').replace(/^\/{2,}/, '/'), 'http://localhost');
  const { pathname } = url;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    // Runs of slashes as one: "//kontakt" would be a protocol-relative address of another host.
    const withoutSlash = pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
    if (await resolveFile(root, withoutSlash)) {
      response.writeHead(301, { Location: `${withoutSlash}${url.search}` }).end();
      return;
    }
  }
  const configured = headersFor(pathname, rules);
  const file = await resolveFile(root, pathname);
  if (file) {
    await send(request, response, file, 200, configured);
    return;
  }
  await send(request, response, join(root, '404.html'), 404, configured);
}
