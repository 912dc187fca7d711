import { handleRequest } from '../handler.ts';
import { createResendTransport } from '../resend.ts';
import { assert, assertEquals, assertExcludes, assertIncludes } from './assert.ts';
import { bodyOf, post, test, testDeps } from './fixtures.ts';

interface Recorded {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  body: Record<string, unknown>;
}

/** A stand-in for api.resend.com on 127.0.0.1 that records each request. */
async function withFakeResend(
  answer: () => Response,
  run: (apiUrl: string, recorded: Recorded[]) => Promise<void>,
) {
  const recorded: Recorded[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (req) => {
    recorded.push({
      method: req.method,
      path: new URL(req.url).pathname,
      authorization: req.headers.get('authorization'),
      contentType: req.headers.get('content-type'),
      body: (await req.json()) as Record<string, unknown>,
    });
    return answer();
  });
  try {
    await run(`http://127.0.0.1:${server.addr.port}`, recorded);
  } finally {
    await server.shutdown();
  }
}

const resendDeps = (apiUrl: string) =>
  testDeps({ transport: createResendTransport({ apiKey: 're_test_123', apiUrl }) });

test('resend: POST /emails with the bearer key and the whole notification', () =>
  withFakeResend(
    () => Response.json({ id: 'email-1' }),
    async (apiUrl, recorded) => {
      const { deps } = resendDeps(apiUrl);
      const response = await handleRequest(post(bodyOf('application')), deps);
      assertEquals(response.status, 200);
      assertEquals(await response.json(), { ok: true });

      assertEquals(recorded.length, 1);
      const [request] = recorded;
      assert(request);
      assertEquals(request.method, 'POST');
      assertEquals(request.path, '/emails');
      assertEquals(request.authorization, 'Bearer re_test_123');
      assertEquals(request.contentType, 'application/json');
      const body = request.body;
      assertEquals(Object.keys(body).sort(), [
        'from',
        'headers',
        'html',
        'reply_to',
        'subject',
        'text',
        'to',
      ]);
      // The first e-mail about the lead starts its conversation.
      assert(
        /^<lead-[0-9a-f-]{36}@spokojnarata\.pl>$/.test(
          (body.headers as Record<string, string>)['Message-ID'] ?? '',
        ),
      );
      assertEquals(body.from, 'Formularz <formularz@spokojnarata.pl>');
      assertEquals(body.to, ['doradcy@spokojnarata.pl']);
      assertEquals(body.subject, 'Nowe zgłoszenie: Wniosek online – Katarzyna Wiśniewska');
      assertEquals(body.reply_to, 'katarzyna@example.pl');
      assertIncludes(String(body.text), 'Dochód netto: 5 200 zł');
      assertIncludes(String(body.html), '<li>Chwilówki</li>');
    },
  ));

test('resend: the quick lead is sent without reply_to', () =>
  withFakeResend(
    () => Response.json({ id: 'email-2' }),
    async (apiUrl, recorded) => {
      const { deps } = resendDeps(`${apiUrl}/`);
      assertEquals((await handleRequest(post(bodyOf('quick-lead')), deps)).status, 200);
      assertEquals(recorded[0]?.path, '/emails');
      assertEquals('reply_to' in (recorded[0]?.body ?? {}), false);
    },
  ));

test('resend: a 500 from the API still answers 200; the status goes to the log', () =>
  withFakeResend(
    () =>
      Response.json({ name: 'internal_server_error', message: 'boom at node 7' }, { status: 500 }),
    async (apiUrl) => {
      const { deps, logs, leads } = resendDeps(apiUrl);
      const response = await handleRequest(post(bodyOf('contact')), deps);
      assertEquals(response.status, 200);
      assertEquals(response.headers.get('access-control-allow-origin'), '*');
      assertEquals(await response.json(), { ok: true });
      assertIncludes(logs.join('\n'), 'Resend API answered 500 (internal_server_error)');
      assertExcludes(logs.join('\n'), 'boom at node 7');
      assertEquals((await leads())[0]?.notification_state, 'pending');
    },
  ));

test('resend: the transport itself throws with the status on a refusal', () =>
  withFakeResend(
    () => Response.json({ message: 'API key is invalid' }, { status: 401 }),
    async (apiUrl) => {
      const transport = createResendTransport({ apiKey: 'wrong', apiUrl });
      const { deps, sent } = testDeps();
      await handleRequest(post(bodyOf('contact')), deps);
      const mail = sent[0];
      assert(mail);
      let error: unknown;
      await transport.send(mail).catch((caught: unknown) => {
        error = caught;
      });
      assert(error instanceof Error, 'the send rejected');
      assertIncludes(error.message, '401');
    },
  ));

test('resend: an unreachable API still answers 200 and keeps the lead pending', async () => {
  const server = Deno.serve(
    { hostname: '127.0.0.1', port: 0, onListen: () => {} },
    () => new Response(),
  );
  const apiUrl = `http://127.0.0.1:${server.addr.port}`;
  await server.shutdown();
  const { deps, logs, leads } = resendDeps(apiUrl);
  const response = await handleRequest(post(bodyOf('contact')), deps);
  assertEquals(response.status, 200);
  await response.body?.cancel();
  assertEquals(logs.length, 1);
  assertIncludes(logs[0] ?? '', 'network error');
  assertEquals((await leads())[0]?.notification_state, 'pending');
});
