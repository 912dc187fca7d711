/**
 * Every cookie and browser-storage entry the built site can write, with what the cookie policy
 * says about it. The policy's table is generated from this list, so it can only ever describe what
 * the code does: an entry whose `when` is false for the build's settings is not in the table.
 *
 * "Everything" means every store of the browser: cookies, web storage, the service worker itself,
 * the caches it keeps (Cache Storage) and the database Workbox keeps for them (IndexedDB).
 *
 * To add an entry: add a setting to `MeasurementSettings` (src/config/measurement.ts),
 * and add the entries with `when: (settings) => Boolean(…)`. The
 * policy's text about consent follows by itself (`needsConsent`).
 * tests/cookie-registry.test.ts fails when code writes storage that no entry names: it scans the
 * source and the built service worker for cookies, storage keys, cache names and databases.
 */
import { measurementSettings, type MeasurementSettings } from '@/config/measurement';
import { serviceWorkerEnabled } from '@/config/service-worker';
import { pluralPl } from '@/lib/format';
import { consentCopy, type StorageCategory } from './consent';

/** Where the entry lives in the browser. */
export type StorageKind =
  'cookie' | 'sessionStorage' | 'localStorage' | 'serviceWorker' | 'cacheStorage' | 'indexedDB';

/** The build settings that decide which entries the site writes. */
export interface BuildSettings extends MeasurementSettings {
  /** Whether the build installs the service worker (VITE_SERVICE_WORKER; off: the kill switch). */
  serviceWorker?: boolean;
}

/** This build's settings (VITE_GA_MEASUREMENT_ID, VITE_META_PIXEL_ID, VITE_SERVICE_WORKER). */
export const buildSettings: BuildSettings = {
  ...measurementSettings,
  serviceWorker: serviceWorkerEnabled,
};

/** The name of the cookie that keeps the visitor's choice (spec §9: one year). */
export const CONSENT_COOKIE = 'cookie_consent';
const anyTool = (settings: BuildSettings) =>
  Boolean(settings.ga4MeasurementId ?? settings.metaPixelId);
const withServiceWorker = (settings: BuildSettings) => settings.serviceWorker === true;

export interface StorageEntry {
  /** The cookie's or storage key's name, as the browser shows it ("…" for a variable part). */
  name: string;
  provider: string;
  kind: StorageKind;
  /** What it is for and when it is written, in Polish, for the visitor. */
  purpose: string;
  /** How long it stays, in Polish. */
  lifetime: string;
  /** How the visitor removes it (or we do), in Polish. */
  removal: string;
  category: StorageCategory;
  /** Whether a build with these settings writes it. */
  when: (settings: BuildSettings) => boolean;
  /** The source file that writes it (for maintainers and the registry's test; not shown). */
  writtenBy: string;
}

export const kindLabels: Record<StorageKind, string> = {
  cookie: 'plik cookie',
  sessionStorage: 'pamięć sesji przeglądarki (sessionStorage)',
  localStorage: 'pamięć lokalna przeglądarki (localStorage)',
  serviceWorker: 'service worker (program serwisu zainstalowany w przeglądarce)',
  cacheStorage: 'pamięć podręczna przeglądarki (Cache Storage)',
  indexedDB: 'baza danych przeglądarki (IndexedDB)',
};

/** The prefix of the form drafts' keys (src/features/leads/lead-draft.ts builds the full key). */
export const LEAD_DRAFT_PREFIX = 'lead-draft';

/**
 * The caches of src/service-worker/sw.ts, by their names there, and the database Workbox's
 * expiration plugin keeps (workbox-expiration's DB_NAME). The service worker imports nothing from
 * here (it imports only its own folder): the registry's test reads both and fails when they differ.
 */
export const serviceWorkerStores = {
  script: '/service-worker.js',
  assets: 'spokojna-rata-assets',
  pages: 'spokojna-rata-pages',
  offline: 'spokojna-rata-offline',
  versions: 'spokojna-rata-versions',
  expirationDatabase: 'workbox-expiration',
} as const;

/** The page cache's limits, as sw.ts gives them to Workbox's ExpirationPlugin (checked by the test). */
export const pagesCacheLimits = { maxEntries: 40, maxAgeDays: 30 } as const;

const OWN = 'Spokojna Rata (ten serwis)';
/** How a visitor removes what the service worker keeps (the policy's browser section says where). */
const REMOVE_SITE_DATA = 'usuń dane tej witryny w ustawieniach przeglądarki';
const removeSiteData = `${REMOVE_SITE_DATA.charAt(0).toUpperCase()}${REMOVE_SITE_DATA.slice(1)}.`;
const maxAge = `${pagesCacheLimits.maxAgeDays} ${pluralPl(pagesCacheLimits.maxAgeDays, 'dzień', 'dni', 'dni')}`;

/** What the service worker keeps: itself, four caches and Workbox's small database. */
const serviceWorkerEntries: readonly StorageEntry[] = [
  {
    name: serviceWorkerStores.script,
    provider: OWN,
    kind: 'serviceWorker',
    purpose:
      'Niewielki program serwisu, który przeglądarka instaluje po załadowaniu pierwszej strony. Zapisuje pliki i kopie stron opisane w kolejnych wierszach i korzysta z nich, gdy połączenie jest wolne albo go nie ma. Nie zbiera informacji o Tobie i niczego nie wysyła; nie zapisuje formularzy ani zgłoszeń.',
    lifetime:
      'do usunięcia danych witryny w przeglądarce; każda nowa wersja serwisu zastępuje poprzednią',
    removal: removeSiteData,
    category: 'niezbędne',
    when: withServiceWorker,
    writtenBy: 'src/app/service-worker-registration.ts',
  },
  {
    name: serviceWorkerStores.assets,
    provider: OWN,
    kind: 'cacheStorage',
    purpose:
      'Pliki, z których zbudowany jest serwis (skrypty, style, czcionki, grafiki), pobierane po załadowaniu strony. Dzięki nim kolejne strony otwierają się szybciej, a strona otwarta przed aktualizacją serwisu nadal działa i może wysłać formularz.',
    lifetime:
      'pliki danej wersji serwisu zostają, dopóki używa ich bieżąca albo poprzednia wersja; starsze usuwamy, gdy przeglądarka zainstaluje kolejną wersję',
    removal: removeSiteData,
    category: 'niezbędne',
    when: withServiceWorker,
    writtenBy: 'src/service-worker/sw.ts',
  },
  {
    name: serviceWorkerStores.pages,
    provider: OWN,
    kind: 'cacheStorage',
    purpose:
      'Kopie stron serwisu otwieranych w tej przeglądarce (sama treść strony, bez tego, co wpisujesz w formularze), aby bez połączenia pokazać ostatnio pobraną wersję strony.',
    lifetime: `do ${maxAge} od zapisania; przechowujemy kopie najwyżej ${String(pagesCacheLimits.maxEntries)} ostatnio otwieranych stron, starsze usuwamy`,
    removal: removeSiteData,
    category: 'niezbędne',
    when: withServiceWorker,
    writtenBy: 'src/service-worker/sw.ts',
  },
  {
    name: serviceWorkerStores.offline,
    provider: OWN,
    kind: 'cacheStorage',
    purpose:
      'Strona z informacją o braku połączenia i numerami telefonów, pokazywana, gdy nie ma internetu, a otwieranej strony nie ma w kopiach.',
    lifetime: 'do usunięcia danych witryny; każda nowa wersja serwisu zapisuje ją od nowa',
    removal: removeSiteData,
    category: 'niezbędne',
    when: withServiceWorker,
    writtenBy: 'src/service-worker/sw.ts',
  },
  {
    name: serviceWorkerStores.versions,
    provider: OWN,
    kind: 'cacheStorage',
    purpose:
      'Lista plików wersji serwisu, która jest w użyciu, aby przy następnej aktualizacji wiedzieć, które stare pliki usunąć. Nie zawiera informacji o Tobie.',
    lifetime: 'do usunięcia danych witryny; każda nowa wersja serwisu zastępuje listę',
    removal: removeSiteData,
    category: 'niezbędne',
    when: withServiceWorker,
    writtenBy: 'src/service-worker/sw.ts',
  },
  {
    name: serviceWorkerStores.expirationDatabase,
    provider: `${OWN}, biblioteka Workbox`,
    kind: 'indexedDB',
    purpose: `Adresy stron zapisanych w kopiach (${serviceWorkerStores.pages}) i czas ich zapisania, aby usuwać kopie starsze niż ${maxAge} i ponad limit.`,
    lifetime:
      'wpis znika razem z kopią strony, której dotyczy; sama baza zostaje do usunięcia danych witryny',
    removal: removeSiteData,
    category: 'niezbędne',
    when: withServiceWorker,
    writtenBy: 'src/service-worker/sw.ts',
  },
];

export const storageRegistry: readonly StorageEntry[] = [
  {
    name: `${LEAD_DRAFT_PREFIX}:…`,
    provider: OWN,
    kind: 'sessionStorage',
    purpose:
      'Kopia robocza formularza: to, co wpisujesz (z wybranych dokumentów tylko nazwy i rozmiary plików), oraz identyfikator zgłoszenia. Zapisywana od pierwszej zmiany w formularzu, aby odświeżenie strony ani nieudana wysyłka nie skasowały wpisanych danych i aby ponowna wysyłka nie utworzyła drugiego zgłoszenia. Nie jest wysyłana do nas ani nikomu innemu.',
    lifetime:
      'do udanego wysłania formularza (wtedy ją usuwamy) albo do zamknięcia karty przeglądarki',
    removal: `Usuwamy ją sami po udanym wysłaniu formularza. Możesz też zamknąć kartę z formularzem albo ${REMOVE_SITE_DATA}.`,
    category: 'niezbędne',
    when: () => true,
    writtenBy: 'src/features/leads/lead-draft.ts',
  },
  ...serviceWorkerEntries,
  {
    name: CONSENT_COOKIE,
    provider: OWN,
    kind: 'cookie',
    purpose:
      'Zapamiętuje Twój wybór w sprawie plików cookies analitycznych i marketingowych (oraz wersję listy narzędzi, aby zapytać ponownie, gdy się zmieni). Nie zawiera danych osobowych.',
    lifetime: '1 rok',
    removal: `Zmień wybór przyciskiem „${consentCopy.footerLink}” w stopce strony albo usuń pliki cookies serwisu w przeglądarce.`,
    category: 'niezbędne',
    when: anyTool,
    writtenBy: 'src/features/consent/consent-cookie.ts',
  },
  {
    name: '_ga, _ga_…',
    provider: 'Google (Google Analytics 4)',
    kind: 'cookie',
    purpose:
      'Rozróżniają przeglądarki odwiedzające serwis, abyśmy mogli policzyć odwiedziny, wyświetlenia stron i wysłane zgłoszenia (bez imienia, e-maila ani telefonu). Zapisywane tylko po Twojej zgodzie na pliki analityczne.',
    lifetime: '2 lata',
    removal: `Wycofaj zgodę przyciskiem „${consentCopy.footerLink}” w stopce strony (wtedy je usuwamy) albo usuń pliki cookies serwisu w przeglądarce.`,
    category: 'analityczne',
    when: (settings) => Boolean(settings.ga4MeasurementId),
    writtenBy: 'src/features/consent/measurement.ts',
  },
  {
    name: '_fbp',
    provider: 'Meta Platforms (Meta Pixel)',
    kind: 'cookie',
    purpose:
      'Pozwala Meta powiązać odwiedziny serwisu z reklamami, które wyświetliła, i policzyć wysłane zgłoszenia (bez imienia, e-maila ani telefonu). Zapisywany tylko po Twojej zgodzie na pliki marketingowe.',
    lifetime: '3 miesiące',
    removal: `Wycofaj zgodę przyciskiem „${consentCopy.footerLink}” w stopce strony (wtedy go usuwamy) albo usuń pliki cookies serwisu w przeglądarce.`,
    category: 'marketingowe',
    when: (settings) => Boolean(settings.metaPixelId),
    writtenBy: 'src/features/consent/measurement.ts',
  },
];

/** The entries a build with `settings` writes, in the registry's order. */
export function activeStorage(
  settings: BuildSettings = buildSettings,
  registry: readonly StorageEntry[] = storageRegistry,
): StorageEntry[] {
  return registry.filter((entry) => entry.when(settings));
}

/** Whether the build writes anything that needs the visitor's consent first. */
export function needsConsent(
  settings: BuildSettings = buildSettings,
  registry: readonly StorageEntry[] = storageRegistry,
): boolean {
  return activeStorage(settings, registry).some((entry) => entry.category !== 'niezbędne');
}
