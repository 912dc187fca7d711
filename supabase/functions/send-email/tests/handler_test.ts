import { MAX_BODY_BYTES, messages, type LeadKind } from '../../_shared/lead-schema.ts';
import { errorMessages, handleRequest } from '../handler.ts';
import { assert, assertEquals, assertExcludes, assertIncludes } from './assert.ts';
import { FUNCTION_URL, bodyOf, db, leadKinds, post, test, testDeps } from './fixtures.ts';

function assertCors(response: Response, origin = '*') {
  assertEquals(response.headers.get('access-control-allow-origin'), origin, 'Allow-Origin');
  assertEquals(response.headers.get('access-control-allow-methods'), 'POST, OPTIONS');
  const allowed = response.headers.get('access-control-allow-headers') ?? '';
  for (const header of ['authorization', 'x-client-info', 'apikey', 'content-type']) {
    assertIncludes(allowed, header, 'Allow-Headers');
  }
  assert(Number(response.headers.get('access-control-max-age')) > 0, 'Max-Age');
}

async function errorOf(response: Response): Promise<{ error: string; fieldErrors?: object }> {
  assertEquals(response.headers.get('content-type'), 'application/json; charset=utf-8');
  return (await response.json()) as { error: string; fieldErrors?: object };
}

test('OPTIONS preflight answers 204 with the CORS headers supabase-js needs', async () => {
  const { deps, sent } = testDeps();
  const response = await handleRequest(
    new Request(FUNCTION_URL, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
      },
    }),
    deps,
  );
  assertEquals(response.status, 204);
  assertEquals(await response.text(), '');
  assertCors(response);
  assertEquals(sent.length, 0);
});

test('a listed origin is answered with itself, any other with the first listed', async () => {
  const allowedOrigins = ['http://localhost:4173', 'http://localhost:5173'];
  const { deps } = testDeps({ config: { ...testDeps().deps.config, allowedOrigins } });
  const preflight = (origin: string) =>
    handleRequest(new Request(FUNCTION_URL, { method: 'OPTIONS', headers: { origin } }), deps);
  const dev = await preflight('http://localhost:5173');
  assertCors(dev, 'http://localhost:5173');
  assertEquals(dev.headers.get('vary'), 'Origin');
  assertCors(await preflight('https://evil.example'), 'http://localhost:4173');
});

for (const method of ['GET', 'PUT', 'DELETE']) {
  test(`${method} answers 405 with Allow, CORS and a Polish message`, async () => {
    const { deps, sent } = testDeps();
    const response = await handleRequest(new Request(FUNCTION_URL, { method }), deps);
    assertEquals(response.status, 405);
    assertEquals(response.headers.get('allow'), 'POST, OPTIONS');
    assertCors(response);
    assertEquals(await errorOf(response), { error: errorMessages.methodNotAllowed });
    assertEquals(sent.length, 0);
  });
}

/** A JSON-looking body of `size` bytes (a valid lead padded with a long message). */
const bigBody = (size: number) => {
  const start = JSON.stringify(bodyOf('contact', { message: '' })).replace('"message":""', '');
  const padding = size - start.length - '"message":"",'.length;
  return start.replace('{', `{"message":"${'x'.repeat(padding)}",`);
};

test('a 65 KB body with its Content-Length answers 413 and sends nothing', async () => {
  const { deps, sent } = testDeps();
  const body = bigBody(65 * 1024);
  assertEquals(new TextEncoder().encode(body).length, 65 * 1024);
  const response = await handleRequest(post(body, { 'content-length': String(body.length) }), deps);
  assertEquals(response.status, 413);
  assertCors(response);
  assertEquals(await errorOf(response), { error: errorMessages.tooLarge });
  assertEquals(sent.length, 0);
});

/** A request whose body arrives in 4 KB chunks, with no Content-Length; `pulled()` counts bytes. */
function streamedPost(body: string) {
  const bytes = new TextEncoder().encode(body);
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + 4096));
      offset += 4096;
    },
  });
  const request = new Request(FUNCTION_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: stream,
  });
  assertEquals(request.headers.get('content-length'), null);
  return { request, pulled: () => offset, size: bytes.length };
}

test('a 65 KB body streamed without Content-Length answers 413', async () => {
  const { deps, sent } = testDeps();
  const response = await handleRequest(streamedPost(bigBody(65 * 1024)).request, deps);
  assertEquals(response.status, 413);
  assertCors(response);
  assertEquals(await errorOf(response), { error: errorMessages.tooLarge });
  assertEquals(sent.length, 0);
});

test('a streamed 1 MB body is not read past the limit', async () => {
  const { deps } = testDeps();
  const streamed = streamedPost(bigBody(1024 * 1024));
  const response = await handleRequest(streamed.request, deps);
  assertEquals(response.status, 413);
  await response.body?.cancel();
  assert(streamed.pulled() <= MAX_BODY_BYTES + 3 * 4096, `read ${streamed.pulled()} bytes`);
});

test('a Content-Length that understates a 65 KB body does not get it through', async () => {
  const { deps, sent } = testDeps();
  const response = await handleRequest(post(bigBody(65 * 1024), { 'content-length': '100' }), deps);
  assertEquals(response.status, 413);
  assertEquals(sent.length, 0);
});

test('a body of exactly the limit is read and validated, not refused for size', async () => {
  const { deps, sent } = testDeps();
  const response = await handleRequest(post(bigBody(MAX_BODY_BYTES)), deps);
  // The padded message passes 5000 characters, so the schema refuses it: 400, not 413.
  assertEquals(response.status, 400);
  assertEquals(sent.length, 0);
});

for (const [label, body] of [
  ['malformed JSON', '{"name": "Anna",'],
  ['an empty body', ''],
  ['invalid UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
] as const) {
  test(`${label} answers 400 with the Polish message and no field errors`, async () => {
    const { deps, sent } = testDeps();
    const request = new Request(FUNCTION_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const response = await handleRequest(request, deps);
    assertEquals(response.status, 400);
    assertCors(response);
    assertEquals(await errorOf(response), { error: messages.invalidBody, fieldErrors: {} });
    assertEquals(sent.length, 0);
  });
}

const noSituation = Object.fromEntries(
  Object.keys(bodyOf('application').selectedSituations as object).map((key) => [key, false]),
);

const invalid: [string, LeadKind, Record<string, unknown>, string, string][] = [
  ['quick contact without a name', 'quick-contact', { name: '  ' }, 'name', messages.nameRequired],
  [
    'quick contact without consent',
    'quick-contact',
    { consent: false },
    'consent',
    messages.consentProcessing,
  ],
  [
    'application with a bad e-mail',
    'application',
    { email: 'anna@' },
    'email',
    messages.emailInvalid,
  ],
  [
    'application with no situation',
    'application',
    { selectedSituations: noSituation },
    'selectedSituations',
    messages.situationRequired,
  ],
  [
    'application with files but no document consent',
    'application',
    { consentDocuments: false },
    'consentDocuments',
    messages.consentDocuments,
  ],
  [
    'application with a debt in words',
    'application',
    { debt: 'sto tysięcy' },
    'debt',
    messages.debtDigits,
  ],
  [
    'analysis without the processing consent',
    'analysis',
    { consentProcessing: false },
    'consentProcessing',
    messages.consentBoth,
  ],
  [
    'analysis without the documents consent',
    'analysis',
    { consentDocuments: false },
    'consentDocuments',
    messages.consentBoth,
  ],
  ['analysis without a phone', 'analysis', { phone: ' ' }, 'phone', messages.phoneRequired],
  ['contact without a message', 'contact', { message: '' }, 'message', messages.messageRequired],
  ['contact without an e-mail', 'contact', { email: '' }, 'email', messages.emailRequired],
  ['quick lead without a phone', 'quick-lead', { phone: '' }, 'phone', messages.phoneRequired],
  [
    'newsletter without consent',
    'newsletter',
    { consentMarketing: false },
    'consentMarketing',
    messages.newsletterConsent,
  ],
  ['an unknown form', 'contact', { formType: 'order' }, 'formType', 'Nieznany rodzaj formularza.'],
];

for (const [label, kind, changes, field, message] of invalid) {
  test(`400 with a Polish field error: ${label}`, async () => {
    const { deps, sent } = testDeps();
    const response = await handleRequest(post(bodyOf(kind, changes)), deps);
    assertEquals(response.status, 400);
    assertCors(response);
    const body = (await errorOf(response)) as {
      error: string;
      fieldErrors: Record<string, string>;
    };
    assertEquals(body.error, messages.invalidBody);
    assertEquals(body.fieldErrors[field], message, `fieldErrors.${field}`);
    assertEquals(sent.length, 0);
  });
}

test('a field missing from the body is reported under its own name', async () => {
  const { deps, sent } = testDeps();
  const response = await handleRequest(post(bodyOf('analysis', { phone: undefined })), deps);
  assertEquals(response.status, 400);
  const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string> };
  assertEquals(Object.keys(fieldErrors), ['phone']);
  assertEquals(sent.length, 0);
});

test('the analysis form without both consents names both fields', async () => {
  const { deps } = testDeps();
  const response = await handleRequest(
    post(bodyOf('analysis', { consentProcessing: false, consentDocuments: false })),
    deps,
  );
  const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string> };
  assertEquals(fieldErrors, {
    consentProcessing: messages.consentBoth,
    consentDocuments: messages.consentBoth,
  });
});

const subjects: Record<LeadKind, string> = {
  'quick-contact': 'Nowe zgłoszenie: Szybki kontakt – Anna Kowalska',
  application: 'Nowe zgłoszenie: Wniosek online – Katarzyna Wiśniewska',
  analysis: 'Nowe zgłoszenie: Bezpłatna analiza finansowa – Piotr Zieliński',
  contact: 'Nowe zgłoszenie: Formularz kontaktowy – Jan Nowak',
  'quick-lead': 'Nowe zgłoszenie: Szybkie zgłoszenie – prośba o telefon – Ewa Lewandowska',
  newsletter: 'Nowe zgłoszenie: Zapis do newslettera – czytelnik@example.pl',
  calculator: 'Nowe zgłoszenie: Kalkulator konsolidacji – wyślij wyliczenie doradcy – Marek Wójcik',
};

for (const kind of leadKinds.filter((kind) => kind !== 'newsletter')) {
  test(`a valid ${kind} lead answers 200 and is sent once to the advisers`, async () => {
    const { deps, sent } = testDeps();
    const response = await handleRequest(post(bodyOf(kind)), deps);
    assertEquals(response.status, 200);
    assertCors(response);
    assertEquals(await response.json(), { ok: true });
    assertEquals(sent.length, 1);
    const mail = sent[0];
    assert(mail);
    assertEquals(mail.lead?.kind, kind);
    assertEquals(mail.subject, subjects[kind]);
    assertEquals(mail.to, ['doradcy@spokojnarata.pl']);
    assertEquals(mail.from, 'Formularz <formularz@spokojnarata.pl>');
    assertEquals(mail.receivedAt.toISOString(), '2026-11-21T20:03:05.000Z');
    assertIncludes(mail.text, '21.11.2026 (sobota), godz. 21:03:05');
    assertIncludes(mail.html, '<!doctype html>');
  });
}

test('recipient, sender and subject in the body are ignored', async () => {
  const { deps, sent } = testDeps();
  const body = bodyOf('contact', {
    to: 'evil@example.com',
    from: 'ceo@bank.example',
    subject: 'Wygrałeś!',
    replyTo: 'evil@example.com',
  });
  assertEquals((await handleRequest(post(body), deps)).status, 200);
  const mail = sent[0];
  assert(mail);
  assertEquals(mail.to, ['doradcy@spokojnarata.pl']);
  assertEquals(mail.from, 'Formularz <formularz@spokojnarata.pl>');
  assertEquals(mail.subject, subjects.contact);
  assertEquals(mail.replyTo, 'jan@example.pl');
  assertExcludes(JSON.stringify(mail), 'evil@example.com');
});

test('the attribution reaches the e-mail; a resend with another one is the same lead', async () => {
  const { deps, sent, leads } = testDeps();
  const submissionId = crypto.randomUUID();
  const attribution = {
    source: 'google',
    medium: 'cpc',
    campaign: 'kampania-x',
    referrer: 'https://www.google.com/',
    landingPage: '/kredyt-dla-lekarza',
    clickIds: { gclid: 'Cj0KCQiA-abc_123' },
  };
  const body = bodyOf('contact', { submissionId, attribution });
  assertEquals((await handleRequest(post(body), deps)).status, 200);
  assertIncludes(
    sent[0]?.text ?? '',
    'Źródło: google / cpc / kampania-x (wejście: /kredyt-dla-lekarza)',
  );
  // From another page of the site the tags may differ: still the same lead, no correction e-mail.
  const again = { ...body, attribution: { ...attribution, landingPage: '/kontakt' } };
  assertEquals((await handleRequest(post(again), deps)).status, 200);
  assertEquals(sent.length, 1);
  const [stored] = await db.query<{ attribution: unknown }>(
    `select payload->'attribution' as attribution from public.leads where id = $1`,
    [(await leads())[0]?.id],
  );
  assertEquals(stored?.attribution, attribution);
});

test('the survey is stored anonymously and e-mails nobody; an empty one is not stored', async () => {
  const { deps, sent } = testDeps();
  const answer = { formType: 'survey', experience: 'negative', additionalFeedback: 'Za długo.' };
  const response = await handleRequest(post(answer), deps);
  assertEquals(response.status, 200);
  assertEquals(await response.json(), { ok: true });
  assertEquals(sent.length, 0);
  const count = async () =>
    (
      await db.query<{ count: number }>(
        `select count(*)::int as count from public.survey_answers where feedback = 'Za długo.'`,
      )
    )[0]?.count;
  assertEquals(await count(), 1);
  const empty = await handleRequest(post({ formType: 'survey', additionalFeedback: ' ' }), deps);
  assertEquals(empty.status, 200);
  const invalid = await handleRequest(post({ ...answer, experience: 'wow' }), deps);
  assertEquals(invalid.status, 400);
  assertEquals(await count(), 1);
});

test('a survey answer the store cannot take answers 503 with Retry-After', async () => {
  const { deps, logs } = testDeps();
  const broken = {
    ...deps,
    store: { ...deps.store, receiveSurvey: () => Promise.reject(new Error('connection lost')) },
  };
  const response = await handleRequest(
    post({ formType: 'survey', experience: 'positive' }),
    broken,
  );
  assertEquals(response.status, 503);
  assertEquals(response.headers.get('retry-after'), '5');
  assertEquals(await errorOf(response), { error: errorMessages.storeUnavailable });
  assertIncludes(logs.join('\n'), 'survey answer was not stored');
});

test('a filled honeypot answers 200 and sends nothing', async () => {
  const { deps, sent, logs } = testDeps();
  const response = await handleRequest(
    post(bodyOf('quick-contact', { website: 'http://spam.example' })),
    deps,
  );
  assertEquals(response.status, 200);
  assertEquals(await response.json(), { ok: true });
  assertEquals(sent.length, 0);
  assertEquals(logs.length, 1);
});

test('a honeypot filled on an invalid body still answers 200 (bots learn nothing)', async () => {
  const { deps, sent } = testDeps();
  const response = await handleRequest(post({ website: 'x', formType: 'contact' }), deps);
  assertEquals(response.status, 200);
  assertEquals(sent.length, 0);
});

test('a failing transport still answers 200: the lead is stored, pending, cause logged', async () => {
  const { deps, logs, leads } = testDeps({
    transport: { send: () => Promise.reject(new Error('SMTP 451 mailbox busy at 10.0.0.7')) },
  });
  const response = await handleRequest(post(bodyOf('application')), deps);
  assertEquals(response.status, 200);
  assertCors(response);
  assertEquals(await response.json(), { ok: true });
  const [lead, ...others] = await leads();
  assertEquals(others.length, 0);
  assertEquals(lead?.notification_state, 'pending');
  assertEquals(lead?.attempts, 1);
  // The log and the row name the lead and the error's kind, never its message (it may hold data).
  assertEquals(logs.length, 1);
  assertIncludes(logs[0] ?? '', `lead ${lead?.id} (application) failed: Error`);
  assertExcludes(logs[0] ?? '', '10.0.0.7');
  assertEquals(lead?.last_error, 'Error');
});

test('an unexpected error answers 500 with CORS and a Polish message', async () => {
  const { deps, logs } = testDeps({
    now: () => {
      throw new Error('clock broke');
    },
  });
  const response = await handleRequest(post(bodyOf('contact')), deps);
  assertEquals(response.status, 500);
  assertCors(response);
  assertEquals(await errorOf(response), { error: errorMessages.unexpected });
  // Where it broke, never the message text (a library's message can quote the visitor's data).
  assertIncludes(logs.join('\n'), 'send-email: unexpected error: Error at ');
  assertEquals(logs.join('\n').includes('clock broke'), false);
});

test('every error status carries the CORS headers', async () => {
  const broken = testDeps({
    now: () => {
      throw new Error('x');
    },
  });
  const cases: [number, Request, ReturnType<typeof testDeps>['deps']][] = [
    [400, post('{'), testDeps().deps],
    [405, new Request(FUNCTION_URL, { method: 'PATCH' }), testDeps().deps],
    [413, post(bigBody(65 * 1024)), testDeps().deps],
    [500, post(bodyOf('contact')), broken.deps],
    [415, post(bodyOf('contact'), { 'content-type': 'text/plain' }), testDeps().deps],
  ];
  for (const [status, request, deps] of cases) {
    const response = await handleRequest(request, deps);
    assertEquals(response.status, status);
    assertCors(response);
    await response.body?.cancel();
  }
});
