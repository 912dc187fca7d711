/**
 * The measurement tools of this build (VITE_GA_MEASUREMENT_ID, VITE_META_PIXEL_ID; parsed by
 * vite.config.ts and inlined, '' when off). Outside a Vite build — the browser tests read content
 * modules in Node — there is no `import.meta.env`, and no tool.
 */
export interface MeasurementSettings {
  /** GA4 measurement id; analytics load only after consent (design §4b). */
  ga4MeasurementId?: string;
  /** Meta Pixel id; loads only after consent. */
  metaPixelId?: string;
}

export const measurementSettings: MeasurementSettings =
  typeof import.meta.env === 'object'
    ? {
        ga4MeasurementId: import.meta.env.VITE_GA_MEASUREMENT_ID || undefined,
        metaPixelId: import.meta.env.VITE_META_PIXEL_ID || undefined,
      }
    : {};
