/** The lead store's adapter for a PostgreSQL server (Supabase's, CI's) through `postgres`. */
import postgres from 'postgres';
import type { Db, Queryable } from './db.ts';

type Values = postgres.ParameterOrJSON<never>[];

export interface PostgresOptions {
  /** Connections kept open; an edge function instance needs few. */
  max?: number;
}

export function openPostgresDb(url: string, options: PostgresOptions = {}): Db {
  const sql = postgres(url, {
    max: options.max ?? 3,
    // Supabase's transaction pooler does not keep prepared statements between transactions.
    prepare: false,
    idle_timeout: 20,
    connect_timeout: 10,
    onnotice: () => {},
  });
  const on = (target: postgres.Sql | postgres.TransactionSql): Queryable => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await target.unsafe(text, params as Values)) as unknown as Row[];
    },
    async exec(text: string) {
      await target.unsafe(text).simple();
    },
  });
  return {
    ...on(sql),
    transaction: async (work) => (await sql.begin((tx) => work(on(tx)))) as never,
    close: () => sql.end({ timeout: 5 }),
  };
}
