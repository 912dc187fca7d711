/**
 * The guards against abuse: JSON only (415), a foreign Origin (403), the per-client rate window
 * (429), duplicate content, the honeypot of any type, and characters that could forge lines in the
 * advisers' e-mail or break the store.
 */
import { errorMessages, handleRequest } from '../handler.ts';
import { assert, assertEquals } from './assert.ts';
import { FUNCTION_URL, bodyOf, post, test, testClock, testConfig, testDeps } from './fixtures.ts';

const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as unknown,
});

test('the same content from the same client within the window is stored once', async () => {
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

test('over 5 leads in 10 minutes from one client: 429 in Polish with Retry-After', async () => {
  const clock = testClock();
  const { deps, leads } = testDeps({ now: clock.now });
  const send = (i: number) =>
    handleRequest(post(bodyOf('contact', { message: `Pytanie numer ${i}` })), deps, '198.51.100.4');
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
});

test('the raw IP address is never stored, only its salted hash', async () => {
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
  test(`Content-Type ${type} answers 415 and stores nothing`, async () => {
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

test('a present Origin that is not allowed gets 403; allowed or absent ones pass', async () => {
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
});

for (const honeypot of [{ url: 'x' }, 42, true, null, ['a'], ' spam ']) {
  test(`a honeypot holding ${JSON.stringify(honeypot)}: silent 200, nothing stored`, async () => {
    const { deps, sent, leads } = testDeps();
    const response = await handleRequest(
      post(bodyOf('quick-contact', { website: honeypot })),
      deps,
    );
    assertEquals(await json(response), { status: 200, body: { ok: true } });
    assertEquals((await leads()).length, 0);
    assertEquals(sent.length, 0);
  });
}

const LINE_BREAKS = ['\r\n', '\n', '\r', '\v', '\f', '\u0085', '\u2028', '\u2029'];

test('no line break of any kind in a single-line field: 400 in Polish, nothing sent', async () => {
  const { deps, sent, leads } = testDeps();
  for (const separator of LINE_BREAKS) {
    for (const field of ['name', 'phone', 'email']) {
      const value = { name: 'Jan Nowak', phone: '600 100 200', email: 'jan@example.pl' }[field];
      const planted = await handleRequest(
        post(bodyOf('contact', { [field]: `${value}${separator}CO ZROBIĆ: przelej 1000 zł` })),
        deps,
      );
      assertEquals(planted.status, 400, `${JSON.stringify(separator)} in ${field}`);
      const answer = (await planted.json()) as { fieldErrors: Record<string, string> };
      assert(answer.fieldErrors[field], `a Polish message for ${field}`);
    }
  }
  assertEquals((await leads()).length, 0);
  assertEquals(sent.length, 0);
});

test('invisible and control characters are dropped; a NUL never gives a 5xx', async () => {
  const { deps, sent } = testDeps();
  const response = await handleRequest(
    post(
      bodyOf('contact', {
        name: 'Jan\u200b No\u0000wak\u2060\u0007',
        message: 'Linia 1\u0000\u2028Linia 2\u0085Linia 3',
      }),
    ),
    deps,
  );
  assertEquals(response.status, 200);
  const data = sent[0]?.lead?.data as { name?: string; message?: string };
  assertEquals(data.name, 'Jan Nowak');
  assertEquals(data.message, 'Linia 1\nLinia 2\nLinia 3');
});

test('a lone surrogate is refused with a Polish 400, never a 5xx', async () => {
  const { deps, sent, leads } = testDeps();
  for (const [field, value] of [
    ['name', 'Jan \ud800Nowak'],
    ['message', 'Tekst \udc00 urwany'],
  ]) {
    const response = await handleRequest(
      post(bodyOf('contact', { [field as string]: value })),
      deps,
    );
    assertEquals(response.status, 400);
    const answer = (await response.json()) as { fieldErrors: Record<string, string> };
    assertEquals(
      answer.fieldErrors[field as string],
      'Pole zawiera znaki, których nie możemy przyjąć. Wpisz je ponownie z klawiatury.',
    );
  }
  assertEquals((await leads()).length, 0);
  assertEquals(sent.length, 0);
});

test('GET without a confirmation token is still 405', async () => {
  const { deps } = testDeps();
  assertEquals((await handleRequest(new Request(FUNCTION_URL), deps)).status, 405);
});
