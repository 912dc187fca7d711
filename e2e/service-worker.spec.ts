/**
 * The service worker in a real Chromium, against a copy of the build served as a CDN would, so a
 * test can "deploy" (change or delete files) and cut the network (stop the server) without
 * touching the build the other specs use.
 */
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { offlinePath, paths } from '@/config/paths';
import { company } from '@/content/company';
import { serviceWorkerStores } from '@/content/cookie-registry';
import { applicationPage } from '@/content/pages/application';
import { offlinePage } from '@/content/pages/offline';
import { KILL_SWITCH, SERVICE_WORKER_FILE } from '../scripts/lib/service-worker-build';
import { serveDirectory, type ServedDirectory } from '../scripts/lib/static-server';
import { expectNoAxeViolations } from './a11y';
import { reactOwns } from './react-in-page';
import { isTwin } from '../scripts/lib/precompress';

test.use({ serviceWorkers: 'allow' });

type Site = ServedDirectory & { root: string };

async function serveCopyOfBuild(): Promise<Site> {
  const root = join(tmpdir(), `sw-site-${process.pid}-${Date.now()}-${Math.random()}`);
  await cp('dist', root, { recursive: true });
  return { root, ...(await serveDirectory(root)) };
}

let site: Site;
test.beforeEach(async () => {
  site = await serveCopyOfBuild();
});
test.afterEach(async () => {
  await site.close();
  await rm(site.root, { recursive: true, force: true });
});

/** Opens `path` and waits until the worker is active; the second load is then under its control. */
async function openControlled(page: Page, path: string) {
  await page.goto(`${site.origin}${path}`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** The names of the site's IndexedDB databases. */
function databases(page: Page): Promise<(string | undefined)[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map(({ name }) => name));
}

function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

/**
 * Has the browser look for a new version of the worker (the file on the server changed) and waits
 * until the new one has done its `activate` work or was discarded: the browser's own events, with
 * no time limit of their own, so that a busy machine only takes longer.
 */
function updateWorker(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    await registration.update();
    const worker = registration.installing ?? registration.waiting;
    // None left to wait for: the new version is already active (or, a kill switch, gone).
    if (!worker) return;
    await new Promise<void>((resolve) => {
      const settled = () => worker.state === 'activated' || worker.state === 'redundant';
      worker.addEventListener('statechange', () => {
        if (settled()) resolve();
      });
      if (settled()) resolve();
    });
  });
}

/**
 * Records in the page whether React had hydrated the header when the worker was registered: its
 * install fetches every asset, and must not compete with the app's start. The init script is
 * source text, so that it can carry `reactOwns` with it.
 */
function recordWhenRegistered(page: Page) {
  return page.addInitScript(`{
    const reactOwns = ${reactOwns.toString()};
    const container = ServiceWorkerContainer.prototype;
    const register = container.register.bind(navigator.serviceWorker);
    container.register = (...args) => {
      window.registeredAfterHydration = reactOwns('header [aria-expanded]');
      return register(...args);
    };
  }`);
}

test('is registered once the app has hydrated, keeps every hashed asset, and a page open across a deploy still loads its lazy chunks', async ({
  page,
}) => {
  await recordWhenRegistered(page);
  await openControlled(page, paths.home);
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as { registeredAfterHydration?: boolean }).registeredAfterHydration,
      ),
    )
    .toBe(true);
  // The build's .br and .gz twins are the server's to send, never URLs of their own.
  const assets = (await readdir(join(site.root, 'assets'))).filter((file) => !isTwin(file));
  const cached = await cachedUrls(page);
  for (const file of assets) expect(cached).toContain(`${site.origin}/assets/${file}`);

  // A deploy: the CDN no longer has any file of the version this page runs.
  await rm(join(site.root, 'assets'), { recursive: true });
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Złóż wniosek/ })
    .first()
    .click();
  await expect(page).toHaveURL(`${site.origin}${paths.application}`);
  // The address changes at once; the page it left stays until this one's code is in.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(applicationPage.intro.title);
  const name = page.getByLabel(/Imię/).first();
  await name.fill('Anna');
  await expect(name).toHaveValue('Anna');
});

test('offline: a page seen before opens from the cache; any other shows the offline page with the phone numbers', async ({
  page,
}) => {
  await openControlled(page, paths.contact);
  await site.close();

  await page.goto(`${site.origin}${paths.contact}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(offlinePage.intro.title);
  await expect(page).toHaveTitle(/Kontakt/);

  await page.goto(`${site.origin}${paths.doctor}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offlinePage.intro.title);
  for (const phone of company.phones) {
    await expect(page.getByRole('main').getByRole('link', { name: phone.display })).toHaveAttribute(
      'href',
      `tel:${phone.tel}`,
    );
  }
  // The offline page is inert there: no script of the app runs over another page's address.
  expect(await page.locator('script').count()).toBe(0);
  // So it offers no control that would need one: no menu button, no dropdown.
  await expect(page.getByRole('banner').getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /strona główna/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('never caches a request to another origin or anything but a page or an asset', async ({
  page,
}) => {
  await openControlled(page, paths.home);
  const functionsOrigin = new URL(
    /connect-src 'self' (\S+);/.exec(await readFile(join(site.root, '_headers'), 'utf8'))?.[1] ??
      '',
  ).origin;
  await page.evaluate(async (origin) => {
    await fetch(`${origin}/functions/v1/send-email`, { method: 'OPTIONS' }).catch(() => null);
    await fetch('/robots.txt');
    await fetch('/', { method: 'POST' }).catch(() => null);
  }, functionsOrigin);
  const cached = await cachedUrls(page);
  expect(cached.length).toBeGreaterThan(0);
  for (const url of cached) {
    expect(url.startsWith(site.origin)).toBe(true);
    expect(new URL(url).pathname).toMatch(new RegExp(`^/assets/|^/$|^${offlinePath}$|^/__`));
  }
});

test('a new version takes over at once; an open page keeps its version until its next navigation', async ({
  page,
}) => {
  await openControlled(page, paths.home);
  await page.evaluate(() => {
    const opened = window as { firstLoad?: number; firstWorker?: ServiceWorker | null };
    opened.firstLoad = performance.timeOrigin;
    opened.firstWorker = navigator.serviceWorker.controller;
  });
  const file = join(site.root, SERVICE_WORKER_FILE);
  await writeFile(file, `${await readFile(file, 'utf8')}\n// next version\n`);
  const beforeUpdate = await cachedUrls(page);
  await updateWorker(page);
  // The new version is in charge of the open page: the browser has told it so (controllerchange
  // comes with the new controller), which the next navigation acts on.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const { controller } = navigator.serviceWorker;
        const { firstWorker } = window as { firstWorker?: ServiceWorker | null };
        return controller !== null && controller !== firstWorker;
      }),
    )
    .toBe(true);
  // The page opened before the update is still the same document, with every chunk still kept.
  expect(await page.evaluate(() => (window as { firstLoad?: number }).firstLoad)).toBeDefined();
  expect(await cachedUrls(page)).toEqual(expect.arrayContaining(beforeUpdate));

  await page.locator(`footer a[href="${paths.contact}"]`).first().click();
  await expect(page).toHaveURL(`${site.origin}${paths.contact}`);
  // At its next navigation it loaded itself afresh, from the new version (while it reloads, the
  // page has no context to ask).
  await expect
    .poll(() =>
      page.evaluate(() => (window as { firstLoad?: number }).firstLoad).catch(() => 'reloading'),
    )
    .toBeUndefined();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the kill switch removes an installed worker and everything it kept', async ({ page }) => {
  await openControlled(page, paths.home);
  expect((await cachedUrls(page)).length).toBeGreaterThan(0);
  await expect.poll(() => databases(page)).toContain(serviceWorkerStores.expirationDatabase);

  await writeFile(join(site.root, SERVICE_WORKER_FILE), KILL_SWITCH);
  // Its activation empties the caches and the database, then unregisters it.
  await updateWorker(page);
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).toBe(0);
  expect(await cachedUrls(page)).toEqual([]);
  // The pages the visitor read, as Workbox noted them, go too.
  await expect.poll(() => databases(page)).toEqual([]);
});
