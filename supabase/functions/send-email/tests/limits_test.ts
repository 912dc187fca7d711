/**
 * Limits that protect without hiding: the client's address is the hop the platform appended, never
 * one the visitor wrote, and its limit counts corrections too; every lead with new content reaches
 * the advisers, only true repeats are held and listed in a digest; one newsletter confirmation per
 * mailbox a day.
 */
import { clientAddressOf } from '../client-address.ts';
import { DIGEST_SETTLE_MS } from '../delivery.ts';
import { deliverPending } from '../retry-pass.ts';
import { handleRequest } from '../handler.ts';
import { assert, assertEquals, assertIncludes } from './assert.ts';
import { bodyOf, post, test, testClock, testConfig, testDeps } from './fixtures.ts';

const forwarded = (value: string) => new Headers({ 'x-forwarded-for': value });

test('the client address is the hop the trusted proxy appended, not the first', () => {
  const one = { trustedHops: 1 };
  // The visitor wrote the first hops; Supabase's gateway appended the last.
  assertEquals(
    clientAddressOf(forwarded('203.0.113.9, 198.51.100.7'), '10.0.0.1', one),
    '198.51.100.7',
  );
  assertEquals(clientAddressOf(forwarded('198.51.100.7'), '10.0.0.1', one), '198.51.100.7');
  // Two proxies (a CDN in front of the gateway): the entry the outer one appended.
  const two = { trustedHops: 2 };
  assertEquals(
    clientAddressOf(forwarded('6.6.6.6, 198.51.100.7, 172.16.0.3'), '10.0.0.1', two),
    '198.51.100.7',
  );
  // Fewer entries than trusted proxies, or none: the socket's peer.
  assertEquals(clientAddressOf(forwarded('198.51.100.7'), '10.0.0.1', two), '10.0.0.1');
  assertEquals(clientAddressOf(new Headers(), '10.0.0.1', one), '10.0.0.1');
  // A header the platform sets itself, when configured: its last value.
  const named = { trustedHops: 1, header: 'cf-connecting-ip' };
  const headers = new Headers({ 'cf-connecting-ip': '192.0.2.44', 'x-forwarded-for': '6.6.6.6' });
  assertEquals(clientAddressOf(headers, '10.0.0.1', named), '192.0.2.44');
});

test('twenty leads with a rotating first hop from one client: the rate limit holds', async () => {
  const { deps } = testDeps();
  const statuses: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const headers = forwarded(`203.0.113.${i}, 198.51.100.7`);
    const address = clientAddressOf(headers, '10.0.0.1', { trustedHops: 1 });
    const body = bodyOf('contact', { email: `osoba${i}@example.pl`, message: `Nr ${i}` });
    statuses.push((await handleRequest(post(body), deps, address)).status);
  }
  assertEquals(statuses.filter((status) => status === 200).length, testConfig.rateLimit);
  assertEquals(statuses.filter((status) => status === 429).length, 20 - testConfig.rateLimit);
});

const limited = { ...testConfig, repeatWindowMs: 24 * 3_600_000 };

test('the same content from ten clients: one e-mail, the nine repeats in one digest', async () => {
  const clock = testClock();
  const { deps, sent } = testDeps({ config: limited, now: clock.now });
  const body = bodyOf('contact', { email: 'powtorki@example.pl', message: 'Proszę o telefon.' });
  for (let i = 0; i < 10; i += 1) {
    assertEquals((await handleRequest(post(body), deps, `192.0.2.${i}`)).status, 200);
  }
  assertEquals(sent.length, 1);
  // A pass before the repeats have settled sends nothing; the next one the digest, once.
  clock.advance(DIGEST_SETTLE_MS - 60_000);
  assertEquals((await deliverPending(deps)).reported, 0);
  clock.advance(60_000);
  assertEquals((await deliverPending(deps)).reported, 9);
  assertEquals((await deliverPending(deps)).reported, 0);
  assertEquals(sent.length, 2);
  assertIncludes(sent[1]?.subject ?? '', 'Powtórzone zgłoszenia (9)');
  assertEquals(sent[1]?.to, limited.emailTo);
  assertEquals(sent[1]?.text.match(/Formularz kontaktowy\n/g)?.length, 9);
});

test("twenty people who share one phone, and one person's four forms: every one e-mailed", async () => {
  const { deps, sent } = testDeps({ config: limited });
  for (let i = 0; i < 20; i += 1) {
    const body = bodyOf('quick-contact', {
      name: `Osoba ${i}`,
      email: `adres${i}@example.pl`,
      phone: '+48 699 000 111',
    });
    assertEquals((await handleRequest(post(body), deps, `192.0.2.${i}`)).status, 200);
  }
  assertEquals(sent.length, 20);
  const person = { name: 'Anna Kowalska', email: 'anna.k@example.pl', phone: '601 234 567' };
  const forms = [
    bodyOf('quick-contact', person),
    bodyOf('calculator', { name: person.name, phone: person.phone }),
    bodyOf('analysis', person),
    bodyOf('application', person),
  ];
  for (const body of forms) await handleRequest(post(body), deps, '198.51.100.20');
  assertEquals(sent.length, 24);
});

test('corrections count against the client limit: 6 ids × 21 changes, five e-mails', async () => {
  const { deps, sent } = testDeps();
  const statuses: number[] = [];
  for (let id = 0; id < 6; id += 1) {
    const submissionId = crypto.randomUUID();
    for (let change = 0; change < 21; change += 1) {
      const body = bodyOf('contact', { submissionId, message: `Poprawka ${change}` });
      statuses.push((await handleRequest(post(body), deps, '203.0.113.50')).status);
    }
  }
  // Five accepted (one new lead, four corrections); a later id's first content equal to what the
  // client sent already is a duplicate, answered as sent; the rest 429.
  assertEquals(sent.length, testConfig.rateLimit);
  assert(statuses.filter((status) => status === 429).length >= 6 * 21 - 2 * testConfig.rateLimit);
});

test('a newsletter mailbox gets one confirmation a day, however the sign-up is sent', async () => {
  const { deps, sent } = testDeps({ config: { ...testConfig, rateLimit: 0 } });
  // Eight sign-ups for one address from eight clients: answered as if sent, one e-mail.
  for (let i = 0; i < 8; i += 1) {
    const body = bodyOf('newsletter', { email: 'ofiara@example.pl' });
    assertEquals((await handleRequest(post(body), deps, `198.51.100.${i}`)).status, 200);
  }
  // One sign-up re-posted twelve times with its fields changed.
  const submissionId = crypto.randomUUID();
  for (let i = 0; i < 12; i += 1) {
    const email = i % 2 ? `Ofiara+${i}@Example.pl` : 'ofiara@example.pl';
    const body = bodyOf('newsletter', { email, submissionId, pageName: `Strona ${i}` });
    await handleRequest(post(body), deps, '198.51.100.99');
  }
  // Eight spellings of one Gmail mailbox.
  const gmail = ['jan.nowak', 'jannowak', 'j.a.n.nowak', 'Jan.Nowak', 'jan.nowak+a', 'jannowak+b'];
  const spellings = [
    ...gmail.map((local) => `${local}@gmail.com`),
    'jan.nowak@googlemail.com',
    'JANNOWAK@GMAIL.COM',
  ];
  for (const [i, email] of spellings.entries()) {
    await handleRequest(post(bodyOf('newsletter', { email })), deps, `192.0.2.${i}`);
  }
  assertEquals(
    sent.map((mail) => mail.to[0]),
    ['ofiara@example.pl', 'jan.nowak@gmail.com'],
  );
});
