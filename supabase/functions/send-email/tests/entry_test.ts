/**
 * The production entry as it runs: `index.ts` started under Deno with Supabase's settings, against
 * PostgreSQL (through a TCP proxy this test can cut, to stop the database) and a stand-in for
 * Resend with its idempotency rules, driven with the headers a visitor or a bot writes. Runs when
 * TEST_DATABASE_URL names a throwaway PostgreSQL server (`npm test` starts one).
 */
import { assert, assertEquals, assertIncludes } from './assert.ts';
import { bodyOf, migratedDb, test } from './common.ts';
import { promisedMomentOf } from '../../_shared/callback-promise.ts';

const serverUrl = Deno.env.get('TEST_DATABASE_URL');
const SITE = 'https://www.spokojnarata.pl';
const ENTRY = new URL('../index.ts', import.meta.url).pathname;
const CONFIG = new URL('../deno.json', import.meta.url).pathname;

interface Sent {
  key: string;
  to: string[];
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

/** Resend's POST /emails: one e-mail per Idempotency-Key, a changed body under a used key is 409. */
function fakeResend() {
  const delivered: Sent[] = [];
  const bodies = new Map<string, string>();
  const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen() {} }, async (request) => {
    const key = request.headers.get('idempotency-key') ?? crypto.randomUUID();
    const body = await request.text();
    const known = bodies.get(key);
    if (known !== undefined && known !== body) {
      return Response.json({ name: 'invalid_idempotent_request' }, { status: 409 });
    }
    if (known === undefined) {
      bodies.set(key, body);
      delivered.push({ key, ...(JSON.parse(body) as Omit<Sent, 'key'>) });
    }
    return Response.json({ id: key });
  });
  return { delivered, server, url: `http://127.0.0.1:${server.addr.port}` };
}

/** A TCP proxy in front of PostgreSQL; `down` closes every connection and refuses new ones. */
function databaseProxy(target: URL) {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const open = new Set<Deno.Conn>();
  const state = { down: false };
  const pipe = (from: Deno.Conn, to: Deno.Conn) =>
    from.readable.pipeTo(to.writable).catch(() => undefined);
  (async () => {
    for await (const client of listener) {
      if (state.down) {
        client.close();
        continue;
      }
      try {
        const server = await Deno.connect({ hostname: target.hostname, port: Number(target.port) });
        open.add(client).add(server);
        void Promise.race([pipe(client, server), pipe(server, client)]).finally(() => {
          for (const conn of [client, server]) {
            open.delete(conn);
            try {
              conn.close();
            } catch {
              // already closed
            }
          }
        });
      } catch {
        client.close();
      }
    }
  })().catch(() => undefined);
  return {
    url: (database: string) => {
      const url = new URL(target);
      url.port = String(listener.addr.port);
      url.pathname = `/${database}`;
      return url.toString();
    },
    stop() {
      state.down = true;
      for (const conn of open) {
        try {
          conn.close();
        } catch {
          // already closed
        }
      }
      open.clear();
    },
    start() {
      state.down = false;
    },
    close: () => listener.close(),
  };
}

function freePort(): number {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr;
  listener.close();
  return port;
}

/** Polls `check` until it holds, for at most `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

test(
  'the production entry under Deno on PostgreSQL, as a visitor and an attacker see it',
  async (t) => {
    const db = await migratedDb();
    const [{ name } = { name: '' }] = await db.query<{ name: string }>(
      'select current_database() as name',
    );
    const resend = fakeResend();
    const proxy = databaseProxy(new URL(serverUrl ?? 'postgresql://127.0.0.1:5432/postgres'));
    const port = freePort();
    const entry = new Deno.Command(Deno.execPath(), {
      // As Supabase deploys it: the function's deno.json, its exact versions and their integrity
      // from deno.lock (frozen: a version no test ran fails here first), from Deno's own cache.
      args: [
        'run',
        `--config=${CONFIG}`,
        '--node-modules-dir=none',
        '--allow-net',
        '--allow-env',
        '--allow-read',
        ENTRY,
      ],
      env: {
        SUPABASE_URL: 'http://127.0.0.1:1',
        SUPABASE_DB_URL: proxy.url(name),
        EMAIL_TRANSPORT: 'resend',
        RESEND_API_KEY: 're_test',
        RESEND_API_URL: resend.url,
        LEAD_EMAIL_TO: 'doradcy@spokojnarata.pl',
        LEAD_EMAIL_FROM: 'Formularz <formularz@spokojnarata.pl>',
        LEAD_ESCALATION_TO: 'wlasciciel@spokojnarata.pl',
        LEADS_SECRET: 'entry-test-leads-secret-0123456789abcdef',
        LEADS_RETRY_SECRET: 'entry-test-retry-secret-0123456789abcdef',
        SITE_URL: SITE,
        PORT: String(port),
      },
      stdout: 'null',
      stderr: 'piped',
    }).spawn();
    const log: string[] = [];
    const logDone = entry.stderr
      .pipeThrough(new TextDecoderStream())
      .pipeTo(new WritableStream({ write: (chunk) => void log.push(chunk) }));
    const endpoint = `http://127.0.0.1:${port}/`;
    const send = (body: unknown, forwardedFor: string, origin = SITE) =>
      fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': forwardedFor },
        body: JSON.stringify(body),
      });
    const status = async (response: Promise<Response>) => {
      const answer = await response;
      await answer.body?.cancel();
      return answer.status;
    };
    const deliveredTo = (text: string) =>
      resend.delivered.filter((mail) => mail.text.includes(text));

    try {
      const started = await eventually(async () => {
        try {
          return (await status(fetch(endpoint, { method: 'OPTIONS' }))) === 204;
        } catch {
          return false;
        }
      });
      assert(started, `the entry did not start:\n${log.join('')}`);

      await t.step('CORS without ALLOWED_ORIGIN: the site only, never *', async () => {
        const preflight = await fetch(endpoint, {
          method: 'OPTIONS',
          headers: { origin: 'https://evil.example' },
        });
        assertEquals(preflight.headers.get('access-control-allow-origin'), SITE);
        const body = bodyOf('contact', { message: 'Z obcej strony' });
        assertEquals(await status(send(body, '192.0.2.1', 'https://evil.example')), 403);
      });

      await t.step('a lead is stored as an object the owner can query', async () => {
        const body = bodyOf('contact', { email: 'Obiekt@Example.pl', phone: '511 000 001' });
        assertEquals(await status(send(body, '192.0.2.2')), 200);
        const rows = await db.query<{ type: string; email: string }>(
          `select jsonb_typeof(payload) as type, payload->>'email' as email from public.leads
            where lower(payload->>'email') = 'obiekt@example.pl'`,
        );
        assertEquals(rows, [{ type: 'object', email: 'Obiekt@Example.pl' }]);
        assertEquals(deliveredTo('Obiekt@Example.pl').length, 1);
      });

      await t.step('20 leads with a rotating first forwarded hop: 5 accepted', async () => {
        const statuses = [];
        for (let i = 0; i < 20; i += 1) {
          const body = bodyOf('contact', {
            email: `rotacja${i}@example.pl`,
            phone: `512 000 ${100 + i}`,
            message: `Nr ${i}`,
          });
          statuses.push(await status(send(body, `203.0.113.${i}, 198.51.100.7`)));
        }
        assertEquals(statuses.filter((code) => code === 200).length, 5);
        assertEquals(statuses.filter((code) => code === 429).length, 15);
      });

      await t.step('20 people who share one phone: 20 leads reach the advisers', async () => {
        for (let i = 0; i < 20; i += 1) {
          const body = bodyOf('quick-contact', {
            name: `Wspólny Telefon ${i}`,
            email: `wspolny${i}@example.pl`,
            phone: '513 000 100',
          });
          assertEquals(await status(send(body, `198.51.100.${100 + i}`)), 200);
        }
        assertEquals(deliveredTo('513 000 100').length, 20);
      });

      await t.step("one person's four different forms in a day: four e-mails", async () => {
        const person = {
          name: 'Cztery Formularze',
          email: 'cztery@example.pl',
          phone: '514 000 200',
        };
        const forms = [
          bodyOf('quick-contact', person),
          bodyOf('calculator', { name: person.name, phone: person.phone }),
          bodyOf('analysis', person),
          bodyOf('application', person),
        ];
        for (const body of forms) assertEquals(await status(send(body, '198.51.100.150')), 200);
        assertEquals(deliveredTo('514 000 200').length, 4);
      });

      await t.step('6 ids × 21 corrections from one client: 5 e-mails at most', async () => {
        for (let id = 0; id < 6; id += 1) {
          const submissionId = crypto.randomUUID();
          for (let change = 0; change < 21; change += 1) {
            const body = bodyOf('contact', {
              submissionId,
              email: 'poprawki@example.pl',
              message: `Poprawka ${id}.${change}`,
            });
            await status(send(body, '198.51.100.160'));
          }
        }
        assertEquals(deliveredTo('poprawki@example.pl').length, 5);
      });

      await t.step(
        '12 re-posts of a sign-up and 8 spellings of a mailbox: 1 confirmation each',
        async () => {
          const submissionId = crypto.randomUUID();
          for (let i = 0; i < 12; i += 1) {
            const email = i % 2 ? `Cudzy.Adres+${i}@Example.pl` : 'cudzy.adres@example.pl';
            const body = bodyOf('newsletter', { email, submissionId, pageName: `Strona ${i}` });
            assertEquals(await status(send(body, `198.51.100.${170 + (i % 4)}`)), 200);
          }
          const spellings = [
            'ofiara',
            'o.fiara',
            'Ofiara',
            'of.ia.ra',
            'ofiara+1',
            'O.F.I.A.R.A+x',
          ];
          const gmail = [
            ...spellings.map((local) => `${local}@gmail.com`),
            'ofiara@googlemail.com',
            'OFIARA@GMAIL.COM',
          ];
          for (const [i, email] of gmail.entries()) {
            assertEquals(
              await status(send(bodyOf('newsletter', { email }), `192.0.2.${200 + i}`)),
              200,
            );
          }
          const to = (pattern: RegExp) =>
            resend.delivered.filter((mail) => mail.to.some((address) => pattern.test(address)));
          assertEquals(to(/cudzy\.adres/i).length, 1);
          assertEquals(to(/gmail|googlemail/i).length, 1);
        },
      );

      await t.step('a phone-only lead is found and erased by its phone', async () => {
        const body = bodyOf('quick-lead', { name: "Zdzisław O'Brien", phone: '762 447 198' });
        assertEquals(await status(send(body, '192.0.2.9')), 200);
        const calculator = bodyOf('calculator', {
          name: "Zdzisław O'Brien",
          phone: '+48762447198',
        });
        assertEquals(await status(send(calculator, '192.0.2.9')), 200);
        const found = await db.query<{ kind: string }>(
          `select kind from public.find_person(phone => '(+48) 762-447-198') order by kind`,
        );
        assertEquals(
          found.map((row) => row.kind),
          ['calculator', 'quick-lead'],
        );
        await db.query(`select public.forget_person(phone => '762447198')`);
        const left = await db.query(
          `select 1 from public.leads where payload->>'name' like 'Zdzis%'`,
        );
        assertEquals(left.length, 0);
      });

      await t.step('a U+2028 in a name never reaches an e-mail; a NUL is no 5xx', async () => {
        const planted = bodyOf('contact', { name: 'Jan\u2028Telefon: 000', message: 'U+2028' });
        assertEquals(await status(send(planted, '192.0.2.3')), 400);
        assert(!resend.delivered.some((mail) => /[\u2028\u2029\u0085]/.test(mail.text)));
        const nul = bodyOf('contact', {
          name: 'Jan\u0000 Nul',
          message: 'NUL',
          phone: '511 000 002',
        });
        assertEquals(await status(send(nul, '192.0.2.4')), 200);
        const lonely = bodyOf('contact', { name: 'Jan \ud800', message: 'surogat' });
        assertEquals(await status(send(lonely, '192.0.2.4')), 400);
      });

      await t.step('the same id with a new phone: the advisers learn the new phone', async () => {
        const submissionId = crypto.randomUUID();
        const first = bodyOf('application', {
          submissionId,
          email: 'poprawka@example.pl',
          phone: '602 000 001',
        });
        assertEquals(await status(send(first, '192.0.2.5')), 200);
        assertEquals(await status(send({ ...first, phone: '602 000 002' }, '192.0.2.5')), 200);
        const mails = deliveredTo('poprawka@example.pl');
        assertEquals(mails.length, 2);
        assertIncludes(mails[1]?.text ?? '', 'Telefon: 602 000 002');
        assertIncludes(mails[1]?.text ?? '', 'Poprawione zgłoszenie');
        // One conversation in the advisers' mail client: one subject, the second answers the first.
        const root = `<lead-${submissionId}@spokojnarata.pl>`;
        assertEquals(mails[1]?.subject, `Re: ${mails[0]?.subject ?? ''}`);
        assertEquals(mails[0]?.headers, { 'Message-ID': root });
        assertEquals(mails[1]?.headers?.['In-Reply-To'], root);
        assertEquals(mails[1]?.headers?.References, root);
      });

      await t.step('PostgreSQL stopped: the advisers still get the lead by e-mail', async () => {
        proxy.stop();
        const submissionId = crypto.randomUUID();
        const body = bodyOf('application', {
          submissionId,
          email: 'awaria@example.pl',
          phone: '602 000 003',
        });
        // With it, eight leads from another client: the outage keeps the client's limit (five).
        // Sent together, since each waits for the store's time limit before degraded mode answers.
        const [first, ...during] = await Promise.all([
          status(send(body, '192.0.2.6')),
          ...Array.from({ length: 8 }, (_, i) =>
            status(
              send(
                bodyOf('contact', { email: 'awaria.inny@example.pl', message: `Awaria ${i}` }),
                '192.0.2.66',
              ),
            ),
          ),
        ]);
        assertEquals(first, 200);
        const mails = deliveredTo('awaria@example.pl');
        assertEquals(mails.length, 1);
        assertIncludes(mails[0]?.subject ?? '', '[NIEZAPISANE]');
        assertIncludes(mails[0]?.text ?? '', 'Telefon: 602 000 003');
        assertEquals(during.filter((code) => code === 429).length, 3);
        assertEquals(deliveredTo('awaria.inny@example.pl').length, 5);
        // Back up: the lead is stored, and no second e-mail goes out.
        proxy.start();
        const stored = await eventually(async () => {
          const rows = await db.query<{ state: string }>(
            'select notification_state as state from public.leads where submission_id = $1',
            [submissionId],
          );
          return rows[0]?.state === 'delivered';
        });
        assert(stored, `not reconciled:\n${log.join('')}`);
        assertEquals(deliveredTo('awaria@example.pl').length, 1);
      });

      // Last: from here on the roster has two advisers, so every lead is two e-mails.
      await t.step(
        'one lead through notification, racing claims, an outcome, a reminder and an escalation',
        async () => {
          await db.query(
            `insert into public.advisers (id, name, email) values
               (gen_random_uuid(), 'Anna Nowak', 'anna@spokojnarata.pl'),
               (gen_random_uuid(), 'Piotr Zieliński', 'piotr@spokojnarata.pl')`,
          );
          const body = bodyOf('quick-contact', {
            name: 'Ścieżka Doradcy',
            email: 'sciezka@example.pl',
            phone: '515 000 300',
            callbackTime: 'afternoon',
          });
          assertEquals(await status(send(body, '192.0.2.30')), 200);
          const notifications = deliveredTo('515 000 300');
          assertEquals(
            notifications.map((mail) => mail.to),
            [['anna@spokojnarata.pl'], ['piotr@spokojnarata.pl']],
          );
          const tokenOf = (mail: Sent | undefined) =>
            /\/doradca\/zgloszenie#([A-Za-z0-9._-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
          const [anna, piotr] = notifications.map(tokenOf);
          assert(anna && piotr && anna !== piotr, 'each adviser has a link of their own');
          const [stored] = await db.query<{ id: string; received: Date; promised: Date }>(
            `select id, received_at as received, promised_at as promised from public.leads
              where payload->>'phone' = '515 000 300'`,
          );
          assertEquals(
            new Date(stored?.promised ?? 0).getTime(),
            promisedMomentOf(
              'quick-contact',
              new Date(stored?.received ?? 0),
              'afternoon',
            )?.getTime(),
            "the promise the visitor's toast made",
          );

          const act = async (link: string, extra: Record<string, unknown> = {}) => {
            const response = await fetch(endpoint, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: SITE },
              body: JSON.stringify({ formType: 'adviser', action: 'claim', link, ...extra }),
            });
            return (await response.json()) as { ok: boolean; result?: string };
          };
          const shown = await act(anna, { action: 'show' });
          assertEquals(shown.result, 'shown');
          const claims = await Promise.all(
            Array.from({ length: 6 }, (_, i) => act(i % 2 ? piotr : anna)),
          );
          assertEquals(claims.filter((claim) => claim.result === 'claimed').length, 1);
          const [owners] = await db.query<{ owners: number; claims: number }>(
            `select count(distinct owner_id)::int as owners,
                    (select count(*)::int from public.lead_events
                      where lead_id = $1 and kind = 'claim') as claims
               from public.leads where id = $1`,
            [stored?.id],
          );
          assertEquals(owners, { owners: 1, claims: 1 });
          const told = await eventually(
            () => Promise.resolve(deliveredTo('Przejęte przez').length === 1),
            5_000,
          );
          assert(told, 'the team hears who took the lead');
          const [claimMail] = deliveredTo('Przejęte przez');
          assertEquals(
            claimMail?.headers?.['In-Reply-To'],
            notifications[0]?.headers?.['Message-ID'],
          );
          assertEquals(claimMail?.subject, `Re: ${notifications[0]?.subject ?? ''}`);

          const winner = claims.findIndex((claim) => claim.result === 'claimed') % 2 ? piotr : anna;
          const outcome = await act(winner, {
            action: 'outcome',
            outcome: 'meeting',
            followUpAt: new Date(Date.now() + 86_400_000).toISOString(),
          });
          assertEquals(outcome.result, 'recorded');

          // The clock, moved through the data: an unclaimed lead whose promise is near, then past.
          const waiting = bodyOf('quick-contact', {
            name: 'Czeka Na Telefon',
            email: 'czeka@example.pl',
            phone: '515 000 301',
          });
          assertEquals(await status(send(waiting, '192.0.2.31')), 200);
          const deliver = () =>
            fetch(`${endpoint}?deliver`, {
              method: 'POST',
              headers: { 'x-retry-secret': 'entry-test-retry-secret-0123456789abcdef' },
            }).then((response) => response.json() as Promise<Record<string, number>>);
          const promiseIn = (minutes: number) =>
            db.query(
              `update public.leads set promised_at = now() + $1::int * interval '1 minute'
                where payload->>'phone' = '515 000 301'`,
              [minutes],
            );
          // The claimed lead's promise has passed too: it reminds and escalates nothing.
          await db.query(
            `update public.leads set promised_at = now() - interval '1 minute'
              where payload->>'phone' = '515 000 300'`,
          );
          await promiseIn(30);
          assertEquals((await deliver()).reminded, 0, 'not yet');
          await promiseIn(9);
          assertEquals((await deliver()).reminded, 1);
          assertEquals((await deliver()).reminded, 0, 'a reminder is sent once');
          const reminders = resend.delivered.filter((mail) =>
            mail.text.startsWith('Przypomnienie'),
          );
          assertEquals(
            reminders.map((mail) => mail.to),
            [['anna@spokojnarata.pl'], ['piotr@spokojnarata.pl']],
          );
          await promiseIn(-1);
          assertEquals((await deliver()).escalated, 1);
          assertEquals((await deliver()).escalated, 0, 'the owner is told once');
          const escalations = resend.delivered.filter((mail) =>
            mail.text.startsWith('Obietnica kontaktu niedotrzymana'),
          );
          assertEquals(
            escalations.map((mail) => mail.to),
            [['wlasciciel@spokojnarata.pl']],
          );
          assertEquals(
            deliveredTo('515 000 300').filter((mail) =>
              /^(Przypomnienie|Obietnica)/.test(mail.text),
            ).length,
            0,
            'a claimed lead reminds and escalates nothing',
          );
        },
      );
    } finally {
      entry.kill('SIGKILL');
      await entry.status;
      await logDone.catch(() => undefined);
      proxy.close();
      await resend.server.shutdown();
      await db.close();
    }
  },
  { ignore: !serverUrl },
);
