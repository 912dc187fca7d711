/**
 * Applies the SQL migrations of supabase/migrations in name order, each once, recording them in a
 * schema_migrations table. Used by the local server and the tests; on Supabase the CLI applies the
 * same files (`supabase db push`).
 */
import type { Db } from './db.ts';

export interface Migration {
  /** The file name, e.g. 20261123120000_lead_store.sql; its order is the name's order. */
  name: string;
  sql: string;
}

export interface MigrationFiles {
  /** File names in the directory. */
  list(dir: string): Promise<string[]>;
  read(path: string): Promise<string>;
}

export const MIGRATIONS_DIR = 'supabase/migrations';

export async function loadMigrations(
  files: MigrationFiles,
  dir = MIGRATIONS_DIR,
): Promise<Migration[]> {
  const names = (await files.list(dir)).filter((name) => /^\d+_[\w-]+\.sql$/.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({ name, sql: await files.read(`${dir}/${name}`) })),
  );
}

/** Applies what is not applied yet; returns the names applied now. */
export async function migrate(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  await db.exec(
    `create table if not exists public.schema_migrations (
       name text primary key,
       applied_at timestamptz not null default now()
     )`,
  );
  const done = new Set(
    (await db.query<{ name: string }>('select name from public.schema_migrations')).map(
      (row) => row.name,
    ),
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.name)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('insert into public.schema_migrations (name) values ($1)', [migration.name]);
    });
    applied.push(migration.name);
  }
  return applied;
}
