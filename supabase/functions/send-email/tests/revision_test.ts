/**
 * A submission id names one submission with its latest content: the same body again is a no-op;
 * a corrected body updates the stored lead, keeps the earlier version, and tells the advisers
 * (before or after their first e-mail) so that they call the right number.
 */
import { handleRequest } from '../handler.ts';
import { assertEquals, assertIncludes } from './assert.ts';
import { bodyOf, db, post, test, testDeps } from './fixtures.ts';

test('the same body twice: one row, one e-mail, both answered 200', async () => {
  const { deps, sent, leads } = testDeps();
  const body = bodyOf('quick-contact', { submissionId: crypto.randomUUID() });
  // The browser resends after a lost answer, from another address even.
  const answers = [
    await handleRequest(post(body), deps),
    await handleRequest(post(body), deps, '10.9.9.9'),
  ];
  assertEquals(
    answers.map((answer) => answer.status),
    [200, 200],
  );
  assertEquals((await leads()).length, 1);
  assertEquals(sent.length, 1);
});

test('a corrected phone after the e-mail: the lead holds it, the advisers learn it', async () => {
  const { deps, sent, leads } = testDeps();
  const submissionId = crypto.randomUUID();
  const first = bodyOf('application', { submissionId, phone: '602 333 444' });
  assertEquals((await handleRequest(post(first), deps)).status, 200);
  const corrected = { ...first, phone: '602 333 445' };
  assertEquals((await handleRequest(post(corrected), deps)).status, 200);

  const [row] = await leads();
  assertEquals((await leads()).length, 1);
  const [stored] = await db.query<{ phone: string; revision: number; state: string }>(
    `select payload->>'phone' as phone, revision, notification_state as state
       from public.leads where id = $1`,
    [row?.id],
  );
  assertEquals(stored, { phone: '602 333 445', revision: 2, state: 'delivered' });
  const [kept] = await db.query<{ phone: string }>(
    `select payload->>'phone' as phone from public.lead_revisions where lead_id = $1`,
    [row?.id],
  );
  assertEquals(kept?.phone, '602 333 444');

  assertEquals(sent.length, 2);
  const followUp = sent[1];
  // The same conversation: one subject, the follow-up answers the first e-mail.
  assertEquals(followUp?.subject, `Re: ${sent[0]?.subject ?? ''}`);
  assertEquals(sent[0]?.thread, { messageId: `lead-${submissionId}@spokojnarata.pl` });
  assertEquals(followUp?.thread, {
    messageId: `lead-${submissionId}-r2@spokojnarata.pl`,
    follows: `lead-${submissionId}@spokojnarata.pl`,
  });
  assertIncludes(followUp?.text ?? '', 'Poprawione zgłoszenie');
  assertIncludes(followUp?.text ?? '', 'klient poprawił dane po wysłaniu zgłoszenia');
  assertIncludes(followUp?.text ?? '', 'Zmienione: telefon.');
  assertIncludes(followUp?.text ?? '', 'Telefon: 602 333 445');
  // A new e-mail, not a retry of the first: its own idempotency key.
  assertEquals(
    sent.map((mail) => mail.idempotencyKey),
    [`lead-${submissionId}`, `lead-${submissionId}-r2`],
  );
});

test('a correction before the first e-mail went out: one e-mail, with the new details', async () => {
  const failing = { send: () => Promise.reject(new TypeError('connection reset')) };
  const { deps, leads } = testDeps({ transport: failing });
  const submissionId = crypto.randomUUID();
  const first = bodyOf('contact', { submissionId, phone: '501 202 303' });
  await handleRequest(post(first), deps);
  const working = testDeps();
  // The same client (secret) and store; the provider works again.
  const later = { ...deps, transport: working.deps.transport };
  assertEquals((await handleRequest(post({ ...first, phone: '501 202 304' }), later)).status, 200);
  assertEquals(working.sent.length, 1);
  assertIncludes(working.sent[0]?.text ?? '', 'zanim wysłaliśmy powiadomienie');
  assertIncludes(working.sent[0]?.text ?? '', 'Telefon: 501 202 304');
  // Still the first e-mail the advisers get: it starts the conversation.
  assertEquals(working.sent[0]?.thread, { messageId: `lead-${submissionId}@spokojnarata.pl` });
  assertEquals(working.sent[0]?.subject.startsWith('Re:'), false);
  assertEquals((await leads()).length, 1);
});
