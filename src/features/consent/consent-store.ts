/**
 * The banner's state, outside React so that the footer link, the app's start and the banner share
 * it: whether it is open, with its settings, the boxes as ticked, and where focus returns.
 */
import { consentNeeded } from './consent-needed';
import { readStoredConsent, storeConsent, type ConsentChoice } from './consent-cookie';
import { applyConsent, forgetMeasurementCookies, initConsentMode } from './measurement';

export { consentNeeded };

interface ConsentBannerState {
  open: boolean;
  settings: boolean;
  draft: ConsentChoice;
  /** Opened by the visitor (footer link): the banner takes focus and gives it back on closing. */
  requested: boolean;
}

const none: ConsentChoice = { analytics: false, marketing: false };
const closed: ConsentBannerState = { open: false, settings: false, draft: none, requested: false };

let state = closed;
let returnFocus: HTMLElement | null = null;
const listeners = new Set<() => void>();

function update(next: Partial<ConsentBannerState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export const consentStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: () => state,
  getServerSnapshot: () => closed,
};

/** At the app's start: measurement under the stored choice, or the banner when there is none. */
export function startConsent(path: string): void {
  if (!consentNeeded) return;
  initConsentMode();
  const stored = readStoredConsent();
  if (stored) {
    applyConsent(stored, path);
    update({ draft: stored });
  } else update({ open: true });
}

/** The footer's 'Ustawienia cookies': the banner with its settings and the current choice. */
export function openConsentSettings(): void {
  returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  update({ open: true, settings: true, requested: true, draft: readStoredConsent() ?? none });
}

export function showConsentSettings(): void {
  update({ settings: true });
}

export function setConsentDraft(draft: ConsentChoice): void {
  update({ draft });
}

function close() {
  update({ open: false, settings: false, requested: false });
  returnFocus?.focus();
  returnFocus = null;
}

/** Stores and applies a choice, then closes the banner. */
export function decideConsent(choice: ConsentChoice, path: string): void {
  const before = readStoredConsent();
  storeConsent(choice);
  if ((before?.analytics && !choice.analytics) || (before?.marketing && !choice.marketing)) {
    // A withdrawal: the tools' cookies go, and a fresh page drops the scripts already loaded, so
    // nothing more is sent.
    forgetMeasurementCookies();
    window.location.reload();
    return;
  }
  applyConsent(choice, path);
  update({ draft: choice });
  close();
}

/** Escape on a banner the visitor opened: closes it, the earlier choice standing. */
export function dismissConsentSettings(): void {
  if (state.requested) close();
}
