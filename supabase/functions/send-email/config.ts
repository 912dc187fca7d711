/**
 * The function's settings, from environment variables. EMAIL_TRANSPORT is 'outbox' (local files,
 * the default) or 'resend' (production). Inside Supabase's runtime (SUPABASE_URL set) it has no
 * default. A missing or bad setting stops the function at start-up with a message naming every
 * variable to fix.
 */

export type TransportKind = 'resend' | 'outbox';

export interface FunctionConfig {
  transport: TransportKind;
  /** The advisers' inbox or inboxes (LEAD_EMAIL_TO, comma-separated). */
  emailTo: string[];
  /** The sender, a verified address of the Resend domain (LEAD_EMAIL_FROM). */
  emailFrom: string;
  /** Origins allowed by CORS (ALLOWED_ORIGIN, comma-separated, default '*'). */
  allowedOrigins: string[];
  outboxDir: string;
  resendApiKey: string;
  resendApiUrl: string;
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

export function configFromEnv(env: EnvSource): FunctionConfig {
  const read = (name: string) => {
    const value = typeof env === 'function' ? env(name) : env.get(name);
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
  };

  const chosen = read('EMAIL_TRANSPORT');
  if (chosen === undefined && read('SUPABASE_URL') !== undefined) {
    // Inside Supabase's runtime an outbox directory is useless: production must say resend.
    const missing = ['EMAIL_TRANSPORT', 'RESEND_API_KEY', 'LEAD_EMAIL_TO', 'LEAD_EMAIL_FROM'];
    throw new ConfigError(
      `send-email: missing setting ${missing.filter((name) => !read(name)).join(', ')} ` +
        '(running on Supabase: set EMAIL_TRANSPORT=resend)',
    );
  }
  const transport = chosen ?? 'outbox';
  if (transport !== 'resend' && transport !== 'outbox') {
    throw new ConfigError(
      `send-email: EMAIL_TRANSPORT must be "resend" or "outbox", not "${transport}"`,
    );
  }

  const local = transport === 'outbox';
  const settings = {
    RESEND_API_KEY: read('RESEND_API_KEY') ?? (local ? '' : undefined),
    LEAD_EMAIL_TO: read('LEAD_EMAIL_TO') ?? (local ? 'doradcy@localhost' : undefined),
    LEAD_EMAIL_FROM: read('LEAD_EMAIL_FROM') ?? (local ? 'formularz@localhost' : undefined),
  };
  const missing = Object.entries(settings)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new ConfigError(
      `send-email: missing setting ${missing.join(', ')} (EMAIL_TRANSPORT=${transport})`,
    );
  }

  const emailTo = list(settings.LEAD_EMAIL_TO ?? '');
  const emailFrom = settings.LEAD_EMAIL_FROM ?? '';
  const malformed = [
    ...(emailTo.length === 0 || !emailTo.every(looksLikeAddress) ? ['LEAD_EMAIL_TO'] : []),
    ...(looksLikeAddress(emailFrom) ? [] : ['LEAD_EMAIL_FROM']),
  ];
  if (malformed.length > 0) {
    throw new ConfigError(`send-email: not an e-mail address in ${malformed.join(', ')}`);
  }

  const allowedOrigins = list(read('ALLOWED_ORIGIN') ?? '*');
  return {
    transport,
    emailTo,
    emailFrom,
    allowedOrigins: allowedOrigins.length > 0 ? allowedOrigins : ['*'],
    outboxDir: read('OUTBOX_DIR') ?? '.outbox',
    resendApiKey: settings.RESEND_API_KEY ?? '',
    resendApiUrl: read('RESEND_API_URL') ?? 'https://api.resend.com',
  };
}
