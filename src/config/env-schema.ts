import { z } from 'zod';

/**
 * The site's build-time settings (VITE_* variables). vite.config.ts parses them with this schema when
 * the site is built or served, so a bad value stops the build with a clear message instead of
 * reaching visitors; the browser code receives the parsed values as constants.
 */
export const siteEnvSchema = z.object({
  VITE_SITE_URL: z
    .url({
      message: 'VITE_SITE_URL must be the absolute address of the site, e.g. https://example.pl',
    })
    .default('https://www.spokojnarata.pl'),
  VITE_SUPABASE_URL: z
    .url({ message: 'VITE_SUPABASE_URL must be the Supabase project URL' })
    .default('http://127.0.0.1:54321'),
  VITE_SUPABASE_ANON_KEY: z.string().min(1).default('local-anon-key'),
});

export type SiteEnv = z.infer<typeof siteEnvSchema>;

export function parseSiteEnv(raw: Record<string, string | undefined>): SiteEnv {
  const result = siteEnvSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`Invalid site settings (VITE_* variables):\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
