/** The lead store's PGlite adapter: embedded PostgreSQL for the local server and the tests. */
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.ts';
import { QUERY_TIMEOUT_MS, withinTime } from './time-limit.ts';

/**
 * Opens (creating when needed) a PGlite database: a directory path keeps the data on disk,
 * 'memory://' (the default) keeps it in memory. One process at a time may open a directory.
 * `loadDataDir`, a new database's starting contents (a tar archive from `dumpDataDir`). PGlite
 * runs in this process and cannot cancel a statement, so each query's time limit is the store's
 * own: the caller stops waiting after QUERY_TIMEOUT_MS, as PostgreSQL's statement_timeout would.
 */
export async function openPgliteDb(dataDir = 'memory://', loadDataDir?: Blob): Promise<Db> {
  const pg = await PGlite.create(dataDir, { loadDataDir });
  const on = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await withinTime(target.query<Row>(sql, [...params]), QUERY_TIMEOUT_MS)).rows;
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
