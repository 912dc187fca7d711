// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serveDirectory } from '../scripts/lib/static-server';
import { chooseE2EPorts, e2eEnv } from '../scripts/lib/test-ports';

const bind = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });

describe('the browser tests’ ports', () => {
  it('keeps the ports the environment sets', async () => {
    expect(await chooseE2EPorts({ E2E_SITE_PORT: '4301', E2E_FUNCTIONS_PORT: '54401' })).toEqual({
      site: 4301,
      functions: 54401,
    });
  });

  it('otherwise chooses two different ports that are free', async () => {
    const { site, functions } = await chooseE2EPorts({});
    expect(site).not.toBe(functions);
    await bind(site);
    await bind(functions);
  });

  it('refuses a value that is no port, and one port for both servers', async () => {
    await expect(chooseE2EPorts({ E2E_SITE_PORT: 'abc' })).rejects.toThrow('E2E_SITE_PORT');
    await expect(
      chooseE2EPorts({ E2E_SITE_PORT: '5000', E2E_FUNCTIONS_PORT: '5000' }),
    ).rejects.toThrow('both 5000');
  });

  it('builds the site to call the function on the chosen port', () => {
    expect(e2eEnv({ site: 4301, functions: 54401 })).toMatchObject({
      E2E_SITE_PORT: '4301',
      E2E_FUNCTIONS_PORT: '54401',
      VITE_SUPABASE_URL: 'http://127.0.0.1:54401',
    });
  });
});

describe('serveDirectory', () => {
  it('serves a folder on a free port until closed', async () => {
    const root = await mkdtemp(join(tmpdir(), 'serve-directory-'));
    await writeFile(join(root, 'index.html'), 'strona');
    const site = await serveDirectory(root);
    expect(await (await fetch(`${site.origin}/`)).text()).toBe('strona');
    await site.close();
    await expect(fetch(`${site.origin}/`)).rejects.toThrow();
    await rm(root, { recursive: true, force: true });
  });
});
