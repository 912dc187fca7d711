// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isCacheablePage, isHashedAsset, staleAssets } from '@/service-worker/cache-rules';

const site = 'https://www.spokojnarata.pl';
const url = (href: string) => new URL(href, site);

describe('What the service worker keeps', () => {
  it('serves only the site’s own hashed assets from its asset cache', () => {
    expect(isHashedAsset(url('/assets/index-a1b2.js'), site)).toBe(true);
    expect(isHashedAsset(url('/images/team/expert.svg'), site)).toBe(false);
    expect(isHashedAsset(url('https://cdn.example.com/assets/x.js'), site)).toBe(false);
  });

  it('keeps pages the visitor opened, never a submission or another origin', () => {
    const navigation = { method: 'GET', mode: 'navigate' };
    expect(isCacheablePage(url('/kontakt'), navigation, site)).toBe(true);
    expect(isCacheablePage(url('/kontakt'), { method: 'POST', mode: 'navigate' }, site)).toBe(
      false,
    );
    expect(isCacheablePage(url('/kontakt'), { method: 'GET', mode: 'cors' }, site)).toBe(false);
    expect(
      isCacheablePage(
        url('https://abc.supabase.co/functions/v1/send-email?potwierdz=t'),
        navigation,
        site,
      ),
    ).toBe(false);
  });

  it('drops, when a version takes over, only assets of neither it nor the version before', () => {
    const previous = ['/assets/a-1.js', '/assets/b-1.js'];
    const current = ['/assets/a-2.js', '/assets/b-1.js'];
    const cached = ['/assets/a-0.js', ...previous, '/assets/a-2.js'];
    expect(staleAssets(cached, current, previous)).toEqual(['/assets/a-0.js']);
    expect(staleAssets(cached, current, [])).toEqual(['/assets/a-0.js', '/assets/a-1.js']);
  });
});
