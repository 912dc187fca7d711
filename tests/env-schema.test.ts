// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE_ENV, parseSiteEnv } from '@/config/env-schema';

describe('Site settings', () => {
  it('stop a production build without the Supabase project, naming both variables', () => {
    expect(() => parseSiteEnv({}, 'production')).toThrow(
      /VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY/,
    );
    expect(() =>
      parseSiteEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co' }, 'production'),
    ).toThrow(/needs VITE_SUPABASE_ANON_KEY/);
  });

  it('take a production build with both, and reject a malformed URL', () => {
    const env = parseSiteEnv(
      { VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon' },
      'production',
    );
    expect(env.VITE_SUPABASE_URL).toBe('https://abc.supabase.co');
    expect(() =>
      parseSiteEnv({ VITE_SUPABASE_URL: 'abc', VITE_SUPABASE_ANON_KEY: 'anon' }, 'production'),
    ).toThrow(/VITE_SUPABASE_URL must be the Supabase project URL/);
  });

  it('fall back to the local function outside production (Vitest, dev server)', () => {
    expect(parseSiteEnv({}, 'test')).toMatchObject(LOCAL_SUPABASE_ENV);
  });
});
