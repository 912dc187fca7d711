/**
 * Serves dist/ the way a CDN does: clean URLs (/kontakt → kontakt/index.html), a permanent redirect
 * from a trailing slash, 404.html with status 404 for anything else, the response headers of
 * dist/_headers (security headers, caching), and gzip or brotli for text.
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { decodeComponent } from '../../src/lib/decode-component';
import { headersFor, parseHeadersFile, type HeaderRule } from './headers-file';

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

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.xml',
  '.txt',
  '.svg',
  '.webmanifest',
]);

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The build's configuration files (read by the CDN, never served as content), and dot-files
 * (.git, .env…) but the standard /.well-known/ folder (RFC 8615).
 */
const NOT_CONTENT = new Set(['_headers', '_redirects']);
function servable(path: string): boolean {
  return path
    .split(/[\\/]/)
    .every(
      (segment) =>
        !NOT_CONTENT.has(segment) && (!segment.startsWith('.') || segment === '.well-known'),
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

function send(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  status: number,
  configured: Map<string, string>,
) {
  const extension = extname(file);
  const headers: Record<string, string> = {
    'Content-Type': TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': DEFAULT_CACHE_CONTROL,
    ...Object.fromEntries(configured),
  };
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = !COMPRESSIBLE.has(extension)
    ? undefined
    : /\bbr\b/.test(accepted)
      ? 'br'
      : /\bgzip\b/.test(accepted)
        ? 'gzip'
        : undefined;
  if (encoding) {
    headers['Content-Encoding'] = encoding;
    headers.Vary = 'Accept-Encoding';
  }
  response.writeHead(status, headers);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const stream = createReadStream(file);
  if (encoding === 'br') {
    // Quality 5, as CDNs use for on-the-fly compression; 11 (the default) is far too slow per request.
    const brotli = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    stream.pipe(brotli).pipe(response);
  } else if (encoding === 'gzip') stream.pipe(createGzip()).pipe(response);
  else stream.pipe(response);
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
    send(request, response, file, 200, configured);
    return;
  }
  send(request, response, join(root, '404.html'), 404, configured);
}
