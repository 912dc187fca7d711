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
  VITE_SUPABASE_URL: z.url({ message: 'VITE_SUPABASE_URL must be the Supabase project URL' }),
  VITE_SUPABASE_ANON_KEY: z
    .string({ message: "VITE_SUPABASE_ANON_KEY must be the project's public anonymous key" })
    .min(1, { message: 'VITE_SUPABASE_ANON_KEY must not be empty' }),
  /** GA4 measurement id (G-…): switches Google Analytics on, behind the visitor's consent. */
  VITE_GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, {
      message: 'VITE_GA_MEASUREMENT_ID must be a GA4 measurement id, e.g. G-AB12CD34EF',
    })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Meta Pixel id (digits): switches the Pixel on, behind the visitor's consent. */
  VITE_META_PIXEL_ID: z
    .string()
    .regex(/^\d{6,20}$/, { message: 'VITE_META_PIXEL_ID must be the Pixel id, digits only' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** `off` builds a kill switch in place of the service worker (docs/service-worker.md). */
  VITE_SERVICE_WORKER: z
    .enum(['on', 'off'], { message: 'VITE_SERVICE_WORKER must be "on" or "off"' })
    .default('on'),
});

export type SiteEnv = z.infer<typeof siteEnvSchema>;

/** The local send-email function of `npm start`, `npm run dev` and the tests (scripts/). */
export const LOCAL_SUPABASE_ENV = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_ANON_KEY: 'local-anon-key',
} as const;

const REQUIRED_IN_PRODUCTION = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'] as const;

/**
 * Parses the settings of a Vite `mode`. A production build has no default for the Supabase
 * project: without both variables it stops, naming them, instead of shipping forms that post to
 * 127.0.0.1. Other modes (Vitest's `test`) fall back to the local function.
 */
export function parseSiteEnv(
  raw: Record<string, string | undefined>,
  mode = 'production',
): SiteEnv {
  if (mode === 'production') {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !raw[name]?.trim());
    if (missing.length > 0) {
      throw new Error(
        `A production build needs ${missing.join(' and ')}: the Supabase project URL and its public anonymous key (Dashboard → Project Settings → API). For a local build use VITE_SUPABASE_URL=${LOCAL_SUPABASE_ENV.VITE_SUPABASE_URL} VITE_SUPABASE_ANON_KEY=${LOCAL_SUPABASE_ENV.VITE_SUPABASE_ANON_KEY} (npm start passes these).`,
      );
    }
  }
  const result = siteEnvSchema.safeParse(
    mode === 'production' ? raw : { ...LOCAL_SUPABASE_ENV, ...raw },
  );
  if (!result.success) {
    throw new Error(`Invalid site settings (VITE_* variables):\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
