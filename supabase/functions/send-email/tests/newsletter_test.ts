/**
 * Newsletter double opt-in: a sign-up stores an unconfirmed subscription and e-mails the
 * SUBSCRIBER (not the advisers) a signed link; the link confirms it and lands on the site's page;
 * a tampered, foreign or expired token lands on the invalid-link page and confirms nothing.
 */
import { handleRequest } from '../handler.ts';
import { assert, assertEquals, assertIncludes } from './assert.ts';
import { SITE_URL, bodyOf, post, store, test, testClock, testDeps } from './fixtures.ts';

const uniqueAddress = () => `czytelnik-${crypto.randomUUID().slice(0, 8)}@example.pl`;

async function signUp(email = uniqueAddress(), clock = testClock()) {
  const test = testDeps({ now: clock.now });
  const response = await handleRequest(post(bodyOf('newsletter', { email })), test.deps);
  assertEquals(response.status, 200);
  const mail = test.sent[0];
  assert(mail, 'a confirmation e-mail was sent');
  const link = /https?:\/\/\S+potwierdz=\S+/.exec(mail.text)?.[0];
  assert(link, 'the e-mail holds the link');
  return { ...test, email, mail, link, clock };
}

const follow = (link: string, deps: ReturnType<typeof testDeps>['deps']) =>
  handleRequest(new Request(link), deps);

test('sign-up → unconfirmed, a Polish e-mail to the subscriber → link → confirmed', async () => {
  const { deps, email, mail, link, sent } = await signUp();
  assertEquals(mail.to, [email]);
  assertEquals(mail.subject, 'Potwierdź zapis do newslettera Spokojna Rata');
  assertIncludes(mail.text, 'potwierdź swój adres e-mail');
  assertEquals(sent.length, 1, 'the advisers get nothing');
  assertEquals((await store.subscription(email))?.confirmedAt, null);

  const response = await follow(link, deps);
  assertEquals(response.status, 303);
  assertEquals(response.headers.get('location'), `${SITE_URL}/newsletter/potwierdzony`);
  assert((await store.subscription(email))?.confirmedAt instanceof Date, 'confirmed');
  // Following it again is fine, and a second sign-up of a confirmed address sends nothing.
  assertEquals(
    (await follow(link, deps)).headers.get('location'),
    `${SITE_URL}/newsletter/potwierdzony`,
  );
  const again = testDeps();
  await handleRequest(post(bodyOf('newsletter', { email: email.toUpperCase() })), again.deps);
  assertEquals(again.sent.length, 0);
});

test('a tampered or foreign token lands on link-niewazny and confirms nothing', async () => {
  const { deps, email, link } = await signUp();
  const url = new URL(link);
  const token = url.searchParams.get('potwierdz') ?? '';
  const [id, expires, signature] = token.split('.');
  const variants = [
    `${id}.${Number(expires) + 86_400}.${signature}`, // a later expiry
    `${crypto.randomUUID()}.${expires}.${signature}`, // someone else's subscription
    `${id}.${expires}.${signature?.slice(0, -2)}AA`, // a forged signature
    'nonsense',
    '',
  ];
  for (const variant of variants) {
    url.searchParams.set('potwierdz', variant);
    const response = await follow(url.toString(), deps);
    assertEquals(response.status, 303);
    assertEquals(response.headers.get('location'), `${SITE_URL}/newsletter/link-niewazny`);
  }
  // A token signed with another LEADS_SECRET is refused too.
  const other = testDeps();
  assertEquals(
    (await follow(link, other.deps)).headers.get('location'),
    `${SITE_URL}/newsletter/link-niewazny`,
  );
  assertEquals((await store.subscription(email))?.confirmedAt, null);
});

test('an expired link (over 7 days) lands on link-niewazny', async () => {
  const { deps, email, link, clock } = await signUp();
  clock.advance(7 * 24 * 3_600_000 + 1000);
  const response = await follow(link, deps);
  assertEquals(response.headers.get('location'), `${SITE_URL}/newsletter/link-niewazny`);
  assertEquals((await store.subscription(email))?.confirmedAt, null);
});

test('a good link while the store fails lands on the try-again page, and still works later', async () => {
  const { deps, email, link, logs } = await signUp();
  const broken = {
    ...deps,
    store: {
      ...deps.store,
      confirmSubscription: () => Promise.reject(new Error('connection terminated: anna@x.pl')),
    },
  };
  const response = await follow(link, broken);
  assertEquals(response.status, 303);
  assertEquals(response.headers.get('location'), `${SITE_URL}/newsletter/sprobuj-pozniej`);
  assertEquals(logs.join('\n').includes('anna@x.pl'), false, 'no message text in the log');
  assertEquals((await store.subscription(email))?.confirmedAt, null);
  assertEquals(
    (await follow(link, deps)).headers.get('location'),
    `${SITE_URL}/newsletter/potwierdzony`,
  );
});
