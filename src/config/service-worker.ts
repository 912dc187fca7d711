/**
 * Whether this build installs the service worker (VITE_SERVICE_WORKER: `on` by default, `off` builds
 * the kill switch; docs/service-worker.md). Read like ./measurement.ts: outside a Vite build — the
 * browser tests read content modules in Node — there is no `import.meta.env`, and the default holds.
 */
export const serviceWorkerEnabled: boolean =
  typeof import.meta.env === 'object' ? import.meta.env.VITE_SERVICE_WORKER !== 'off' : true;
