// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LEAD_DRAFT_PREFIX,
  activeStorage,
  needsConsent,
  storageRegistry,
  type StorageEntry,
} from '@/content/cookie-registry';
import { draftKey } from '@/features/leads/lead-draft';

const root = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** A write to browser storage: a cookie, web storage, IndexedDB or the Cookie Store API. */
const STORAGE_WRITE =
  /document\.cookie\s*=|(local|session)Storage\.setItem|indexedDB\.open|cookieStore\.set/;

describe('Cookie and storage registry', () => {
  it('names every source file that writes browser storage', () => {
    const writers = sourceFiles(join(root, 'src'))
      .filter((path) => STORAGE_WRITE.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path).split('\\').join('/'));
    expect(writers).toContain('src/features/leads/lead-draft.ts');
    const registered = new Set(storageRegistry.map((entry) => entry.writtenBy));
    for (const path of writers) expect(registered).toContain(path);
  });

  it('names the form drafts by the key prefix lead-draft.ts really uses', () => {
    expect(draftKey('contact', '/kontakt').startsWith(`${LEAD_DRAFT_PREFIX}:`)).toBe(true);
    expect(storageRegistry.map((entry) => entry.name)).toContain(`${LEAD_DRAFT_PREFIX}:…`);
  });

  it('today writes no cookie and nothing analytic or marketing, so asks no consent', () => {
    const entries = activeStorage();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((entry) => entry.kind === 'cookie')).toEqual([]);
    expect(entries.every((entry) => entry.category === 'niezbędne')).toBe(true);
    expect(needsConsent()).toBe(false);
  });

  it('lists a conditional entry, and asks consent, only when its setting is on', () => {
    const analytics: StorageEntry = {
      name: '_ga',
      provider: 'Google Ireland Ltd.',
      kind: 'cookie',
      purpose: 'statystyki odwiedzin',
      lifetime: '2 lata',
      category: 'analityczne',
      when: (settings) => Boolean(settings.ga4MeasurementId),
      writtenBy: 'src/features/analytics/ga4.ts',
    };
    const registry = [...storageRegistry, analytics];
    const names = (settings: { ga4MeasurementId?: string }) =>
      activeStorage(settings, registry).map((entry) => entry.name);
    expect(names({})).not.toContain('_ga');
    expect(needsConsent({}, registry)).toBe(false);
    expect(names({ ga4MeasurementId: 'G-TEST' })).toContain('_ga');
    expect(needsConsent({ ga4MeasurementId: 'G-TEST' }, registry)).toBe(true);
  });
});
