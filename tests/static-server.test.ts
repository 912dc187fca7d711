// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { resolveFile, serveDirectory } from '../scripts/lib/static-server';

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
