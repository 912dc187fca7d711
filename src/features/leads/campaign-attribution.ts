/**
 * The campaign that brought the visitor, for the lead's `attribution` (issue 27): the UTM tags,
 * the referrer (origin and path, never its query) and the landing path of the page the visit
 * started on, and the ad platforms' click ids when the visitor gave marketing consent.
 *
 * Nothing is written to cookies or storage, and no code runs on arrival: the browser keeps the
 * address the document was opened with (its navigation entry) and the referrer for the document's
 * whole life, so they are read when a lead is sent, however far the visitor navigated inside the
 * app. The first reading is kept in memory for the rest of the visit.
 */
import type { Attribution, ClickIdKey } from '@shared/lead-schema';
import { clickIdParameters, utmParameters } from '@/content/campaign-attribution';

export interface Arrival {
  /** The address the document was opened with, query included. */
  landingUrl: string;
  /** document.referrer ('' when none). */
  referrer: string;
}

/** The attribution of an arrival; click ids only when `marketingConsent`. */
export function attributionOf(arrival: Arrival, marketingConsent: boolean): Attribution {
  const landing = new URL(arrival.landingUrl);
  const attribution: Attribution = {};
  for (const [field, parameter] of Object.entries(utmParameters) as [
    keyof typeof utmParameters,
    string,
  ][]) {
    const value = landing.searchParams.get(parameter)?.trim();
    if (value) attribution[field] = value.slice(0, 200);
  }
  const referrer = referrerOf(arrival.referrer, landing.origin);
  if (referrer) attribution.referrer = referrer;
  attribution.landingPage = landing.pathname;
  if (marketingConsent) {
    const clickIds: Partial<Record<ClickIdKey, string>> = {};
    for (const key of clickIdParameters) {
      const value = landing.searchParams.get(key)?.trim();
      if (value) clickIds[key] = value.slice(0, 500);
    }
    if (Object.keys(clickIds).length > 0) attribution.clickIds = clickIds;
  }
  return attribution;
}

/** Another site's address as origin and path; our own pages and unreadable values: none. */
function referrerOf(referrer: string, ownOrigin: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.origin === ownOrigin || !/^https?:$/.test(url.protocol)) return undefined;
    return `${url.origin}${url.pathname}`.slice(0, 500);
  } catch {
    return undefined;
  }
}

let arrival: Arrival | undefined;

/** This document's arrival, read once (the navigation entry keeps the address it opened with). */
function currentArrival(): Arrival {
  if (!arrival) {
    const [navigation] = performance.getEntriesByType('navigation');
    arrival = { landingUrl: navigation?.name || location.href, referrer: document.referrer };
  }
  return arrival;
}

/** The attribution the next lead carries; never throws (a lead is never lost for it). */
export function currentAttribution(marketingConsent: boolean): Attribution | undefined {
  try {
    return attributionOf(currentArrival(), marketingConsent);
  } catch {
    return undefined;
  }
}
