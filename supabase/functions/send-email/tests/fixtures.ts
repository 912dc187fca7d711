/**
 * The handler's test deps: the real lead store on this test module's own database (each module
 * runs apart, so it is the module's alone; migrated with supabase/migrations), a recording
 * transport, a fixed clock and a captured log. Everything without a database is in common.ts.
 */
import type { Deps } from '../handler.ts';
import { OutageGuard } from '../outage-guard.ts';
import { createSecrets } from '../secrets.ts';
import type { Db } from '../store/db.ts';
import { createLeadStore } from '../store/lead-store.ts';
import { RECEIVED_AT, migratedDb, recordingTransport, testConfig } from './common.ts';

export * from './common.ts';

/** This module's database; tests keep apart by each deps' own secret (so their own client hash). */
export const db = await migratedDb();
// Closed when the module's tests are done, so the test process can end.
globalThis.addEventListener('unload', () => void db.close());
export const store = createLeadStore(db);

/** A clock the test moves: starts at RECEIVED_AT. */
export function testClock(start = RECEIVED_AT) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/**
 * Deps with a recording transport, a fixed clock, a captured log and the shared store. Each call
 * has its own LEADS_SECRET, hence its own client hash: rate windows and duplicates of one test
 * never meet another's.
 */
export function testDeps(overrides: Partial<Deps> = {}, database: Db = db) {
  const transport = recordingTransport();
  const logs: string[] = [];
  const deps: Deps = {
    store,
    transport,
    secrets: createSecrets(`test-secret-${crypto.randomUUID()}`),
    config: testConfig,
    now: () => RECEIVED_AT,
    log: (line) => logs.push(line),
    random: () => 0.5,
    outage: new OutageGuard(),
    ...overrides,
  };
  /** The leads this deps' client stored, oldest first. */
  const leads = async (clientAddress = 'unknown') =>
    await database.query<{
      id: string;
      notification_state: string;
      attempts: number;
      last_error: string | null;
    }>(
      `select id, notification_state, attempts, last_error from public.leads
        where client_hash = $1 order by received_at, id`,
      [await deps.secrets.clientHash(clientAddress)],
    );
  return { deps, sent: transport.sent, logs, leads };
}
