/**
 * Limits that no address rotation escapes: the client's address is the hop the platform appended,
 * never one the visitor wrote; at most three e-mails about one person a day (the rest stored and
 * listed in the next e-mail about them); one newsletter confirmation per address a day.
 */
import { clientAddressOf } from '../client-address.ts';
import { handleRequest } from '../handler.ts';
import { assertEquals, assertIncludes } from './assert.ts';
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

const limited = { ...testConfig, contactLimit: 3 };

test('ten leads for one address from ten clients: three e-mails, the rest listed later', async () => {
  const clock = testClock();
  const { deps, sent } = testDeps({ config: limited, now: clock.now });
  const email = 'powtorki@example.pl';
  for (let i = 0; i < 10; i += 1) {
    const body = bodyOf('contact', { email, phone: `60${i} 100 200`, message: `Nr ${i}` });
    assertEquals((await handleRequest(post(body), deps, `192.0.2.${i}`)).status, 200);
  }
  assertEquals(sent.length, 3);
  // A day later the next e-mail about this person lists the seven that were held.
  clock.advance(limited.contactWindowMs + 1000);
  await handleRequest(post(bodyOf('contact', { email, message: 'Nowe' })), deps, '192.0.2.99');
  assertEquals(sent.length, 4);
  assertIncludes(sent[3]?.text ?? '', 'POWTÓRZONE ZGŁOSZENIA TEJ OSOBY');
  assertEquals(sent[3]?.text.match(/ {2}- \d\d\.\d\d\.\d{4}/g)?.length, 7);
});

test('the same phone under ten addresses: three e-mails', async () => {
  const { deps, sent } = testDeps({ config: limited });
  for (let i = 0; i < 10; i += 1) {
    const body = bodyOf('quick-contact', {
      email: `adres${i}@example.pl`,
      phone: '+48 699 000 111',
    });
    await handleRequest(post(body), deps, `192.0.2.${i}`);
  }
  assertEquals(sent.length, 3);
});

test('eight newsletter sign-ups for one address: one confirmation e-mail', async () => {
  const { deps, sent } = testDeps();
  for (let i = 0; i < 8; i += 1) {
    const body = bodyOf('newsletter', { email: 'ofiara@example.pl' });
    // Answered as if sent: the sender learns nothing.
    assertEquals((await handleRequest(post(body), deps, `198.51.100.${i}`)).status, 200);
  }
  assertEquals(sent.length, 1);
  assertEquals(sent[0]?.to, ['ofiara@example.pl']);
});
