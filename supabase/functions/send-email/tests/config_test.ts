import { ConfigError, LOCAL_DEFAULTS, configFromEnv } from '../config.ts';
import { createLeadFunction } from '../create-handler.ts';
import { denoFiles } from '../deno-files.ts';
import { assert, assertEquals, assertThrows } from './assert.ts';
import { bodyOf, db, post, test } from './fixtures.ts';

const envOf = (values: Record<string, string>) => (name: string) => values[name];

test('no settings: the local outbox with placeholder addresses', () => {
  assertEquals(configFromEnv(envOf({})), {
    transport: 'outbox',
    emailTo: ['doradcy@localhost'],
    escalationTo: ['wlasciciel@localhost'],
    emailFrom: 'formularz@localhost',
    allowedOrigins: ['*'],
    outboxDir: '.outbox',
    resendApiKey: '',
    resendApiUrl: 'https://api.resend.com',
    resendTimeoutMs: 10_000,
    databaseUrl: undefined,
    dataDir: '.data/leads',
    leadsSecret: LOCAL_DEFAULTS.leadsSecret,
    retrySecret: LOCAL_DEFAULTS.retrySecret,
    siteUrl: 'http://localhost:4173',
    functionUrl: 'http://127.0.0.1:54321/functions/v1/send-email',
    retry: { baseMs: 10_000, maxMs: 3_600_000, alertAfter: 10, leaseMs: 60_000 },
    rateLimit: 30,
    rateWindowMs: 600_000,
    duplicateWindowMs: 600_000,
    storeTimeoutMs: 3_000,
    repeatWindowMs: 86_400_000,
    clientAddress: { trustedHops: 1 },
    retryIntervalMs: 10_000,
  });
});

test('resend with nothing set names every missing setting', () => {
  const error = assertThrows(() => configFromEnv(envOf({ EMAIL_TRANSPORT: 'resend' })));
  assert(error instanceof ConfigError);
  assertEquals(
    error.message,
    'send-email: missing setting RESEND_API_KEY, LEAD_EMAIL_TO, LEAD_EMAIL_FROM (EMAIL_TRANSPORT=resend)',
  );
});

test('resend names only what is missing; blank counts as missing', () => {
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

test('on Supabase (SUPABASE_URL set) transport, database and secrets have no default', () => {
  const onSupabase = { SUPABASE_URL: 'https://abc.supabase.co', LEAD_EMAIL_TO: 'a@b.pl' };
  assertEquals(
    assertThrows(() => configFromEnv(envOf(onSupabase))).message,
    'send-email: missing setting EMAIL_TRANSPORT, RESEND_API_KEY, LEAD_EMAIL_FROM, SUPABASE_DB_URL, ' +
      'LEADS_SECRET, LEADS_RETRY_SECRET, SITE_URL (running on Supabase: set EMAIL_TRANSPORT=resend)',
  );
  const complete = {
    ...onSupabase,
    EMAIL_TRANSPORT: 'resend',
    RESEND_API_KEY: 're_1',
    LEAD_EMAIL_FROM: 'formularz@spokojnarata.pl',
    SUPABASE_DB_URL: 'postgresql://postgres:x@db.abc.supabase.co:5432/postgres',
    LEADS_SECRET: 'a long random secret of 32 chars+',
    LEADS_RETRY_SECRET: 'another long random secret, 32+ chars',
    SITE_URL: 'https://www.spokojnarata.pl/',
  };
  const config = configFromEnv(envOf(complete));
  assertEquals(config.databaseUrl, complete.SUPABASE_DB_URL);
  // No ALLOWED_ORIGIN: only the site itself, never '*'.
  assertEquals(config.allowedOrigins, ['https://www.spokojnarata.pl']);
  assertEquals(config.siteUrl, 'https://www.spokojnarata.pl');
  assertEquals(config.functionUrl, 'https://abc.supabase.co/functions/v1/send-email');
  assertEquals(config.rateLimit, 5);
  assert(config.leadsSecret !== LOCAL_DEFAULTS.leadsSecret);
});

test('on Supabase the outbox is refused: its files would be lost, no adviser would read them', () => {
  const error = assertThrows(() =>
    configFromEnv(envOf({ SUPABASE_URL: 'https://abc.supabase.co', EMAIL_TRANSPORT: 'outbox' })),
  );
  assert(error.message.includes('EMAIL_TRANSPORT=outbox is only for a local server'));
});

test('production refuses unsafe settings at start-up, naming each variable', () => {
  const production = {
    SUPABASE_URL: 'https://abc.supabase.co',
    EMAIL_TRANSPORT: 'resend',
    RESEND_API_KEY: 're_1',
    LEAD_EMAIL_TO: 'doradcy@spokojnarata.pl',
    LEAD_EMAIL_FROM: 'formularz@spokojnarata.pl',
    SUPABASE_DB_URL: 'postgresql://postgres:x@db.abc.supabase.co:5432/postgres',
    LEADS_SECRET: 'x',
    LEADS_RETRY_SECRET: 'short',
    SITE_URL: 'https://www.spokojnarata.pl',
    ALLOWED_ORIGIN: '*',
  };
  assertEquals(
    assertThrows(() => configFromEnv(envOf(production))).message,
    'send-email: unsafe setting ALLOWED_ORIGIN (not "*": the site\'s origin, e.g. https://www.example.pl), ' +
      'LEADS_SECRET (at least 32 characters), LEADS_RETRY_SECRET (at least 32 characters)',
  );
  // Locally the development defaults and '*' stay allowed.
  assertEquals(configFromEnv(envOf({ ALLOWED_ORIGIN: '*' })).allowedOrigins, ['*']);
});

test('the lease after a crash is a minute by default and must outlast two provider calls', () => {
  assertEquals(configFromEnv(envOf({})).retry.leaseMs, 60_000);
  assertEquals(
    configFromEnv(envOf({ LEADS_LEASE_MS: '5000', RESEND_TIMEOUT_MS: '1000' })).retry.leaseMs,
    5000,
  );
  assert(
    assertThrows(() => configFromEnv(envOf({ LEADS_LEASE_MS: '15000' }))).message.includes(
      'LEADS_LEASE_MS',
    ),
  );
});

test('retry and rate numbers come from the environment; a bad one stops the start-up', () => {
  const config = configFromEnv(
    envOf({ LEADS_RETRY_BASE_MS: '50', LEADS_ALERT_AFTER: '3', LEADS_RATE_LIMIT: '0' }),
  );
  assertEquals(config.retry.baseMs, 50);
  assertEquals(config.retry.alertAfter, 3);
  assertEquals(config.rateLimit, 0);
  assertEquals(
    assertThrows(() => configFromEnv(envOf({ LEADS_RATE_LIMIT: 'many', SITE_URL: 'localhost' })))
      .message,
    'send-email: not a valid value in LEADS_RATE_LIMIT, SITE_URL (numbers: whole, not negative; SITE_URL: an origin such as https://www.example.pl)',
  );
});

test('a complete resend configuration, read from a Deno.env-like object', () => {
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

test('an unknown transport or a malformed address stops the start-up', () => {
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

test('createLeadFunction wires the configured transport (resend through the given fetch)', async () => {
  const calls: string[] = [];
  const config = configFromEnv(
    envOf({
      EMAIL_TRANSPORT: 'resend',
      RESEND_API_KEY: 're_123',
      LEAD_EMAIL_TO: 'doradcy@spokojnarata.pl',
      LEAD_EMAIL_FROM: 'formularz@spokojnarata.pl',
    }),
  );
  const { handle } = createLeadFunction(config, {
    db,
    files: denoFiles,
    log: () => {},
    fetch: (input) => {
      calls.push(input instanceof Request ? input.url : String(input));
      return Promise.resolve(Response.json({ id: 'x' }));
    },
  });
  const response = await handle(post(bodyOf('contact')));
  assertEquals(response.status, 200);
  await response.body?.cancel();
  assertEquals(calls, ['https://api.resend.com/emails']);
});

test('production runs the versions the tests ran: deno.json pins what node_modules holds', async () => {
  const config = JSON.parse(await Deno.readTextFile(new URL('../deno.json', import.meta.url))) as {
    imports: Record<string, string>;
    lock: { frozen: boolean };
  };
  assertEquals(config.lock.frozen, true);
  for (const [name, specifier] of Object.entries(config.imports)) {
    const installed = JSON.parse(await Deno.readTextFile(`node_modules/${name}/package.json`)) as {
      version: string;
    };
    assertEquals(specifier, `npm:${name}@${installed.version}`);
  }
  const lock = await Deno.readTextFile(new URL('../deno.lock', import.meta.url));
  for (const specifier of Object.values(config.imports)) assert(lock.includes(specifier));
});
