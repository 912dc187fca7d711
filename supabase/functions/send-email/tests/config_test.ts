import { ConfigError, configFromEnv } from '../config.ts';
import { createHandler } from '../create-handler.ts';
import { denoFiles } from '../deno-files.ts';
import { assert, assertEquals, assertThrows } from './assert.ts';
import { bodyOf, post } from './fixtures.ts';

const envOf = (values: Record<string, string>) => (name: string) => values[name];

Deno.test('no settings: the local outbox with placeholder addresses', () => {
  assertEquals(configFromEnv(envOf({})), {
    transport: 'outbox',
    emailTo: ['doradcy@localhost'],
    emailFrom: 'formularz@localhost',
    allowedOrigins: ['*'],
    outboxDir: '.outbox',
    resendApiKey: '',
    resendApiUrl: 'https://api.resend.com',
  });
});

Deno.test('resend with nothing set names every missing setting', () => {
  const error = assertThrows(() => configFromEnv(envOf({ EMAIL_TRANSPORT: 'resend' })));
  assert(error instanceof ConfigError);
  assertEquals(
    error.message,
    'send-email: missing setting RESEND_API_KEY, LEAD_EMAIL_TO, LEAD_EMAIL_FROM (EMAIL_TRANSPORT=resend)',
  );
});

Deno.test('resend names only what is missing; blank counts as missing', () => {
  const error = assertThrows(() =>
    configFromEnv(
      envOf({ EMAIL_TRANSPORT: 'resend', RESEND_API_KEY: 're_123', LEAD_EMAIL_FROM: '  ' }),
    ),
  );
  assertEquals(
    error.message,
    'send-email: missing setting LEAD_EMAIL_TO, LEAD_EMAIL_FROM (EMAIL_TRANSPORT=resend)',
  );
});

Deno.test('on Supabase (SUPABASE_URL set) the transport must be chosen explicitly', () => {
  const onSupabase = { SUPABASE_URL: 'https://abc.supabase.co', LEAD_EMAIL_TO: 'a@b.pl' };
  assertEquals(
    assertThrows(() => configFromEnv(envOf(onSupabase))).message,
    'send-email: missing setting EMAIL_TRANSPORT, RESEND_API_KEY, LEAD_EMAIL_FROM (running on Supabase: set EMAIL_TRANSPORT=resend)',
  );
  const outbox = configFromEnv(envOf({ ...onSupabase, EMAIL_TRANSPORT: 'outbox' }));
  assertEquals(outbox.transport, 'outbox');
});

Deno.test('a complete resend configuration, read from a Deno.env-like object', () => {
  const values: Record<string, string> = {
    EMAIL_TRANSPORT: 'resend',
    RESEND_API_KEY: 're_123',
    LEAD_EMAIL_TO: 'doradcy@spokojnarata.pl, szef@spokojnarata.pl',
    LEAD_EMAIL_FROM: 'Spokojna Rata <formularz@spokojnarata.pl>',
    ALLOWED_ORIGIN: 'https://www.spokojnarata.pl,https://spokojnarata.pl',
  };
  const config = configFromEnv({ get: (name) => values[name] });
  assertEquals(config.transport, 'resend');
  assertEquals(config.emailTo, ['doradcy@spokojnarata.pl', 'szef@spokojnarata.pl']);
  assertEquals(config.emailFrom, 'Spokojna Rata <formularz@spokojnarata.pl>');
  assertEquals(config.allowedOrigins, ['https://www.spokojnarata.pl', 'https://spokojnarata.pl']);
  assertEquals(config.resendApiKey, 're_123');
});

Deno.test('an unknown transport or a malformed address stops the start-up', () => {
  assertEquals(
    assertThrows(() => configFromEnv(envOf({ EMAIL_TRANSPORT: 'smtp' }))).message,
    'send-email: EMAIL_TRANSPORT must be "resend" or "outbox", not "smtp"',
  );
  assertEquals(
    assertThrows(() => configFromEnv(envOf({ LEAD_EMAIL_TO: 'doradcy', LEAD_EMAIL_FROM: 'x y' })))
      .message,
    'send-email: not an e-mail address in LEAD_EMAIL_TO, LEAD_EMAIL_FROM',
  );
});

Deno.test(
  'createHandler wires the configured transport (resend through the given fetch)',
  async () => {
    const calls: string[] = [];
    const config = configFromEnv(
      envOf({
        EMAIL_TRANSPORT: 'resend',
        RESEND_API_KEY: 're_123',
        LEAD_EMAIL_TO: 'doradcy@spokojnarata.pl',
        LEAD_EMAIL_FROM: 'formularz@spokojnarata.pl',
      }),
    );
    const handle = createHandler(config, {
      files: denoFiles,
      log: () => {},
      fetch: (input) => {
        calls.push(String(input));
        return Promise.resolve(Response.json({ id: 'x' }));
      },
    });
    const response = await handle(post(bodyOf('contact')));
    assertEquals(response.status, 200);
    await response.body?.cancel();
    assertEquals(calls, ['https://api.resend.com/emails']);
  },
);
