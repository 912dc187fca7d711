// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LEAD_DRAFT_PREFIX,
  activeStorage,
  needsConsent,
  pagesCacheLimits,
  serviceWorkerStores,
  storageRegistry,
  type StorageEntry,
  type StorageKind,
} from '@/content/cookie-registry';
import { consentCopy } from '@/content/consent';
import { draftKey } from '@/features/leads/lead-draft';
import {
  KILL_SWITCH,
  SERVICE_WORKER_FILE,
  buildServiceWorker,
} from '../scripts/lib/service-worker-build';

const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Every source file under src/, by its repository path, with its text. */
const sources = sourceFiles(join(root, 'src')).map((path) => ({
  path: relative(root, path).split('\\').join('/'),
  text: readFileSync(path, 'utf8'),
}));

/**
 * A write to a browser store: a cookie, web storage, IndexedDB (directly, or through Workbox's
 * expiration plugin), the Cookie Store API, Cache Storage (directly or as a Workbox strategy's
 * cache) or the service worker's own registration.
 */
const STORAGE_WRITE =
  /document\.cookie\s*=|(local|session)Storage\.setItem|indexedDB\.open|cookieStore\.set|caches\.open\(|cacheName\s*:|new ExpirationPlugin\(|serviceWorker\s*\.register\(/;

const namesOf = (kind: StorageKind) =>
  storageRegistry.filter((entry) => entry.kind === kind).map((entry) => entry.name);

/** The value of `const NAME = '…'` in `text`, or the literal itself when `expression` is one. */
function stringValue(expression: string, text: string): string | undefined {
  const literal = /^(['"`])([^'"`]+)\1$/.exec(expression.trim());
  if (literal) return literal[2];
  const constant = new RegExp(`const ${expression.trim()}\\s*=\\s*(['"\`])([^'"\`]+)\\1`).exec(
    text,
  );
  return constant?.[2];
}

/** Cache names a source opens: `caches.open(X)` and Workbox's `cacheName: X`, resolved. */
function cacheNamesIn(text: string): (string | undefined)[] {
  const uses = [
    ...text.matchAll(/caches\.open\(([^)]+)\)/g),
    ...text.matchAll(/cacheName\s*:\s*([^,}\n]+)/g),
  ];
  return uses.map((match) => stringValue(match[1] ?? '', text));
}

/** The arguments of every `new Name(…)` in `text` (parentheses balanced). */
function constructorCalls(text: string, name: string): string[] {
  const calls: string[] = [];
  for (const match of text.matchAll(new RegExp(`new ${name}\\(`, 'g'))) {
    let depth = 1;
    let index = match.index + match[0].length;
    const start = index;
    while (depth > 0 && index < text.length) {
      if (text[index] === '(') depth += 1;
      if (text[index] === ')') depth -= 1;
      index += 1;
    }
    calls.push(text.slice(start, index - 1));
  }
  return calls;
}

/** workbox-expiration's database name, as the installed library defines it. */
function workboxExpirationDatabase(): string {
  const model = read('node_modules/workbox-expiration/models/CacheTimestampsModel.js');
  const name = /const DB_NAME = '([^']+)'/.exec(model)?.[1];
  if (!name) throw new Error('workbox-expiration no longer defines DB_NAME where expected');
  return name;
}

describe('Cookie and storage registry', () => {
  it('names every source file that writes browser storage', () => {
    const writers = sources.filter(({ text }) => STORAGE_WRITE.test(text)).map(({ path }) => path);
    expect(writers).toEqual(
      expect.arrayContaining([
        'src/features/leads/lead-draft.ts',
        'src/service-worker/sw.ts',
        'src/app/service-worker-registration.ts',
      ]),
    );
    const registered = new Set(storageRegistry.map((entry) => entry.writtenBy));
    for (const path of writers) expect(registered, path).toContain(path);
  });

  it('names the form drafts by the key prefix lead-draft.ts really uses', () => {
    expect(draftKey('contact', '/kontakt').startsWith(`${LEAD_DRAFT_PREFIX}:`)).toBe(true);
    expect(storageRegistry.map((entry) => entry.name)).toContain(`${LEAD_DRAFT_PREFIX}:…`);
  });

  it('names every cache the source opens, and no cache it does not', () => {
    const opened = sources.flatMap(({ text }) => cacheNamesIn(text));
    expect(opened.length).toBeGreaterThan(0);
    // An unresolved name (a variable from elsewhere) must be given a constant the test can read.
    expect(opened).not.toContain(undefined);
    expect(new Set(opened)).toEqual(new Set(namesOf('cacheStorage')));
  });

  it('gives every caching Workbox strategy a cache of its own name (never Workbox’s default)', () => {
    for (const { path, text } of sources) {
      for (const strategy of ['CacheFirst', 'NetworkFirst', 'StaleWhileRevalidate', 'CacheOnly']) {
        for (const options of constructorCalls(text, strategy)) {
          expect(options, `${strategy} in ${path}`).toMatch(/cacheName\s*:/);
        }
      }
    }
  });

  it('names the IndexedDB databases: Workbox expiration’s and any the source opens', () => {
    const databases = namesOf('indexedDB');
    const usesExpiration = sources.some(({ text }) => text.includes('new ExpirationPlugin('));
    expect(usesExpiration).toBe(true);
    expect(databases).toContain(workboxExpirationDatabase());
    expect(serviceWorkerStores.expirationDatabase).toBe(workboxExpirationDatabase());
    for (const { text } of sources) {
      for (const match of text.matchAll(/indexedDB\.open\(([^,)]+)/g)) {
        expect(databases).toContain(stringValue(match[1] ?? '', text));
      }
    }
  });

  it('states the page cache’s limits that the service worker gives Workbox', () => {
    const worker = read('src/service-worker/sw.ts');
    const [options] = constructorCalls(worker, 'ExpirationPlugin');
    const number = (key: string) => {
      const expression = new RegExp(`${key}\\s*:\\s*([\\d\\s*_]+)`).exec(options ?? '')?.[1];
      if (!expression) throw new Error(`sw.ts gives ExpirationPlugin no plain ${key}`);
      return expression
        .split('*')
        .map((factor) => Number(factor.replace(/_/g, '').trim()))
        .reduce((product, factor) => product * factor, 1);
    };
    expect(number('maxEntries')).toBe(pagesCacheLimits.maxEntries);
    expect(number('maxAgeSeconds')).toBe(pagesCacheLimits.maxAgeDays * 24 * 60 * 60);
  });

  it('names the service worker script the page registers and the build writes', () => {
    const registration = read('src/app/service-worker-registration.ts');
    const script = /serviceWorker\.register\((\w+)\)/.exec(registration)?.[1] ?? '';
    expect(stringValue(script, registration)).toBe(serviceWorkerStores.script);
    expect(`/${SERVICE_WORKER_FILE}`).toBe(serviceWorkerStores.script);
    expect(namesOf('serviceWorker')).toEqual([serviceWorkerStores.script]);
  });

  it('lists what the service worker keeps only in builds that install it', () => {
    const workerKinds: StorageKind[] = ['serviceWorker', 'cacheStorage', 'indexedDB'];
    const kinds = (serviceWorker: boolean) =>
      activeStorage({ serviceWorker }).map((entry) => entry.kind);
    expect(kinds(true)).toEqual(expect.arrayContaining(workerKinds));
    for (const kind of workerKinds) expect(kinds(false)).not.toContain(kind);
    // The kill switch of a build without it only deletes: it writes nothing to list.
    expect(KILL_SWITCH).not.toMatch(STORAGE_WRITE);
    // This build (the default) installs it.
    expect(activeStorage().map((entry) => entry.kind)).toEqual(expect.arrayContaining(workerKinds));
  });

  it('has the banner name, among what is always on, the copies the service worker keeps', () => {
    // This build installs it (above), and keeps the site's files and pages without asking.
    const kept = activeStorage().filter((entry) => entry.kind === 'cacheStorage');
    expect(kept.every((entry) => entry.category === 'niezbędne')).toBe(true);
    expect(consentCopy.categories.niezbędne.hint).toMatch(/pliki\si\skopie\sstron/);
  });

  it('tells, for every entry, what it is, why, how long and how to remove it', () => {
    for (const entry of storageRegistry) {
      for (const text of [
        entry.name,
        entry.provider,
        entry.purpose,
        entry.lifetime,
        entry.removal,
      ]) {
        expect(text.trim(), entry.name).not.toBe('');
      }
    }
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
      removal: 'wycofaj zgodę',
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

describe('The built service worker', () => {
  it(
    'writes only the caches and the database the registry names',
    { timeout: 60_000 },
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'cookie-registry-'));
      try {
        const dist = join(dir, 'dist');
        await mkdir(join(dist, 'assets'), { recursive: true });
        await writeFile(join(dist, 'assets', 'index-test.js'), '');
        await buildServiceWorker(dist, { enabled: true, offlinePath: '/brak-polaczenia' });
        const bundle = await readFile(join(dist, SERVICE_WORKER_FILE), 'utf8');

        // Every cache name of ours in the bundle is listed, and every listed one is in the bundle.
        const ours = [...bundle.matchAll(/[`'"](spokojna-rata-[\w-]+)[`'"]/g)].map((m) => m[1]);
        expect(new Set(ours)).toEqual(new Set(namesOf('cacheStorage')));
        // IndexedDB: the bundle opens Workbox's database, which the registry names. (Booleans: a
        // failed `toContain` would print the whole bundle.)
        expect(bundle.includes('indexedDB.open('), 'the bundle opens IndexedDB').toBe(true);
        for (const database of namesOf('indexedDB')) {
          expect(new RegExp(`[\`'"]${database}[\`'"]`).test(bundle), database).toBe(true);
        }
        // A worker has no cookies or web storage; none of it may appear.
        expect(/document\.cookie|localStorage|sessionStorage|cookieStore/.exec(bundle)?.[0]).toBe(
          undefined,
        );
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
