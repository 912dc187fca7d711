/**
 * The advisers' roster: with active advisers each gets the notification at their own address, as
 * an e-mail of their own carrying their own link to the lead;
 * with none, LEAD_EMAIL_TO as before; removing an adviser stops their e-mails at once, and adding
 * the address again brings them back. Its own database, so the roster meets no other test.
 */
import { DIGEST_SETTLE_MS } from '../delivery.ts';
import { deliverPending } from '../retry-pass.ts';
import { handleRequest } from '../handler.ts';
import { createLeadStore } from '../store/lead-store.ts';
import { assert, assertEquals } from './assert.ts';
import { bodyOf, migratedDb, post, test, testClock, testConfig, testDeps } from './fixtures.ts';

test('notifications go to the active advisers, or to LEAD_EMAIL_TO when there are none', async () => {
  const db = await migratedDb();
  try {
    const store = createLeadStore(db);
    const clock = testClock();
    const { deps, sent } = testDeps({ store, now: clock.now }, db);
    /** Who got an e-mail about this lead: one list of recipients per e-mail. */
    const send = async (message: string) => {
      const before = sent.length;
      await handleRequest(post(bodyOf('contact', { message })), deps);
      return sent.slice(before).map((mail) => mail.to);
    };
    assertEquals(await send('Bez zespołu'), [testConfig.emailTo]);
    assertEquals(sent.at(-1)?.link, undefined, 'no adviser, no personal link');

    await store.addAdviser('Anna Nowak', 'Anna.Nowak@Spokojnarata.pl', clock.now());
    await store.addAdviser('Piotr Zieliński', 'piotr@spokojnarata.pl', clock.now());
    assertEquals(await send('Zespół dwóch osób'), [
      ['anna.nowak@spokojnarata.pl'],
      ['piotr@spokojnarata.pl'],
    ]);
    const [anna, piotr] = sent.slice(-2);
    assert(anna?.link && piotr?.link && anna.link !== piotr.link, 'a link of their own each');
    assert(anna.text.includes(`Przejmuję zgłoszenie: ${anna.link}`));
    assertEquals(anna.idempotencyKey === piotr.idempotencyKey, false);

    assertEquals(await store.removeAdviser('ANNA.NOWAK@spokojnarata.pl', clock.now()), true);
    assertEquals(await store.removeAdviser('anna.nowak@spokojnarata.pl', clock.now()), false);
    assertEquals(await send('Jedna osoba'), [['piotr@spokojnarata.pl']]);
    assertEquals(
      (await store.listAdvisers()).map((adviser) => [adviser.email, adviser.active]),
      [
        ['piotr@spokojnarata.pl', true],
        ['anna.nowak@spokojnarata.pl', false],
      ],
    );

    // The digest of held repeats reaches the same people.
    const repeats = { ...deps, config: { ...testConfig, repeatWindowMs: 86_400_000 } };
    const body = bodyOf('contact', { message: 'Powtórka' });
    await handleRequest(post(body), repeats, '192.0.2.1');
    await handleRequest(post(body), repeats, '192.0.2.2');
    clock.advance(DIGEST_SETTLE_MS);
    assertEquals((await deliverPending(repeats)).reported, 1);
    assertEquals(sent.at(-1)?.to, ['piotr@spokojnarata.pl']);

    await store.addAdviser('Anna Nowak-Kowalska', 'anna.nowak@spokojnarata.pl', clock.now());
    assertEquals((await store.listAdvisers()).filter((adviser) => adviser.active).length, 2);
  } finally {
    await db.close();
  }
});
