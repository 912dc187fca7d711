// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serveDirectory } from '../scripts/lib/static-server';
import { E2E_DEFAULT_PORTS, e2eEnv, e2ePorts } from '../scripts/lib/test-ports';

describe('the browser tests’ ports', () => {
  it('are the fixed ones, or those the environment sets', () => {
    expect(e2ePorts({})).toEqual(E2E_DEFAULT_PORTS);
    expect(e2ePorts({ E2E_SITE_PORT: '4301', E2E_FUNCTIONS_PORT: '54401' })).toEqual({
      site: 4301,
      functions: 54401,
    });
  });

  it('refuses a value that is no port, and one port for both servers', () => {
    expect(() => e2ePorts({ E2E_SITE_PORT: 'abc' })).toThrow('E2E_SITE_PORT');
    expect(() => e2ePorts({ E2E_SITE_PORT: '5000', E2E_FUNCTIONS_PORT: '5000' })).toThrow(
      'both 5000',
    );
  });

  it('builds the site to call the function on its port', () => {
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
