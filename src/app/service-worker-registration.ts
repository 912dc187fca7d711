/**
 * Registers the service worker (spec §2; README, "Service worker") and lets a new version take
 * over only between pages: after a client-side navigation, a waiting version is activated and the
 * page reloads from it, so no page ever runs code of two versions.
 */
import { env } from '@/config/env';

const SCRIPT = '/service-worker.js';
/** How often a visitor who stays on the site looks for a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let registration: ServiceWorkerRegistration | undefined;
let lastUpdateCheck = 0;

/** At load, so the worker's downloads never compete with the page's. A failure is only logged. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !env.serviceWorker || !('serviceWorker' in navigator)) return;
  window.addEventListener(
    'load',
    () => {
      navigator.serviceWorker.register(SCRIPT).then(
        (registered) => {
          registration = registered;
          lastUpdateCheck = Date.now();
        },
        (error: unknown) => {
          console.error('Nie udało się zarejestrować service workera.', error);
        },
      );
    },
    { once: true },
  );
}

/** Called after every client-side navigation. */
export function onNavigation(): void {
  if (!registration) return;
  const waiting = registration.waiting;
  if (waiting && navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: 'SKIP_WAITING' });
    return;
  }
  if (Date.now() - lastUpdateCheck > UPDATE_CHECK_MS) {
    lastUpdateCheck = Date.now();
    registration.update().catch((error: unknown) => {
      console.error('Nie udało się sprawdzić nowej wersji strony.', error);
    });
  }
}
