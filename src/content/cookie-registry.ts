/**
 * Every cookie and browser-storage entry the built site can write, with what the cookie policy
 * says about it. The policy's table is generated from this list, so it can only ever describe what
 * the code does: an entry whose `when` is false for the build's settings is not in the table.
 *
 * To add an entry: add a setting to `MeasurementSettings` (src/config/measurement.ts),
 * and add the entries with `when: (settings) => Boolean(…)`. The
 * policy's text about consent follows by itself (`needsConsent`).
 * tests/cookie-registry.test.ts fails when code writes storage that no entry names.
 */
import { measurementSettings, type MeasurementSettings } from '@/config/measurement';

export type StorageCategory = 'niezbędne' | 'analityczne' | 'marketingowe';

/** Where the entry lives in the browser. */
export type StorageKind = 'cookie' | 'sessionStorage' | 'localStorage';

/** The build settings that decide which entries the site writes. */
export type BuildSettings = MeasurementSettings;

/** This build's settings (VITE_GA_MEASUREMENT_ID, VITE_META_PIXEL_ID; none by default). */
export const buildSettings: BuildSettings = measurementSettings;

/** The name of the cookie that keeps the visitor's choice (spec §9: one year). */
export const CONSENT_COOKIE = 'cookie_consent';
const anyTool = (settings: BuildSettings) =>
  Boolean(settings.ga4MeasurementId ?? settings.metaPixelId);

export interface StorageEntry {
  /** The cookie's or storage key's name, as the browser shows it ("…" for a variable part). */
  name: string;
  provider: string;
  kind: StorageKind;
  /** What it is for and when it is written, in Polish, for the visitor. */
  purpose: string;
  /** How long it stays, in Polish. */
  lifetime: string;
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
};

/** The prefix of the form drafts' keys (src/features/leads/lead-draft.ts builds the full key). */
export const LEAD_DRAFT_PREFIX = 'lead-draft';

export const storageRegistry: readonly StorageEntry[] = [
  {
    name: `${LEAD_DRAFT_PREFIX}:…`,
    provider: 'Spokojna Rata (ten serwis)',
    kind: 'sessionStorage',
    purpose:
      'Kopia robocza formularza: to, co wpisujesz (z wybranych dokumentów tylko nazwy i rozmiary plików), oraz identyfikator zgłoszenia. Zapisywana od pierwszej zmiany w formularzu, aby odświeżenie strony ani nieudana wysyłka nie skasowały wpisanych danych i aby ponowna wysyłka nie utworzyła drugiego zgłoszenia. Nie jest wysyłana do nas ani nikomu innemu.',
    lifetime:
      'do udanego wysłania formularza (wtedy ją usuwamy) albo do zamknięcia karty przeglądarki',
    category: 'niezbędne',
    when: () => true,
    writtenBy: 'src/features/leads/lead-draft.ts',
  },
  {
    name: CONSENT_COOKIE,
    provider: 'Spokojna Rata (ten serwis)',
    kind: 'cookie',
    purpose:
      'Zapamiętuje Twój wybór w sprawie plików cookies analitycznych i marketingowych (oraz wersję listy narzędzi, aby zapytać ponownie, gdy się zmieni). Nie zawiera danych osobowych.',
    lifetime: '1 rok',
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
