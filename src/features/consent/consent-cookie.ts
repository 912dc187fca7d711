/**
 * The visitor's choice about measurement, kept in the `cookie_consent` cookie for a year (spec §9)
 * with the version of the tool list it was given for: when the configured tools change, the old
 * choice no longer counts and the banner asks again.
 */
import { buildSettings, CONSENT_COOKIE, type BuildSettings } from '@/content/cookie-registry';
import { decodeComponent } from '@/lib/decode-component';

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Names the configured tools: a choice given for another set of tools is asked again. */
export function consentVersion(settings: BuildSettings = buildSettings): string {
  return [settings.ga4MeasurementId && 'ga4', settings.metaPixelId && 'pixel']
    .filter(Boolean)
    .join('+');
}

/** The stored choice for this version, or undefined (never asked, or asked for other tools). */
export function parseConsent(cookies: string, version: string): ConsentChoice | undefined {
  const value = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  const match = /^(.+)\.([01])([01])$/.exec(decodeComponent(value ?? '') ?? '');
  if (match?.[1] !== version) return undefined;
  return { analytics: match[2] === '1', marketing: match[3] === '1' };
}

/** The Set-Cookie value of a choice: the version and one digit per category, for a year. */
export function serializeConsent(choice: ConsentChoice, version: string, secure: boolean): string {
  const value = `${version}.${choice.analytics ? 1 : 0}${choice.marketing ? 1 : 0}`;
  return `${CONSENT_COOKIE}=${encodeURIComponent(value)}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function readStoredConsent(): ConsentChoice | undefined {
  return parseConsent(document.cookie, consentVersion());
}

export function storeConsent(choice: ConsentChoice): void {
  document.cookie = serializeConsent(
    choice,
    consentVersion(),
    window.location.protocol === 'https:',
  );
}
