/**
 * Build-time settings, parsed and defaulted by vite.config.ts (src/config/env-schema.ts) and
 * inlined as constants, so no validation code ships to the browser.
 */
export const env = {
  siteUrl: import.meta.env.VITE_SITE_URL.replace(/\/+$/, ''),
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL,
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
  serviceWorker: import.meta.env.VITE_SERVICE_WORKER === 'on',
} as const;

/** Absolute URL of a site path, for canonical links and social tags. */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${env.siteUrl}/` : `${env.siteUrl}${path}`;
}
