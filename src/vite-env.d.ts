/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Always set: vite.config.ts parses these and fills in the defaults. */
  readonly VITE_SITE_URL: string;
  readonly VITE_SUPABASE_URL: string;
  readonly VITE_SUPABASE_ANON_KEY: string;
  readonly VITE_SERVICE_WORKER: 'on' | 'off';
  /** '' when not configured. */
  readonly VITE_GA_MEASUREMENT_ID: string;
  /** '' when not configured. */
  readonly VITE_META_PIXEL_ID: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The year the site was built in (vite.config.ts `define`). */
declare const __BUILD_YEAR__: number;

interface Window {
  /**
   * Set once the app has hydrated; until then hydration/before-start.ts holds presses and submits.
   */
  __appStarted?: boolean;
  __heldPress?: HTMLElement;
  __heldSubmit?: HTMLFormElement;
}
