/**
 * Degraded mode: a lead survives any single failure. The store down → the advisers get the lead by
 * e-mail directly, marked as not stored, and it is stored once the store is back; the store and
 * the provider both down → 503 (the browser keeps the draft and retries).
 */
import { errorMessages, handleRequest } from '../handler.ts';
import type { Db } from '../store/db.ts';
import { createLeadStore } from '../store/lead-store.ts';
import { assert, assertEquals, assertIncludes } from './assert.ts';
import { bodyOf, db, post, test, testConfig, testDeps } from './fixtures.ts';

/** The module's database behind a switch: while `down`, every call fails as a lost connection. */
function switchableDb() {
  const state = { down: true };
  const refuse = () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432'));
  const wrapped: Db = {
    query: (sql, params) => (state.down ? refuse() : db.query(sql, params)),
    exec: (sql) => (state.down ? refuse() : db.exec(sql)),
    transaction: (work) => (state.down ? refuse() : db.transaction(work)),
    close: () => Promise.resolve(),
  };
  return { state, store: createLeadStore(wrapped) };
}

test('store down: the advisers get the lead marked as not stored; it is stored after', async () => {
  const { state, store } = switchableDb();
  const background: Promise<unknown>[] = [];
  const { deps, sent, logs } = testDeps({
    store,
    waitUntil: (work) => background.push(work),
  });
  const submissionId = crypto.randomUUID();
  const response = await handleRequest(post(bodyOf('application', { submissionId })), deps);

  assertEquals(response.status, 200);
  assertEquals(sent.length, 1);
  assertIncludes(sent[0]?.subject ?? '', '[NIEZAPISANE]');
  assertIncludes(sent[0]?.text ?? '', 'NIE zostało zapisane w bazie');
  assertIncludes(sent[0]?.text ?? '', 'Telefon: +48 602 333 444');
  // The key its stored copy would have: a later stored e-mail cannot duplicate it.
  assertEquals(sent[0]?.idempotencyKey, `lead-${submissionId}`);
  const degraded = logs.filter((line) => line.includes('DEGRADED'));
  assertEquals(degraded.length, 1);
  assert(!degraded[0]?.includes('Katarzyna'), 'the log line names the lead id only');

  // The store comes back: the lead is stored as delivered, and nobody is e-mailed again.
  state.down = false;
  await Promise.all(background);
  const rows = await db.query<{ state: string; degraded: boolean; phone: string }>(
    `select notification_state as state, degraded_at is not null as degraded,
            payload->>'phone' as phone
       from public.leads where submission_id = $1`,
    [submissionId],
  );
  assertEquals(rows, [{ state: 'delivered', degraded: true, phone: '+48 602 333 444' }]);
  assertEquals(sent.length, 1);
});

test('store and provider down: 503 in Polish, nothing claimed', async () => {
  const { store } = switchableDb();
  const failing = { send: () => Promise.reject(new TypeError('connection refused')) };
  const { deps, logs } = testDeps({ store, transport: failing });
  const response = await handleRequest(post(bodyOf('contact')), deps);
  assertEquals(response.status, 503);
  assertEquals(response.headers.get('retry-after'), '5');
  assertEquals(await response.json(), { error: errorMessages.storeUnavailable });
  assert(logs.some((line) => line.includes('neither stored nor e-mailed')));
});

test('store down: a newsletter sign-up is 503 (its confirmation needs the store)', async () => {
  const { store } = switchableDb();
  const { deps, sent } = testDeps({ store });
  const response = await handleRequest(post(bodyOf('newsletter')), deps);
  assertEquals(response.status, 503);
  assertEquals(sent.length, 0);
});

test('a store that hangs counts as down after the time limit; the late row is not e-mailed again', async () => {
  // The driver queues the insert while the database is cut off, then runs it when it returns.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slow: Db = {
    ...db,
    transaction: async (work) => {
      await held;
      return db.transaction(work);
    },
  };
  const background: Promise<unknown>[] = [];
  const { deps, sent } = testDeps({
    store: createLeadStore(slow),
    config: { ...testConfig, storeTimeoutMs: 100 },
    waitUntil: (work) => background.push(work),
  });
  const submissionId = crypto.randomUUID();
  const started = Date.now();
  const response = await handleRequest(post(bodyOf('contact', { submissionId })), deps);
  assertEquals(response.status, 200);
  assert(Date.now() - started < 2000, 'answered without waiting for the store');
  assertIncludes(sent[0]?.subject ?? '', '[NIEZAPISANE]');

  release();
  await Promise.all(background);
  const rows = await db.query<{ state: string }>(
    'select notification_state as state from public.leads where submission_id = $1',
    [submissionId],
  );
  assertEquals(rows, [{ state: 'delivered' }]);
  assertEquals(sent.length, 1);
});
