// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { adviserPaths } from '@/config/paths';
import { privatePaths } from '@/entry-server';
import {
  isCacheablePage,
  isHashedAsset,
  isPrivatePage,
  staleAssets,
} from '@/service-worker/cache-rules';

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
    expect(isCacheablePage(url('/kontakt'), navigation, site, privatePaths)).toBe(true);
    expect(
      isCacheablePage(url('/kontakt'), { method: 'POST', mode: 'navigate' }, site, privatePaths),
    ).toBe(false);
    expect(
      isCacheablePage(url('/kontakt'), { method: 'GET', mode: 'cors' }, site, privatePaths),
    ).toBe(false);
    expect(
      isCacheablePage(
        url('https://abc.supabase.co/functions/v1/send-email?potwierdz=t'),
        navigation,
        site,
        privatePaths,
      ),
    ).toBe(false);
  });

  it('never keeps the advisers’ page: one lead’s data, always asked of the network', () => {
    const navigation = { method: 'GET', mode: 'navigate' };
    // The build hands the service worker the same list the CDN's headers come from.
    expect(privatePaths).toContain(adviserPaths.lead);
    for (const href of [
      `${adviserPaths.lead}#abcdefghijklmnopqrstuvwxyz.0123456789`,
      `${adviserPaths.lead}/`,
      `${adviserPaths.lead}?utm_source=mail`,
    ]) {
      expect(isPrivatePage(url(href), site, privatePaths), href).toBe(true);
      expect(isCacheablePage(url(href), navigation, site, privatePaths), href).toBe(false);
    }
    expect(isPrivatePage(url('/doradca'), site, privatePaths)).toBe(false);
    expect(isPrivatePage(url('/kontakt'), site, privatePaths)).toBe(false);
    expect(
      isPrivatePage(new URL(adviserPaths.lead, 'https://example.com'), site, privatePaths),
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
