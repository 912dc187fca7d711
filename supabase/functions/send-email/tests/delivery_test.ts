/**
 * Delivery with retries, through the real Resend transport and a scripted stand-in for its API:
 * whatever the provider does (500, 429 with Retry-After, hanging, a reset connection), the visitor
 * gets 200, the lead stays pending, a later retry pass delivers it, and exactly one e-mail is
 * accepted, always under the same Idempotency-Key. Passes take every due lead of the module's
 * database, which each test empties first.
 */
import { nextAttemptDelay } from '../delivery.ts';
import { deliverPending } from '../retry-pass.ts';
import { handleRequest } from '../handler.ts';
import type { LeadMail } from '../mail.ts';
import { createResendTransport } from '../resend.ts';
import { assert, assertEquals, assertIncludes } from './assert.ts';
import { bodyOf, db, post, store, test, testClock, testConfig, testDeps } from './fixtures.ts';

type Step = 'ok' | 'fail-500' | 'rate-limited' | 'hang' | 'reset';

/** Resend's API as a fetch: each call takes the next scripted step; 'ok' accepts the e-mail. */
function scriptedResend(steps: Step[]) {
  const calls: { key: string | null; to: unknown }[] = [];
  const accepted: string[] = [];
  const fetch = (_input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    const key = headers.get('idempotency-key');
    calls.push({ key, to: (JSON.parse(init?.body as string) as { to: unknown }).to });
    const step = steps.shift() ?? 'ok';
    switch (step) {
      case 'ok':
        accepted.push(key ?? '');
        return Promise.resolve(Response.json({ id: `email-${accepted.length}` }));
      case 'fail-500':
        return Promise.resolve(Response.json({ name: 'internal_server_error' }, { status: 500 }));
      case 'rate-limited':
        return Promise.resolve(
          Response.json(
            { name: 'rate_limit_exceeded' },
            { status: 429, headers: { 'retry-after': '120' } },
          ),
        );
      case 'hang':
        // Never answers: only the transport's time limit ends the call.
        return new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(init.signal?.reason as DOMException),
          );
        });
      case 'reset':
        return Promise.reject(new TypeError('connection reset by peer'));
    }
  };
  return { fetch, calls, accepted };
}

async function setUp(steps: Step[]) {
  await db.exec(
    'truncate public.leads, public.lead_revisions, public.lead_events, public.newsletter_subscriptions',
  );
  const resend = scriptedResend(steps);
  const clock = testClock();
  const transport = createResendTransport({
    apiKey: 're_test',
    apiUrl: 'https://api.resend.test',
    fetch: resend.fetch,
    timeoutMs: 50,
  });
  const test = testDeps({ store, transport, now: clock.now }, db);
  return { ...test, resend, clock };
}

const faults: [Step, string][] = [
  ['fail-500', 'Resend API answered 500 (internal_server_error)'],
  ['rate-limited', 'Resend API answered 429 (rate_limit_exceeded)'],
  ['hang', 'timeout'],
  ['reset', 'network error (connection refused or reset)'],
];

for (const [fault, cause] of faults) {
  test(`provider ${fault}: 200 to the visitor, pending, delivered by a retry pass once`, async () => {
    const { deps, leads, resend, clock } = await setUp([fault, 'ok']);
    const response = await handleRequest(post(bodyOf('application')), deps);
    assertEquals(response.status, 200);
    assertEquals(await response.json(), { ok: true });

    const [lead] = await leads();
    assert(lead, 'the lead is stored');
    assertEquals([lead.notification_state, lead.attempts, lead.last_error], ['pending', 1, cause]);
    assertEquals(resend.accepted.length, 0);

    // A pass before the lead is due leaves it alone.
    assertEquals((await deliverPending(deps)).attempted, 0);
    // 10 s × 2^0, jitter 0.75 → 7.5 s; a 429 asked for 120 s.
    clock.advance(fault === 'rate-limited' ? 60_000 : 7_500);
    assertEquals((await deliverPending(deps)).attempted, fault === 'rate-limited' ? 0 : 1);
    if (fault === 'rate-limited') {
      clock.advance(60_000);
      assertEquals((await deliverPending(deps)).attempted, 1);
    }

    const [after] = await leads();
    assertEquals([after?.notification_state, after?.attempts], ['delivered', 2]);
    assertEquals(resend.accepted, [`lead-${lead.id}`]);
    // Both calls carried the same key, derived from the lead.
    assertEquals(
      resend.calls.map((call) => call.key),
      [`lead-${lead.id}`, `lead-${lead.id}`],
    );
    // Further passes send nothing more.
    clock.advance(3_600_000);
    assertEquals((await deliverPending(deps)).attempted, 0);
    assertEquals(resend.calls.length, 2);
  });
}

test('backoff doubles from the base with jitter, caps at the slowest interval', () => {
  const policy = { ...testConfig.retry, alertAfter: 20 };
  const low = () => 0;
  const high = () => 1;
  assertEquals(nextAttemptDelay(1, policy, low), 5_000);
  assertEquals(nextAttemptDelay(1, policy, high), 10_000);
  assertEquals(nextAttemptDelay(4, policy, high), 80_000);
  assertEquals(nextAttemptDelay(15, policy, high), 3_600_000);
  // Retry-After wins when it asks for longer.
  assertEquals(nextAttemptDelay(1, policy, low, 120_000), 120_000);
});

test('after N failures one error line names the lead id only; retries go on slowly', async () => {
  const { deps, leads, logs, resend, clock } = await setUp(Array(7).fill('fail-500') as Step[]);
  const alertAfter = testConfig.retry.alertAfter;
  await handleRequest(post(bodyOf('contact')), deps);
  for (let pass = 1; pass < 7; pass += 1) {
    clock.advance(3_600_000);
    await deliverPending(deps);
  }
  const [lead] = await leads();
  assert(lead);
  assertEquals([lead.notification_state, lead.attempts], ['pending', 7]);
  const alerts = logs.filter((line) => line.includes('ERROR'));
  assertEquals(alerts.length, 1);
  assertIncludes(
    alerts[0] ?? '',
    `lead ${lead.id} still not delivered after ${alertAfter} attempts`,
  );
  // The phone number as typed and as digits: a fragment such as '501' also occurs in lead ids.
  for (const personal of ['Jan', 'Nowak', 'jan@example.pl', '501 202 303', '501202303']) {
    assert(!logs.join('\n').includes(personal), `the log holds ${personal}`);
  }
  // After the alert the interval is the slowest one, jitter aside (at least half of it).
  const [row] = await db.query<{ next_attempt_at: Date }>(
    'select next_attempt_at from public.leads where id = $1',
    [lead.id],
  );
  assert(row && row.next_attempt_at.getTime() - clock.now().getTime() >= 1_800_000);
  clock.advance(3_600_000);
  await deliverPending(deps);
  assertEquals(resend.accepted.length, 1, 'still delivered in the end');
});

test('a first attempt in progress is not taken by a concurrent retry pass', async () => {
  const { deps, leads, resend } = await setUp(['hang']);
  const answer = handleRequest(post(bodyOf('quick-contact')), deps);
  // While the first attempt hangs, a pass finds nothing due: the lead is leased.
  assertEquals((await deliverPending(deps)).attempted, 0);
  assertEquals((await answer).status, 200);
  assertEquals((await leads())[0]?.attempts, 1);
  assertEquals(resend.calls.length, 1);
});

test('the retry entry point needs the secret, then runs a pass', async () => {
  const { deps, resend, clock } = await setUp(['fail-500', 'ok']);
  await handleRequest(post(bodyOf('contact', { message: 'Przez harmonogram.' })), deps);
  clock.advance(60_000);
  const call = (headers: Record<string, string>) =>
    handleRequest(
      new Request(`${testConfig.functionUrl}?deliver`, { method: 'POST', headers }),
      deps,
    );
  assertEquals((await call({ 'x-retry-secret': 'guess' })).status, 401);
  assertEquals((await call({ authorization: 'Bearer anon-key' })).status, 401);
  assertEquals(resend.accepted.length, 0);
  const response = await call({ 'x-retry-secret': testConfig.retrySecret });
  assertEquals(response.status, 200);
  assertEquals(await response.json(), {
    ok: true,
    attempted: 1,
    delivered: 1,
    pending: 0,
    reported: 0,
    events: 0,
    reminded: 0,
    escalated: 0,
    weekly: false,
  });
  assertEquals(resend.accepted.length, 1);
});

test('a sent e-mail whose recording fails is recorded again, never sent again', async () => {
  const { deps, resend, leads } = await setUp(['ok']);
  let failures = 2;
  const flaky = {
    ...deps,
    store: {
      ...deps.store,
      markDelivered: (...args: Parameters<typeof deps.store.markDelivered>) =>
        failures-- > 0 ? Promise.reject(new Error('deadlock')) : deps.store.markDelivered(...args),
      markFailed: () => Promise.reject(new Error('a failed send was never recorded')),
    },
  };
  assertEquals(
    (await handleRequest(post(bodyOf('contact', { message: 'Zapis' })), flaky)).status,
    200,
  );
  assertEquals(resend.accepted.length, 1);
  const [lead] = await leads();
  assertEquals([lead?.notification_state, lead?.attempts], ['delivered', 1]);
});

test('one lead whose failure cannot be recorded does not stop the pass', async () => {
  const { deps, clock, logs, leads } = await setUp(['fail-500', 'fail-500']);
  await handleRequest(post(bodyOf('contact', { message: 'Pierwsza' })), deps);
  await handleRequest(post(bodyOf('contact', { message: 'Druga' })), deps);
  clock.advance(60 * 60_000);
  const delivered: string[] = [];
  const unlucky = {
    ...deps,
    // The first lead's provider fails again and the database refuses to record it.
    transport: {
      send: (mail: LeadMail) => {
        if (mail.text.includes('Pierwsza')) return Promise.reject(new Error('provider down'));
        delivered.push(mail.text);
        return Promise.resolve();
      },
    },
    store: { ...deps.store, markFailed: () => Promise.reject(new Error('row locked')) },
  };
  const result = await deliverPending(unlucky);
  assertEquals([result.attempted, result.delivered], [2, 1]);
  assertEquals(delivered.length, 1);
  assertIncludes(logs.join('\n'), 'was not recorded');
  assertEquals((await leads()).map((lead) => lead.notification_state).sort(), [
    'delivered',
    'pending',
  ]);
});

test('a retry pass sends two at a time (Resend allows 2 requests per second)', async () => {
  const { deps, clock } = await setUp(Array(5).fill('fail-500') as Step[]);
  // Five leads: the most one client may send in the rate window.
  for (let i = 0; i < 5; i += 1) {
    await handleRequest(post(bodyOf('contact', { message: `Wiadomość ${i}` })), deps);
  }
  let inFlight = 0;
  let most = 0;
  let started = 0;
  const waiting: (() => void)[] = [];
  const transport = {
    // Each send waits for a second one to start (the fifth, last one has no partner), so the
    // count shows how many the pass runs side by side; a time limit ends a wait that never ends.
    async send() {
      started += 1;
      inFlight += 1;
      most = Math.max(most, inFlight);
      if (inFlight < 2 && started < 5) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 2000);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      } else {
        for (const release of waiting.splice(0)) release();
      }
      inFlight -= 1;
    },
  };
  clock.advance(60_000);
  const result = await deliverPending({ ...deps, transport });
  assertEquals([result.attempted, result.delivered, result.pending], [5, 5, 0]);
  assertEquals(most, 2);
});
