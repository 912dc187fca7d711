import { ADVISER_LEAD_PATH } from '@shared/adviser-path';

/** Every path of the site, defined once. Pages, navigation and the route table read them from here. */
export const paths = {
  home: '/',
  old: '/old',
  application: '/wniosek',
  analysis: '/bezplatna-analiza',
  thankYou: '/dziekujemy',
  credits: '/kredyty',
  loans: '/pozyczki',
  consolidationCredit: '/kredyt-konsolidacyjny',
  consolidationLoan: '/pozyczka-konsolidacyjna',
  paydayConsolidation: '/konsolidacja-chwilowek',
  consolidationCalculator: '/kalkulator-konsolidacji',
  noCreditCapacity: '/kredyt-bez-zdolnosci-kredytowej',
  nonBankRepayment: '/kredyt-na-splate-parabankow',
  civilContract: '/kredyt-na-umowe-zlecenie',
  nonBankLoans: '/pozyczki-pozabankowe',
  medicalWorkers: '/kredyt-dla-pracownikow-medycznych',
  doctor: '/kredyt-dla-lekarza',
  nurse: '/kredyt-dla-pielegniarki',
  teacher: '/kredyt-dla-nauczyciela',
  educationWorkers: '/kredyt-dla-pracownikow-oswiaty',
  police: '/kredyt-dla-policjanta',
  soldier: '/kredyt-dla-zolnierza',
  military: '/kredyt-dla-wojskowych',
  uniformedServices: '/kredyt-dla-sluzb-mundurowych',
  about: '/o-nas',
  team: '/zespol',
  contact: '/kontakt',
  knowledge: '/wiedza',
  privacy: '/polityka-prywatnosci',
  terms: '/regulamin',
  cookies: '/cookies',
  accessibility: '/deklaracja-dostepnosci',
} as const;

/**
 * Where the newsletter's confirmation link leads (double opt-in: the send-email function answers
 * the link with a redirect to one of them). Not pages a visitor opens from the site, so kept apart
 * from `paths`, like /dziekujemy they are noindex and out of the sitemap.
 */
export const newsletterPaths = {
  confirmed: '/newsletter/potwierdzony',
  linkInvalid: '/newsletter/link-niewazny',
  /** The link is good but the confirmation could not be recorded now (the store did not answer). */
  notRecorded: '/newsletter/sprobuj-pozniej',
} as const;

/**
 * The advisers' page, opened from the link of an e-mail about a lead (the token in the fragment).
 * Not a page of the public site: no link leads to it, it is noindex, out of the sitemap, never
 * cached (service worker, CDN) and sends no Referer. Its path is the send-email function's too
 * (supabase/functions/_shared/adviser-path.ts), which writes the links.
 */
export const adviserPaths = {
  lead: ADVISER_LEAD_PATH,
} as const;

/**
 * The page the service worker shows when the network is gone and the visitor asks for a page it has
 * not kept (docs/service-worker.md). Built without scripts, noindex and out of the sitemap.
 */
export const offlinePath = '/brak-polaczenia';

export type PageKey = keyof typeof paths;

export const articlePathPattern = `${paths.knowledge}/:slug`;

export function articlePath(slug: string): string {
  return `${paths.knowledge}/${slug}`;
}

/** "/kontakt/" and "/kontakt" are the same page. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
