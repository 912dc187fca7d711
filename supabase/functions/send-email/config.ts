/**
 * The function's settings, from environment variables, checked by zod schemas (the numbers, the
 * transport) and a few rules of their own. EMAIL_TRANSPORT is 'outbox' (local files, the default)
 * or 'resend' (production). Inside Supabase's runtime (SUPABASE_URL set) nothing has a local
 * default: the transport, the database and the secrets must be set, and 'outbox' is refused (its
 * files would be lost with the instance, and no adviser would read a lead). A missing or bad
 * setting stops the function at start-up with a message naming every variable to fix.
 */
import { z } from 'zod';
import type { ClientAddressRule } from './client-address.ts';
import type { RetryPolicy } from './delivery-deps.ts';

/** The shortest LEADS_SECRET and LEADS_RETRY_SECRET accepted on Supabase. */
export const MIN_SECRET_LENGTH = 32;

export type TransportKind = 'resend' | 'outbox';

export interface FunctionConfig {
  transport: TransportKind;
  /**
   * The advisers' inbox or inboxes (LEAD_EMAIL_TO, comma-separated): used while the roster
   * (public.advisers) is empty, and in degraded mode.
   */
  emailTo: string[];
  /**
   * The owner's inbox (LEAD_ESCALATION_TO, comma-separated; LEAD_EMAIL_TO when unset): a lead
   * nobody took by its promised moment, and the weekly figures.
   */
  escalationTo: string[];
  /** The sender, a verified address of the Resend domain (LEAD_EMAIL_FROM). */
  emailFrom: string;
  /**
   * Origins allowed by CORS and as a request's Origin (ALLOWED_ORIGIN, comma-separated). On
   * Supabase it defaults to SITE_URL and '*' is refused; locally the default is '*'.
   */
  allowedOrigins: string[];
  outboxDir: string;
  resendApiKey: string;
  resendApiUrl: string;
  /** One Resend call's time limit (RESEND_TIMEOUT_MS). */
  resendTimeoutMs: number;
  /** PostgreSQL of the lead store (SUPABASE_DB_URL); unset locally, where PGlite is used. */
  databaseUrl: string | undefined;
  /** The local PGlite directory (LEADS_DB_DIR, default .data/leads). */
  dataDir: string;
  /** From which the client-hash salt and the confirmation-link key are derived (LEADS_SECRET). */
  leadsSecret: string;
  /** What the schedule sends to the retry entry point (LEADS_RETRY_SECRET). */
  retrySecret: string;
  /** The site's public origin, for the confirmation pages and the advisers' page (SITE_URL). */
  siteUrl: string;
  /** This function's public address, for confirmation links (LEADS_FUNCTION_URL). */
  functionUrl: string;
  retry: RetryPolicy;
  /** Leads per client within the window (LEADS_RATE_LIMIT; 0 turns it off). */
  rateLimit: number;
  rateWindowMs: number;
  duplicateWindowMs: number;
  /** How long storing a lead may take before degraded mode (LEADS_STORE_TIMEOUT_MS). */
  storeTimeoutMs: number;
  /**
   * How long the same content again counts as a true repeat: stored as held and listed in the
   * advisers' digest (LEADS_REPEAT_WINDOW_S; 0: off).
   */
  repeatWindowMs: number;
  /** Where the client's address is read from: see client-address.ts. */
  clientAddress: ClientAddressRule;
  /** The local server's retry timer (LEADS_RETRY_INTERVAL_MS). */
  retryIntervalMs: number;
}

/** A getter, or Deno.env (anything with get(name)). */
export type EnvSource =
  ((name: string) => string | undefined) | { get(name: string): string | undefined };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const looksLikeAddress = (value: string) => /^[^\s@]+@[^\s@]+$|<[^\s@<>]+@[^\s@<>]+>$/.test(value);

/** Local-only values: never used where SUPABASE_URL is set. */
export const LOCAL_DEFAULTS = {
  leadsSecret: 'local-development-leads-secret-not-for-production',
  retrySecret: 'local-development-retry-secret',
  siteUrl: 'http://localhost:4173',
  functionUrl: 'http://127.0.0.1:54321/functions/v1/send-email',
} as const;

const transportSchema = z.enum(['resend', 'outbox']).optional();

/** A whole, non-negative number of a setting, or its default when unset. */
const wholeNumber = (fallback: number) =>
  z.coerce.number().int().nonnegative().optional().default(fallback);

/** The numeric settings and their defaults (`onSupabase` decides the rate limit's). */
const numbersSchema = (onSupabase: boolean) =>
  z.object({
    RESEND_TIMEOUT_MS: wholeNumber(10_000),
    LEADS_RETRY_BASE_MS: wholeNumber(10_000),
    LEADS_RETRY_MAX_MS: wholeNumber(60 * 60_000),
    LEADS_ALERT_AFTER: wholeNumber(10),
    LEADS_RETRY_INTERVAL_MS: wholeNumber(10_000),
    // On Supabase 5 submissions per 10 minutes per client. Locally every request comes from
    // 127.0.0.1 (the browser tests, an owner trying the forms): 30, so the limit does not get in
    // the way.
    LEADS_RATE_LIMIT: wholeNumber(onSupabase ? 5 : 30),
    LEADS_RATE_WINDOW_S: wholeNumber(600),
    LEADS_DUPLICATE_WINDOW_S: wholeNumber(600),
    // The same content again within a day is a true repeat: held and listed in the digest.
    LEADS_REPEAT_WINDOW_S: wholeNumber(24 * 3600),
    // How long an attempt keeps a lead from the retry passes: after a crash, the wait for a lead
    // whose first attempt was in flight.
    LEADS_LEASE_MS: wholeNumber(60_000),
    // X-Forwarded-For entries, counted from the right, that the platform's proxies add.
    TRUSTED_PROXY_HOPS: wholeNumber(1),
    // A lead not stored within this time is e-mailed in degraded mode.
    LEADS_STORE_TIMEOUT_MS: wholeNumber(3_000),
  });
type Numbers = z.infer<ReturnType<typeof numbersSchema>>;

/** The numeric settings, and the names of those that are not whole, non-negative numbers. */
function readNumbers(
  read: (name: string) => string | undefined,
  onSupabase: boolean,
): { number: Numbers; malformed: string[] } {
  const schema = numbersSchema(onSupabase);
  const parsed = schema.safeParse(
    Object.fromEntries(Object.keys(schema.shape).map((name) => [name, read(name)])),
  );
  if (parsed.success) return { number: parsed.data, malformed: [] };
  const malformed = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
  // Every other value as its default, so that the rules below still read numbers.
  return { number: schema.parse({}), malformed };
}

type Read = (name: string) => string | undefined;

/** A reader of trimmed settings: an empty value is an unset one. */
function readerOf(env: EnvSource): Read {
  return (name) => {
    const value = typeof env === 'function' ? env(name) : env.get(name);
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
  };
}

/** EMAIL_TRANSPORT as set (undefined: unset); on Supabase never 'outbox'. */
function transportOf(read: Read, onSupabase: boolean): TransportKind | undefined {
  const chosen = read('EMAIL_TRANSPORT');
  const parsed = transportSchema.safeParse(chosen);
  if (!parsed.success) {
    throw new ConfigError(
      `send-email: EMAIL_TRANSPORT must be "resend" or "outbox", not "${chosen ?? ''}"`,
    );
  }
  if (onSupabase && parsed.data === 'outbox') {
    throw new ConfigError(
      'send-email: EMAIL_TRANSPORT=outbox is only for a local server: on Supabase its files are lost and no adviser reads them (set EMAIL_TRANSPORT=resend)',
    );
  }
  return parsed.data;
}

/**
 * The settings without which nothing works, with their local defaults (the local outbox has
 * placeholder addresses; on Supabase nothing has a default). Throws naming every one missing.
 */
function requiredSettings(read: Read, onSupabase: boolean, chosen: TransportKind | undefined) {
  const transport = chosen ?? 'outbox';
  const local = transport === 'outbox' && !onSupabase;
  const settings = {
    EMAIL_TRANSPORT: chosen ?? (onSupabase ? undefined : 'outbox'),
    RESEND_API_KEY: read('RESEND_API_KEY') ?? (local ? '' : undefined),
    LEAD_EMAIL_TO: read('LEAD_EMAIL_TO') ?? (local ? 'doradcy@localhost' : undefined),
    LEAD_EMAIL_FROM: read('LEAD_EMAIL_FROM') ?? (local ? 'formularz@localhost' : undefined),
    SUPABASE_DB_URL: read('SUPABASE_DB_URL') ?? (onSupabase ? undefined : ''),
    LEADS_SECRET: read('LEADS_SECRET') ?? (onSupabase ? undefined : LOCAL_DEFAULTS.leadsSecret),
    LEADS_RETRY_SECRET:
      read('LEADS_RETRY_SECRET') ?? (onSupabase ? undefined : LOCAL_DEFAULTS.retrySecret),
    SITE_URL: read('SITE_URL') ?? (onSupabase ? undefined : LOCAL_DEFAULTS.siteUrl),
  };
  const missing = Object.entries(settings)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length > 0) {
    const where = onSupabase
      ? 'running on Supabase: set EMAIL_TRANSPORT=resend'
      : `EMAIL_TRANSPORT=${transport}`;
    throw new ConfigError(`send-email: missing setting ${missing.join(', ')} (${where})`);
  }
  return {
    transport,
    resendApiKey: settings.RESEND_API_KEY ?? '',
    emailTo: list(settings.LEAD_EMAIL_TO ?? ''),
    escalationTo: list(
      read('LEAD_ESCALATION_TO') ??
        (local ? 'wlasciciel@localhost' : (settings.LEAD_EMAIL_TO ?? '')),
    ),
    emailFrom: settings.LEAD_EMAIL_FROM ?? '',
    databaseUrl: settings.SUPABASE_DB_URL || undefined,
    leadsSecret: settings.LEADS_SECRET ?? '',
    retrySecret: settings.LEADS_RETRY_SECRET ?? '',
    siteUrl: (settings.SITE_URL ?? '').replace(/\/+$/, ''),
  };
}

type Required = ReturnType<typeof requiredSettings>;

/** Throws naming every address that is none, and every malformed number or origin. */
function checkValues(required: Required, number: Numbers, malformed: string[]): void {
  const { emailTo, escalationTo, emailFrom, siteUrl } = required;
  const badAddresses = [
    ...(emailTo.length === 0 || !emailTo.every(looksLikeAddress) ? ['LEAD_EMAIL_TO'] : []),
    ...(escalationTo.length === 0 || !escalationTo.every(looksLikeAddress)
      ? ['LEAD_ESCALATION_TO']
      : []),
    ...(looksLikeAddress(emailFrom) ? [] : ['LEAD_EMAIL_FROM']),
  ];
  if (badAddresses.length > 0) {
    throw new ConfigError(`send-email: not an e-mail address in ${badAddresses.join(', ')}`);
  }
  const bad = [...malformed];
  if (!/^https?:\/\/[^/\s]+$/.test(siteUrl)) bad.push('SITE_URL');
  if (number.TRUSTED_PROXY_HOPS < 1) bad.push('TRUSTED_PROXY_HOPS');
  // A lease shorter than two provider calls would let a retry pass take a lead still being sent.
  if (number.LEADS_LEASE_MS < 2 * number.RESEND_TIMEOUT_MS) bad.push('LEADS_LEASE_MS');
  if (bad.length > 0) {
    throw new ConfigError(
      `send-email: not a valid value in ${bad.join(', ')} (numbers: whole, not negative; SITE_URL: an origin such as https://www.example.pl)`,
    );
  }
}

/** Production refuses what would let any site post leads or guess the keys. */
function refuseUnsafe(required: Required, allowedOrigins: string[]): void {
  const unsafe = [
    ...(allowedOrigins.length === 0 || allowedOrigins.includes('*')
      ? ['ALLOWED_ORIGIN (not "*": the site\'s origin, e.g. https://www.example.pl)']
      : []),
    ...(
      [
        ['LEADS_SECRET', required.leadsSecret],
        ['LEADS_RETRY_SECRET', required.retrySecret],
      ] as const
    )
      .filter(([, value]) => value.length < MIN_SECRET_LENGTH)
      .map(([name]) => `${name} (at least ${MIN_SECRET_LENGTH} characters)`),
  ];
  if (unsafe.length > 0) {
    throw new ConfigError(`send-email: unsafe setting ${unsafe.join(', ')}`);
  }
}

export function configFromEnv(env: EnvSource): FunctionConfig {
  const read = readerOf(env);
  const supabaseUrl = read('SUPABASE_URL');
  const onSupabase = supabaseUrl !== undefined;
  const required = requiredSettings(read, onSupabase, transportOf(read, onSupabase));
  const { number, malformed } = readNumbers(read, onSupabase);
  checkValues(required, number, malformed);
  const allowedOrigins = list(read('ALLOWED_ORIGIN') ?? (onSupabase ? required.siteUrl : '*'));
  if (onSupabase) refuseUnsafe(required, allowedOrigins);
  return {
    transport: required.transport,
    emailTo: required.emailTo,
    escalationTo: required.escalationTo,
    emailFrom: required.emailFrom,
    allowedOrigins: allowedOrigins.length > 0 ? allowedOrigins : ['*'],
    outboxDir: read('OUTBOX_DIR') ?? '.outbox',
    resendApiKey: required.resendApiKey,
    resendApiUrl: read('RESEND_API_URL') ?? 'https://api.resend.com',
    resendTimeoutMs: number.RESEND_TIMEOUT_MS,
    databaseUrl: required.databaseUrl,
    dataDir: read('LEADS_DB_DIR') ?? '.data/leads',
    leadsSecret: required.leadsSecret,
    retrySecret: required.retrySecret,
    siteUrl: required.siteUrl,
    functionUrl:
      read('LEADS_FUNCTION_URL') ??
      (supabaseUrl
        ? `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/send-email`
        : LOCAL_DEFAULTS.functionUrl),
    retry: {
      baseMs: number.LEADS_RETRY_BASE_MS,
      maxMs: Math.max(number.LEADS_RETRY_MAX_MS, number.LEADS_RETRY_BASE_MS),
      alertAfter: Math.max(1, number.LEADS_ALERT_AFTER),
      leaseMs: number.LEADS_LEASE_MS,
    },
    rateLimit: number.LEADS_RATE_LIMIT,
    rateWindowMs: number.LEADS_RATE_WINDOW_S * 1000,
    duplicateWindowMs: number.LEADS_DUPLICATE_WINDOW_S * 1000,
    storeTimeoutMs: Math.max(100, number.LEADS_STORE_TIMEOUT_MS),
    repeatWindowMs: number.LEADS_REPEAT_WINDOW_S * 1000,
    clientAddress: {
      trustedHops: number.TRUSTED_PROXY_HOPS,
      ...(read('CLIENT_ADDRESS_HEADER') ? { header: read('CLIENT_ADDRESS_HEADER') } : {}),
    },
    retryIntervalMs: Math.max(10, number.LEADS_RETRY_INTERVAL_MS),
  };
}
