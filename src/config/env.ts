import * as z from 'zod/mini';

/**
 * Build-time settings (import.meta.env), parsed once. Every value has a local default, so the site
 * builds and runs with no configuration.
 */
const envSchema = z.object({
  VITE_SITE_URL: z._default(z.url(), 'https://www.spokojnarata.pl'),
  VITE_SUPABASE_URL: z._default(z.url(), 'http://127.0.0.1:54321'),
  VITE_SUPABASE_ANON_KEY: z._default(z.string(), 'local-anon-key'),
});

const parsed = envSchema.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(`Invalid site configuration (VITE_* variables): ${parsed.error.message}`);
}

export const env = {
  siteUrl: parsed.data.VITE_SITE_URL.replace(/\/+$/, ''),
  supabaseUrl: parsed.data.VITE_SUPABASE_URL,
  supabaseAnonKey: parsed.data.VITE_SUPABASE_ANON_KEY,
} as const;

/** Absolute URL of a site path, for canonical links and social tags. */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${env.siteUrl}/` : `${env.siteUrl}${path}`;
}
