/** The lead store's adapter for a PostgreSQL server (Supabase's, CI's) through `postgres`. */
import postgres from 'postgres';
import type { Db, Queryable } from './db.ts';
import { QUERY_TIMEOUT_MS } from './time-limit.ts';

type Values = postgres.ParameterOrJSON<never>[];

export interface PostgresOptions {
  /** Connections kept open; an edge function instance needs few. */
  max?: number;
  /** The server ends any statement that runs longer (statement_timeout); QUERY_TIMEOUT_MS. */
  statementTimeoutMs?: number;
}

export function openPostgresDb(url: string, options: PostgresOptions = {}): Db {
  const sql = postgres(url, {
    max: options.max ?? 3,
    // Supabase's transaction pooler does not keep prepared statements between transactions.
    prepare: false,
    idle_timeout: 20,
    connect_timeout: 10,
    // Set at connection start, so no query of the store (a hung claim, a reconciliation) can hold
    // a retry pass past pg_net's 55 s.
    connection: { statement_timeout: options.statementTimeoutMs ?? QUERY_TIMEOUT_MS },
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
