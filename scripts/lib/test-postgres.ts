/**
 * A throwaway PostgreSQL server for the store tests: Debian's `postgresql` binaries
 * (/usr/lib/postgresql/<version>/bin), a fresh cluster in a temporary directory, a free local port,
 * trust authentication on 127.0.0.1 only. As root the server runs as the `postgres` user.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestPostgres {
  url: string;
  stop(): void;
}

/** The newest installed server's bin directory, or undefined. */
export function findPostgresBin(root = '/usr/lib/postgresql'): string | undefined {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function idOf(user: string, flag: '-u' | '-g'): number {
  return Number(spawnSync('id', [flag, user], { encoding: 'utf8' }).stdout.trim());
}

export async function startTestPostgres(bin: string): Promise<TestPostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'lead-store-pg-'));
  const data = join(dir, 'data');
  if (asRoot) chownSync(dir, idOf('postgres', '-u'), idOf('postgres', '-g'));
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const full = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    const result = spawnSync(command, full, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${tool} failed: ${result.stderr || result.stdout || result.error?.message}`);
    }
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
