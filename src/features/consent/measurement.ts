/**
 * Google Analytics 4 and the Meta Pixel, each switched on by its build setting and loaded only after
 * the visitor's consent for its category (design §4b). Google Consent Mode v2 defaults — every
 * storage denied — are set before any Google tag could load, and updated from the visitor's choice.
 * No request reaches Google or Meta before consent, and none at all after a refusal. Events carry
 * the form kind and the page, never a name, an e-mail address or a phone number.
 */
import { buildSettings } from '@/content/cookie-registry';
import type { ConsentChoice } from './consent-cookie';

type Command = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Command;
    fbq?: Command & { queue?: unknown[][]; loaded?: boolean; version?: string };
    _fbq?: Window['fbq'];
  }
}

const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';
const PIXEL_URL = 'https://connect.facebook.net/en_US/fbevents.js';

let granted: ConsentChoice = { analytics: false, marketing: false };
let googleLoaded = false;
let pixelLoaded = false;

function consentModeState(choice: ConsentChoice) {
  const state = (on: boolean) => (on ? 'granted' : 'denied');
  return {
    analytics_storage: state(choice.analytics),
    ad_storage: state(choice.marketing),
    ad_user_data: state(choice.marketing),
    ad_personalization: state(choice.marketing),
  };
}

function loadScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** The gtag queue with Consent Mode v2 defaults, before any Google tag. Loads nothing. */
export function initConsentMode(): void {
  if (!buildSettings.ga4MeasurementId || window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` objects themselves from the data layer.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('consent', 'default', consentModeState(granted));
}

/** Applies a choice: updates Consent Mode, loads what it allows (once), records the first page. */
export function applyConsent(choice: ConsentChoice, path: string): void {
  granted = choice;
  const gaId = buildSettings.ga4MeasurementId;
  if (gaId && window.gtag) {
    window.gtag('consent', 'update', consentModeState(choice));
    if (choice.analytics && !googleLoaded) {
      googleLoaded = true;
      window.gtag('js', new Date());
      window.gtag('config', gaId, { send_page_view: false });
      loadScript(`${GTAG_URL}?id=${encodeURIComponent(gaId)}`);
      trackPageView(path);
    }
  }
  const pixelId = buildSettings.metaPixelId;
  if (pixelId && choice.marketing && !pixelLoaded) {
    pixelLoaded = true;
    const fbq: NonNullable<Window['fbq']> = Object.assign(
      (...args: unknown[]) => {
        fbq.queue?.push(args);
      },
      { queue: [] as unknown[][], loaded: true, version: '2.0' },
    );
    window.fbq = window._fbq = fbq;
    fbq('init', pixelId);
    fbq('track', 'PageView');
    loadScript(PIXEL_URL);
  }
}

/** A page view after a client-side navigation (the first is sent when measurement starts). */
export function trackPageView(path: string): void {
  if (granted.analytics && window.gtag && buildSettings.ga4MeasurementId) {
    window.gtag('event', 'page_view', { page_path: path, page_location: window.location.href });
  }
  if (granted.marketing && window.fbq && pixelLoaded) window.fbq('track', 'PageView');
}

/** One successful lead: which form and on which page, and nothing about the person. */
export function trackLead(formKind: string, path: string): void {
  if (granted.analytics && window.gtag && buildSettings.ga4MeasurementId) {
    window.gtag('event', 'generate_lead', { form_kind: formKind, page_path: path });
  }
  if (granted.marketing && window.fbq && pixelLoaded) {
    window.fbq('track', 'Lead', { content_category: formKind });
  }
}

/** Expires the tools' cookies (src/content/cookie-registry.ts) on this site and its parent domain. */
export function forgetMeasurementCookies(): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name === '_ga' || name.startsWith('_ga_') || name === '_fbp');
  const host = window.location.hostname;
  const domains = ['', host, `.${host.split('.').slice(-2).join('.')}`];
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
    }
  }
}
