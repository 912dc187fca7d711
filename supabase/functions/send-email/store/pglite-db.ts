/** The lead store's PGlite adapter: embedded PostgreSQL for the local server and the tests. */
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.ts';

/**
 * Opens (creating when needed) a PGlite database: a directory path keeps the data on disk,
 * 'memory://' (the default) keeps it in memory. One process at a time may open a directory.
 * `loadDataDir`, a new database's starting contents (a tar archive from `dumpDataDir`).
 */
export async function openPgliteDb(dataDir = 'memory://', loadDataDir?: Blob): Promise<Db> {
  const pg = await PGlite.create(dataDir, { loadDataDir });
  const on = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await target.query<Row>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    ...on(pg),
    transaction: (work) => pg.transaction((tx) => work(on(tx))),
    close: () => pg.close(),
  };
}
