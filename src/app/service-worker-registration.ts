/**
 * Registers the service worker (spec §2; docs/service-worker.md). A new version of the site takes
 * the worker's place as soon as it is installed, but a page already open keeps the code it started
 * with (the worker keeps that version's chunks) and loads itself afresh at its next client-side
 * navigation, so no page ever runs code of two versions.
 */
import { env } from '@/config/env';

const SCRIPT = '/service-worker.js';
/** How often a visitor who stays on the site looks for a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let registration: ServiceWorkerRegistration | undefined;
let lastUpdateCheck = 0;
let newVersionInCharge = false;

/** At the latest this long after the load event or the app's start, whichever is later. */
const IDLE_TIMEOUT_MS = 10 * 1000;
/** Where there is no requestIdleCallback (WebKit): this long after the same moment. */
const WITHOUT_IDLE_CALLBACK_MS = 3 * 1000;

/**
 * Called once the app has started. Registers the worker after the page's load event, once the
 * browser is idle: its install fetches every asset of the version (every page's chunks, fonts and
 * pictures), which must compete neither with the page's own downloads for the network nor with the
 * app's hydration for the CPU. A failure is only logged.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !env.serviceWorker || !('serviceWorker' in navigator)) return;
  // A page that had a worker and sees another take over runs an older version than the site's.
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) newVersionInCharge = true;
  });
  const register = () => {
    navigator.serviceWorker.register(SCRIPT).then(
      (registered) => {
        registration = registered;
        lastUpdateCheck = Date.now();
      },
      (error: unknown) => {
        console.error('Nie udało się zarejestrować service workera.', error);
      },
    );
  };
  // Idle callbacks wait for hydration's tasks: React's scheduler leaves no idle time between them.
  const whenIdle = () => {
    if ('requestIdleCallback' in window)
      requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(register, WITHOUT_IDLE_CALLBACK_MS);
  };
  // The app starts after the first paint, often after the load event has passed.
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Called after every client-side navigation. */
export function onNavigation(): void {
  if (newVersionInCharge) {
    window.location.reload();
    return;
  }
  if (registration && Date.now() - lastUpdateCheck > UPDATE_CHECK_MS) {
    lastUpdateCheck = Date.now();
    registration.update().catch((error: unknown) => {
      console.error('Nie udało się sprawdzić nowej wersji strony.', error);
    });
  }
}
