/**
 * The local lead store: PGlite (embedded PostgreSQL) in a directory under .data/, migrated with
 * supabase/migrations at start-up. PGlite serves one process at a time, so a lock file beside the
 * directory (`<dir>.lock`, holding the owner's pid) keeps a second process out; `npm run leads`
 * reads through the running server instead.
 */
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPgliteDb } from '../../supabase/functions/send-email/store/pglite-db';
import { loadMigrations, migrate } from '../../supabase/functions/send-email/store/migrate';
import type { Db } from '../../supabase/functions/send-email/store/db';

/** supabase/migrations, wherever the command runs from. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations', import.meta.url));

export const nodeMigrationFiles = {
  list: (dir: string) => readdir(dir),
  read: (path: string) => readFile(path, 'utf8'),
};

export class StoreLockedError extends Error {
  override name = 'StoreLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Baza zgłoszeń ${dataDir} jest otwarta przez inny proces (pid ${pid}). ` +
        'Zatrzymaj go albo wskaż inny katalog w LEADS_DB_DIR.',
    );
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the directory's lock, or throws StoreLockedError; returns its release. */
function lock(dataDir: string): () => void {
  const file = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  mkdirSync(dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
        throw new StoreLockedError(dataDir, pid);
      }
      unlinkSync(file); // left by a process that is gone
    }
  }
  throw new Error(`cannot lock ${dataDir}`);
}

/** Opens and migrates the local store; 'memory://' keeps it in memory (no lock needed). */
export async function openLocalLeadDb(dataDir: string): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const release = inMemory ? () => {} : lock(dataDir);
  try {
    const db = await openPgliteDb(dataDir);
    await migrate(db, await loadMigrations(nodeMigrationFiles, MIGRATIONS_DIR));
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
