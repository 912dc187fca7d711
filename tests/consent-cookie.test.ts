// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { consentVersion, parseConsent, serializeConsent } from '@/features/consent/consent-cookie';

describe('The cookie_consent cookie', () => {
  const version = consentVersion({ ga4MeasurementId: 'G-ABCD1234', metaPixelId: '123456789' });

  it('names the configured tools, so a change of tools asks again', () => {
    expect(version).toBe('ga4+pixel');
    expect(consentVersion({ ga4MeasurementId: 'G-ABCD1234' })).toBe('ga4');
    expect(consentVersion({})).toBe('');
  });

  it('keeps each category’s choice for a year, on the whole site', () => {
    const cookie = serializeConsent({ analytics: true, marketing: false }, version, true);
    expect(cookie).toBe(
      'cookie_consent=ga4%2Bpixel.10; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
    const stored = cookie.split(';')[0] ?? '';
    expect(parseConsent(`other=1; ${stored}`, version)).toEqual({
      analytics: true,
      marketing: false,
    });
  });

  it('forgets a choice given for other tools, and anything malformed', () => {
    const stored =
      serializeConsent({ analytics: true, marketing: true }, 'ga4', false).split(';')[0] ?? '';
    expect(parseConsent(stored, version)).toBeUndefined();
    expect(parseConsent('cookie_consent=ga4%2Bpixel.2', version)).toBeUndefined();
    expect(parseConsent('', version)).toBeUndefined();
    // A cookie of that name another script on the domain wrote, with an escape that decodes to nothing.
    expect(parseConsent('cookie_consent=%E0', version)).toBeUndefined();
  });
});
