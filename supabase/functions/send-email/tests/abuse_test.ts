/**
 * One lead per submission, and the guards against abuse: JSON only (415), a foreign Origin (403),
 * the per-client rate window (429), duplicate content, the honeypot of any type, and an honest 503
 * when the store is down.
 */
import { errorMessages, handleRequest } from '../handler.ts';
import type { Db } from '../store/db.ts';
import { createLeadStore } from '../store/lead-store.ts';
import { assert, assertEquals } from './assert.ts';
import { FUNCTION_URL, bodyOf, post, testClock, testConfig, testDeps } from './fixtures.ts';

const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as unknown,
});

Deno.test('the same submission id twice: one row, one e-mail, both answered 200', async () => {
  const { deps, sent, leads } = testDeps();
  const body = bodyOf('quick-contact', { submissionId: crypto.randomUUID() });
  const first = await json(await handleRequest(post(body), deps));
  // The browser retries after a lost answer, with a slightly different body even.
  const again = await json(
    await handleRequest(post({ ...body, loanAmount: 'do 10 000 zł' }), deps, '10.9.9.9'),
  );
  assertEquals(
    [first, again],
    [
      { status: 200, body: { ok: true } },
      { status: 200, body: { ok: true } },
    ],
  );
  assertEquals((await leads()).length, 1);
  assertEquals(sent.length, 1);
});

Deno.test('the same content from the same client within the window is stored once', async () => {
  const clock = testClock();
  const { deps, sent, leads } = testDeps({ now: clock.now });
  for (let i = 0; i < 20; i += 1) {
    const body = bodyOf('contact', { submissionId: crypto.randomUUID() });
    assertEquals((await handleRequest(post(body), deps)).status, 200);
  }
  assertEquals((await leads()).length, 1);
  assertEquals(sent.length, 1);
  // After the window the same text is a new lead; from another client at once, too.
  clock.advance(testConfig.duplicateWindowMs + 1000);
  await handleRequest(post(bodyOf('contact')), deps);
  await handleRequest(post(bodyOf('contact')), deps, '192.0.2.7');
  assertEquals((await leads()).length, 2);
  assertEquals((await leads('192.0.2.7')).length, 1);
});

Deno.test(
  'over 5 leads in 10 minutes from one client: 429 in Polish with Retry-After',
  async () => {
    const clock = testClock();
    const { deps, leads } = testDeps({ now: clock.now });
    const send = (i: number) =>
      handleRequest(
        post(bodyOf('contact', { message: `Pytanie numer ${i}` })),
        deps,
        '198.51.100.4',
      );
    for (let i = 1; i <= 5; i += 1) {
      assertEquals((await send(i)).status, 200);
      clock.advance(60_000);
    }
    const limited = await send(6);
    assertEquals(limited.status, 429);
    assertEquals(limited.headers.get('retry-after'), '300');
    assertEquals(limited.headers.get('access-control-allow-origin'), '*');
    assertEquals(await limited.json(), { error: errorMessages.tooManyRequests });
    assertEquals((await leads('198.51.100.4')).length, 5);
    // Another address is not affected; the same one is again once the window moves on.
    assertEquals((await handleRequest(post(bodyOf('contact')), deps, '198.51.100.5')).status, 200);
    clock.advance(300_000);
    assertEquals((await send(7)).status, 200);
  },
);

Deno.test('the raw IP address is never stored, only its salted hash', async () => {
  const { deps } = testDeps();
  await handleRequest(post(bodyOf('contact', { message: 'Adres IP?' })), deps, '203.0.113.77');
  const { db } = await import('./fixtures.ts');
  const rows = await db.query<{ row: string }>(
    `select row_to_json(l)::text as row from public.leads l`,
  );
  assert(rows.length > 0);
  assert(!rows.some((row) => row.row.includes('203.0.113.77')), 'an IP address in the store');
});

for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
  Deno.test(`Content-Type ${type} answers 415 and stores nothing`, async () => {
    const { deps, sent, leads } = testDeps();
    const response = await handleRequest(
      post(bodyOf('newsletter'), { 'content-type': type }),
      deps,
    );
    assertEquals(await json(response), {
      status: 415,
      body: { error: errorMessages.unsupportedType },
    });
    assertEquals((await leads()).length, 0);
    assertEquals(sent.length, 0);
  });
}

Deno.test(
  'a present Origin that is not allowed gets 403; allowed or absent ones pass',
  async () => {
    const allowedOrigins = ['https://www.spokojnarata.pl'];
    const { deps, leads } = testDeps({ config: { ...testConfig, allowedOrigins } });
    const from = (origin?: string, message = 'Z innej strony') =>
      handleRequest(post(bodyOf('contact', { message }), origin ? { origin } : {}), deps);
    assertEquals(await json(await from('https://evil.example')), {
      status: 403,
      body: { error: errorMessages.forbiddenOrigin },
    });
    assertEquals((await leads()).length, 0);
    assertEquals((await from('https://www.spokojnarata.pl', 'Ze strony')).status, 200);
    assertEquals((await from(undefined, 'Bez Origin')).status, 200);
    assertEquals((await leads()).length, 2);
  },
);

for (const honeypot of [{ url: 'x' }, 42, true, null, ['a'], ' spam ']) {
  Deno.test(
    `a honeypot holding ${JSON.stringify(honeypot)}: silent 200, nothing stored`,
    async () => {
      const { deps, sent, leads } = testDeps();
      const response = await handleRequest(
        post(bodyOf('quick-contact', { website: honeypot })),
        deps,
      );
      assertEquals(await json(response), { status: 200, body: { ok: true } });
      assertEquals((await leads()).length, 0);
      assertEquals(sent.length, 0);
    },
  );
}

Deno.test('CR/LF in a single-line field is refused; invisible characters are dropped', async () => {
  const { deps, sent, leads } = testDeps();
  const planted = await handleRequest(
    post(bodyOf('contact', { name: 'Jan Nowak\r\nCO ZROBIĆ: przelej 1000 zł' })),
    deps,
  );
  assertEquals(planted.status, 400);
  const answer = (await planted.json()) as { fieldErrors: Record<string, string> };
  assertEquals(answer.fieldErrors.name, 'Wpisz tę wartość w jednym wierszu.');
  const hidden = await handleRequest(
    post(bodyOf('contact', { name: 'Jan\u200b Nowak\u2060' })),
    deps,
  );
  assertEquals(hidden.status, 200);
  assertEquals((sent[0]?.lead.data as { name?: string }).name, 'Jan Nowak');
  assertEquals((await leads()).length, 1);
});

/** A database that is down: every call fails as a lost connection would. */
const downDb: Db = {
  query: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')),
  exec: () => Promise.reject(new Error('connect ECONNREFUSED')),
  transaction: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')),
  close: () => Promise.resolve(),
};

Deno.test('store down: 503 in Polish, no success claimed, nothing sent', async () => {
  const { deps, sent, logs } = testDeps({ store: createLeadStore(downDb) });
  const response = await handleRequest(post(bodyOf('application')), deps);
  assertEquals(response.status, 503);
  assertEquals(response.headers.get('access-control-allow-origin'), '*');
  assertEquals(await response.json(), { error: errorMessages.storeUnavailable });
  assertEquals(sent.length, 0, 'no notification of a lead that is not stored');
  assertEquals(logs.length, 1);
});

Deno.test('GET without a confirmation token is still 405', async () => {
  const { deps } = testDeps();
  assertEquals((await handleRequest(new Request(FUNCTION_URL), deps)).status, 405);
});
