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
import {
  QUICK_LEAD_EMAIL,
  emailField,
  nameField,
  normalPhone,
} from '../../supabase/functions/_shared/lead-schema';
import { openPgliteDb } from '../../supabase/functions/send-email/store/pglite-db';
import { loadMigrations, migrate } from '../../supabase/functions/send-email/store/migrate';
import type { Db } from '../../supabase/functions/send-email/store/db';
import type { PersonQuery } from '../../supabase/functions/send-email/store/lead-store';

export type { PersonQuery };

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

/**
 * The details of a GDPR request (`npm run leads -- --email/--phone/--name [--forget]`, the local
 * server's /local/leads?email=&phone=&name= and /local/leads/forget), each checked as a form
 * would check it and trimmed, or the Polish reason. At least one is needed. The quick lead's
 * placeholder address is no one's (it would name every quick lead), so it is refused.
 */
export function requestPerson(
  given: Record<string, unknown>,
): { person: PersonQuery } | { error: string } {
  const person: PersonQuery = {};
  const { email, phone, name } = given;
  if (email !== undefined) {
    const parsed = typeof email === 'string' ? emailField.safeParse(email) : undefined;
    if (!parsed?.success) {
      return { error: 'Podaj jeden poprawny adres e-mail, np. anna.kowalska@example.pl.' };
    }
    if (parsed.data.toLowerCase() === QUICK_LEAD_EMAIL) {
      return {
        error: `${QUICK_LEAD_EMAIL} to adres zastępczy szybkich zgłoszeń bez e-maila, nie adres osoby.`,
      };
    }
    person.email = parsed.data;
  }
  if (phone !== undefined) {
    if (typeof phone !== 'string' || normalPhone(phone) === undefined) {
      return { error: 'Podaj numer telefonu, np. 600 100 200 lub +48 600 100 200.' };
    }
    person.phone = phone.trim();
  }
  if (name !== undefined) {
    const parsed = typeof name === 'string' ? nameField.safeParse(name) : undefined;
    if (!parsed?.success) return { error: 'Podaj imię i nazwisko (co najmniej 2 litery).' };
    person.name = parsed.data;
  }
  if (!person.email && !person.phone && !person.name) {
    return { error: 'Podaj adres e-mail, numer telefonu lub imię i nazwisko.' };
  }
  return { person };
}
