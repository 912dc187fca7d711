/**
 * The one query interface the lead store is written against. Two adapters implement it: PGlite
 * (embedded PostgreSQL: local server and tests) and porsager's `postgres` driver (production on
 * Supabase, CI). Parameters are positional ($1, $2 …); the SQL is the same on both.
 */

export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements with no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A duration as an interval parameter (`$n::interval`): whole milliseconds, never negative. */
export const ms = (value: number) => `${Math.max(0, Math.round(value))} milliseconds`;

/** A timestamp column as a Date: PGlite returns Dates, postgres.js may return text. */
export const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));
