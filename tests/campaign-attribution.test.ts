import { describe, expect, it } from 'vitest';
import { attributionSchema } from '@shared/lead-schema';
import { attributionOf } from '@/features/leads/campaign-attribution';

const site = 'https://www.spokojnarata.pl';

describe('campaign attribution', () => {
  it('reads the UTM tags, the referrer without its query and the landing path', () => {
    const attribution = attributionOf(
      {
        landingUrl: `${site}/kredyt-dla-lekarza?utm_source=google&utm_medium=cpc&utm_campaign=lekarze&utm_term=kredyt+dla+lekarza&utm_content=baner-1&gclid=abc`,
        referrer: 'https://www.google.com/search?q=kredyt+dla+lekarza',
      },
      false,
    );
    expect(attribution).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'lekarze',
      term: 'kredyt dla lekarza',
      content: 'baner-1',
      referrer: 'https://www.google.com/search',
      landingPage: '/kredyt-dla-lekarza',
    });
    // What the browser sends passes the function's schema as it is.
    expect(attributionSchema.parse(attribution)).toEqual(attribution);
  });

  it('keeps the ad click ids only with marketing consent', () => {
    const arrival = {
      landingUrl: `${site}/?gclid=Cj0KCQiA-abc_1&fbclid=IwAR2x&wbraid=w1&gbraid=g1`,
      referrer: '',
    };
    expect(attributionOf(arrival, false)).toEqual({ landingPage: '/' });
    expect(attributionOf(arrival, true).clickIds).toEqual({
      gclid: 'Cj0KCQiA-abc_1',
      fbclid: 'IwAR2x',
      wbraid: 'w1',
      gbraid: 'g1',
    });
  });

  it('counts no referrer from our own pages or from non-web addresses', () => {
    for (const referrer of [
      `${site}/wiedza?x=1`,
      'android-app://com.google.android.gm/',
      'nie-adres',
    ]) {
      expect(attributionOf({ landingUrl: `${site}/kontakt`, referrer }, true)).toEqual({
        landingPage: '/kontakt',
      });
    }
  });

  it('drops a tag the schema refuses, never the lead', () => {
    expect(
      attributionSchema.parse({
        source: 'google\nBcc: x',
        medium: '<script>',
        campaign: 'kampania zimowa – lekarze',
        referrer: 'https://www.google.com/search?q=dlugi',
        landingPage: 'javascript:alert(1)',
        clickIds: { gclid: 'a b', fbclid: 'ok_1' },
      }),
    ).toEqual({ campaign: 'kampania zimowa – lekarze', clickIds: { fbclid: 'ok_1' } });
    expect(attributionSchema.parse('tekst')).toBeUndefined();
    expect(attributionSchema.parse({ source: 'x'.repeat(201) })).toBeUndefined();
  });
});
