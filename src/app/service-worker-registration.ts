/**
 * Registers the service worker (spec §2; README, "Service worker"). A new version of the site takes
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

/**
 * Once the page has loaded, so the worker's downloads never compete with the page's. A failure is
 * only logged.
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
  // The app starts after the first paint, often after the load event has passed.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
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
