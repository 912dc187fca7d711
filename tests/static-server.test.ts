// @vitest-environment node
import { mkdir, mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MIN_BYTES, precompressTree } from '../scripts/lib/precompress';
import { acceptedEncodings, resolveFile, serveDirectory } from '../scripts/lib/static-server';

/**
 * A temporary folder holding a small dist/ and, next to it, files that must never be served:
 * `package.json` and a sibling folder whose name starts with the name of dist/.
 */
let base: string;
let root: string;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'static-server-'));
  root = join(base, 'dist');
  await mkdir(join(root, 'kontakt'), { recursive: true });
  await mkdir(join(root, 'wiedza', 'jak-wyjsc-z-dlugow'), { recursive: true });
  await mkdir(join(root, 'assets'), { recursive: true });
  await mkdir(join(base, 'dist-secret'), { recursive: true });
  await writeFile(join(root, 'index.html'), 'home');
  await writeFile(join(root, '404.html'), 'not found');
  await writeFile(join(root, 'kontakt', 'index.html'), 'kontakt');
  await writeFile(join(root, 'wiedza', 'jak-wyjsc-z-dlugow', 'index.html'), 'artykuł');
  await writeFile(join(root, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  await writeFile(join(root, 'robots.txt'), 'User-agent: *');
  await writeFile(join(root, '_headers'), '/*\n  X-Frame-Options: DENY');
  await writeFile(join(root, '.env'), 'SECRET=1');
  await mkdir(join(root, '.git'), { recursive: true });
  await writeFile(join(root, '.git', 'config'), '[core]');
  await mkdir(join(root, '.well-known'), { recursive: true });
  await writeFile(join(root, '.well-known', 'security.txt'), 'Contact: mailto:a@b.pl');
  await writeFile(join(base, 'package.json'), '{}');
  await writeFile(join(base, 'dist-secret', 'secret.txt'), 'secret');
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('resolveFile', () => {
  it('serves the home page for /', async () => {
    expect(await resolveFile(root, '/')).toBe(join(root, 'index.html'));
  });

  it("serves a clean URL from the folder's index.html", async () => {
    expect(await resolveFile(root, '/kontakt')).toBe(join(root, 'kontakt', 'index.html'));
    expect(await resolveFile(root, '/wiedza/jak-wyjsc-z-dlugow')).toBe(
      join(root, 'wiedza', 'jak-wyjsc-z-dlugow', 'index.html'),
    );
  });

  it('serves an existing file as it is', async () => {
    expect(await resolveFile(root, '/assets/app-1a2b3c.js')).toBe(
      join(root, 'assets', 'app-1a2b3c.js'),
    );
    expect(await resolveFile(root, '/robots.txt')).toBe(join(root, 'robots.txt'));
  });

  it('decodes percent-encoded paths', async () => {
    expect(await resolveFile(root, '/%6Bontakt')).toBe(join(root, 'kontakt', 'index.html'));
  });

  it('answers undefined for a path with no file', async () => {
    expect(await resolveFile(root, '/nie-ma-takiej-strony')).toBeUndefined();
    expect(await resolveFile(root, '/assets')).toBeUndefined();
  });

  it.each([
    '/../package.json',
    '/%2e%2e/package.json',
    '/%2E%2E/package.json',
    '/..%2fpackage.json',
    '/assets/../../package.json',
    '../package.json',
    '/../dist-secret/secret.txt',
    '/%2e%2e%2fdist-secret%2fsecret.txt',
  ])('never leaves the root: %s resolves to undefined', async (pathname) => {
    expect(await resolveFile(root, pathname)).toBeUndefined();
  });

  it.each(['/_headers', '/%5Fheaders', '/%5fheaders', '/assets/../_headers', '/.env', '/%2Eenv'])(
    'never serves configuration or a dot-file: %s resolves to undefined',
    async (pathname) => {
      expect(await resolveFile(root, pathname)).toBeUndefined();
    },
  );

  it('serves /.well-known/ but no dot-file inside the build', async () => {
    expect(await resolveFile(root, '/.well-known/security.txt')).toBe(
      join(root, '.well-known', 'security.txt'),
    );
    expect(await resolveFile(root, '/.git/config')).toBeUndefined();
  });

  it('keeps a path that climbs and comes back inside the root', async () => {
    expect(await resolveFile(root, '/assets/../kontakt')).toBe(join(root, 'kontakt', 'index.html'));
  });

  it('answers undefined, rather than throwing, for a malformed percent-encoding', async () => {
    await expect(resolveFile(root, '/%E0%A4%A')).resolves.toBeUndefined();
  });
});

describe('the server', () => {
  /** One request by node:http (fetch cannot send TRACE): its status and Allow header. */
  const ask = (origin: string, method: string, path: string) =>
    new Promise<{ status: number; allow: string | undefined; location?: string }>(
      (resolve, reject) => {
        const req = request(`${origin}${path}`, { method }, (res) => {
          res.resume();
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              allow: res.headers.allow,
              ...(res.headers.location ? { location: res.headers.location } : {}),
            }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );

  it('answers 404 for the _headers file however it is spelt, 405 for methods but GET and HEAD', async () => {
    const served = await serveDirectory(root);
    try {
      expect((await ask(served.origin, 'GET', '/%5Fheaders')).status).toBe(404);
      expect((await ask(served.origin, 'GET', '/.env')).status).toBe(404);
      expect((await ask(served.origin, 'HEAD', '/kontakt')).status).toBe(200);
      // A doubled slash never becomes a protocol-relative redirect to another host.
      for (const path of ['/.//kontakt/', '//kontakt/', '/kontakt//']) {
        expect(await ask(served.origin, 'GET', path)).toMatchObject({
          status: 301,
          location: '/kontakt',
        });
      }
      for (const method of ['TRACE', 'POST', 'PUT', 'DELETE', 'OPTIONS']) {
        expect(await ask(served.origin, method, '/kontakt')).toEqual({
          status: 405,
          allow: 'GET, HEAD',
        });
      }
    } finally {
      await served.close();
    }
  });
});

describe('precompressed twins', () => {
  /** A script big enough to be worth compressing. */
  const SCRIPT = 'export const greeting = "Dzień dobry";\n'.repeat(100);
  let twins: { files: number; twins: number };

  beforeAll(async () => {
    await writeFile(join(root, 'assets', 'big-1.js'), SCRIPT);
    await writeFile(join(root, 'assets', 'stale-1.css'), `h1{color:navy}${' '.repeat(2000)}`);
    await writeFile(join(root, 'assets', 'logo-1.png'), Buffer.alloc(4000));
    twins = await precompressTree(root);
    // A file rewritten after the build: its twins (older now) no longer match it.
    const past = new Date(Date.now() - 60_000);
    for (const suffix of ['.br', '.gz']) {
      await utimes(join(root, 'assets', `stale-1.css${suffix}`), past, past);
    }
  });

  /** One GET by node:http, which (unlike fetch) hands back the body as it came, still encoded. */
  const get = (origin: string, path: string, acceptEncoding?: string) =>
    new Promise<{ status: number; headers: Record<string, string | undefined>; body: Buffer }>(
      (resolve, reject) => {
        const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
        const req = request(`${origin}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: {
                type: res.headers['content-type'],
                encoding: res.headers['content-encoding'],
                length: res.headers['content-length'],
                vary: res.headers.vary,
              },
              body: Buffer.concat(chunks),
            }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );

  it('are written beside each text file worth compressing, and decompress to it', async () => {
    expect(twins.twins).toBe(4);
    const assets = await readdir(join(root, 'assets'));
    expect(assets.filter((file) => /\.(br|gz)$/.test(file)).sort()).toEqual([
      'big-1.js.br',
      'big-1.js.gz',
      'stale-1.css.br',
      'stale-1.css.gz',
    ]);
    // The pages here are smaller than MIN_BYTES, the image is no text.
    expect((await readdir(root)).some((file) => /\.(br|gz)$/.test(file))).toBe(false);
    expect('home'.length).toBeLessThan(MIN_BYTES);
    const file = join(root, 'assets', 'big-1.js');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(SCRIPT);
  });

  it('are sent by Accept-Encoding, brotli first, with their length and Vary', async () => {
    const served = await serveDirectory(root);
    try {
      const path = '/assets/big-1.js';
      const br = await get(served.origin, path, 'br, gzip');
      expect(br.headers).toEqual({
        type: 'text/javascript; charset=utf-8',
        encoding: 'br',
        length: String(br.body.length),
        vary: 'Accept-Encoding',
      });
      expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

      const gzip = await get(served.origin, path, 'gzip');
      expect(gzip.headers).toMatchObject({ encoding: 'gzip', vary: 'Accept-Encoding' });
      expect(gzip.headers.length).toBe(String(gzip.body.length));
      expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

      for (const accept of [undefined, '', 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
        const plain = await get(served.origin, path, accept);
        expect(plain.headers).toEqual({
          type: 'text/javascript; charset=utf-8',
          encoding: undefined,
          length: String(Buffer.byteLength(SCRIPT)),
          vary: 'Accept-Encoding',
        });
        expect(plain.body.toString()).toBe(SCRIPT);
      }
    } finally {
      await served.close();
    }
  });

  it('go by the q-values, and never outlive the file they were made of', async () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=1.0, br;q=0.5')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0.1, gzip')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
    const served = await serveDirectory(root);
    try {
      const stale = await get(served.origin, '/assets/stale-1.css', 'br, gzip');
      expect(stale.headers).toMatchObject({ encoding: undefined, vary: 'Accept-Encoding' });
      expect(stale.body.toString()).toMatch(/^h1\{color:navy\}/);
      // An image is sent as it is, and nothing is compressed on the fly.
      const image = await get(served.origin, '/assets/logo-1.png', 'br, gzip');
      expect(image.headers).toEqual({
        type: 'image/png',
        encoding: undefined,
        length: '4000',
        vary: undefined,
      });
      const page = await get(served.origin, '/kontakt', 'br');
      expect(page.headers).toMatchObject({ encoding: undefined, length: '7' });
    } finally {
      await served.close();
    }
  });

  it('have no address of their own', async () => {
    expect(await resolveFile(root, '/assets/big-1.js.br')).toBeUndefined();
    expect(await resolveFile(root, '/assets/big-1.js.gz')).toBeUndefined();
    const served = await serveDirectory(root);
    try {
      const twin = await get(served.origin, '/assets/big-1.js.br', 'br');
      expect(twin.status).toBe(404);
      expect(twin.headers.type).toBe('text/html; charset=utf-8');
      expect(twin.body.toString()).toBe('not found');
    } finally {
      await served.close();
    }
  });
});
