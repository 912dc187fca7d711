/**
 * Builds dist/service-worker.js after the prerender (docs/service-worker.md): the worker of
 * src/service-worker/sw.ts with the list of every hashed asset of this build and the offline page,
 * or, when the worker is switched off, a kill switch that removes an installed one.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { build } from 'vite';
import { serviceWorkerStores } from '../../src/content/cookie-registry';

export const SERVICE_WORKER_FILE = 'service-worker.js';

/**
 * Installed workers remove themselves and everything they kept (its caches, and the database in
 * which Workbox notes when each page was cached: the addresses a visitor read), then let the network
 * answer. A database still open in the worker being replaced goes once that worker has stopped: its
 * deletion is not waited for then.
 */
export const KILL_SWITCH = `// The service worker is switched off (docs/service-worker.md): remove any installed one.
self.addEventListener('install', () => self.skipWaiting());
const deleteDatabase = (name) =>
  new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.map((key) => caches.delete(key))))
      .then(() => deleteDatabase(${JSON.stringify(serviceWorkerStores.expirationDatabase)}))
      .then(() => self.registration.unregister()),
  );
});
`;

/** Site paths ("/assets/x.js") of every file under dist/assets. */
export async function hashedAssets(dist: string): Promise<string[]> {
  const entries = await readdir(join(dist, 'assets'), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${join(entry.parentPath.slice(dist.length + 1), entry.name)}`)
    .sort();
}

export async function buildServiceWorker(
  dist: string,
  options: {
    enabled: boolean;
    offlinePath: string;
    /** Pages never kept, always asked of the network (src/entry-server.tsx, privatePaths). */
    privatePaths?: readonly string[];
  },
): Promise<void> {
  const target = join(dist, SERVICE_WORKER_FILE);
  if (!options.enabled) {
    await writeFile(target, KILL_SWITCH);
    return;
  }
  // Beside its build, so that two builds never share it.
  const outDir = join(dirname(dist), `.service-worker-${basename(dist)}`);
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    mode: 'production',
    define: {
      // Workbox drops its development logging in a production build.
      'process.env.NODE_ENV': JSON.stringify('production'),
      __SW_ASSETS__: JSON.stringify(await hashedAssets(dist)),
      __SW_OFFLINE_PAGE__: JSON.stringify(options.offlinePath),
      __SW_PRIVATE_PAGES__: JSON.stringify(options.privatePaths ?? []),
    },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      lib: {
        entry: 'src/service-worker/sw.ts',
        formats: ['iife'],
        name: 'serviceWorker',
        fileName: () => SERVICE_WORKER_FILE,
      },
    },
  });
  await writeFile(target, await readFile(join(outDir, SERVICE_WORKER_FILE)));
  await rm(outDir, { recursive: true, force: true });
}
