/**
 * The first setup file: every test file starts from what a fresh worker would give it, though the
 * files share their worker (vite.config.ts: `isolate: false`, which spares each file a new process,
 * a new jsdom and a new import of React and the testing libraries). Vitest runs the setup files
 * again before each file; this one undoes what an earlier file in the same worker left behind:
 *
 * - the project's modules are evaluated afresh (module-level stores: toasts, consent, load-once
 *   caches, the measurement tags' flags), so is tests/setup.ts, which comes after it; the modules a
 *   file mocks with vi.mock are its own, and mocks made by earlier files are reset;
 * - fake timers, stubbed globals and environment variables are undone;
 * - in jsdom: the document's head and body and the attributes of its root elements, cookies, both
 *   storages, the address, the globals the site's scripts set, what tests put on `navigator`, and
 *   the listeners the project's code (src/, and tests/ with what it runs, such as the inline
 *   script from its source text) added to `window` and `document` (each part of the page that
 *   listens there from its module, such as held-actions.ts, would otherwise go on listening with
 *   an earlier file's state).
 *
 * What the libraries in node_modules set up once per document (user-event, React) is kept: they
 * are loaded once per worker and would not set it up again.
 */
import { vi } from 'vitest';

vi.resetModules();
vi.resetAllMocks();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

/** Kept on the global object: this module itself is evaluated afresh for every file. */
interface Shared {
  /** The address jsdom started on. */
  href: string;
  /** navigator's own properties then (jsdom's own, such as its implementation's symbol). */
  navigatorKeys: Set<string | symbol>;
  /** Listeners added to window or document by the project's code, to remove before the next file. */
  listeners: { target: EventTarget; type: string; listener: unknown; capture: boolean }[];
}
const SHARED = Symbol.for('tests/fresh-file');
/** The globals the site's own scripts set (src/hydration/held-before-start.ts, measurement.ts). */
const SITE_GLOBALS = [
  'dataLayer',
  'gtag',
  'fbq',
  '_fbq',
  '__appStarted',
  '__heldPress',
  '__heldSubmit',
];

if (typeof window !== 'undefined') {
  const holder = globalThis as unknown as Record<symbol, Shared | undefined>;
  const shared = (holder[SHARED] ??= startRecording(window.location.href));

  for (const { target, type, listener, capture } of shared.listeners.splice(0)) {
    target.removeEventListener(type, listener as EventListener, capture);
  }
  for (const element of [document.documentElement, document.head, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const node of [...document.documentElement.childNodes]) {
    if (node !== document.head && node !== document.body) node.remove();
  }
  document.getSelection()?.removeAllRanges();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (window.location.href !== shared.href) window.history.replaceState(null, '', shared.href);
  for (const name of SITE_GLOBALS) Reflect.deleteProperty(window, name);
  // jsdom keeps navigator's properties on its prototype: any other own one was put there by a test.
  for (const name of Reflect.ownKeys(window.navigator)) {
    if (!shared.navigatorKeys.has(name)) Reflect.deleteProperty(window.navigator, name);
  }
}

/**
 * Once per worker: notes what jsdom started with, and wraps addEventListener of window and document
 * to note each listener that the project's code (src/, tests/) adds itself, for the next file to
 * remove. A script a test runs from source text (new Function) counts as its caller's: its frame
 * names the test file it was evaluated in.
 */
function startRecording(href: string): Shared {
  const shared: Shared = {
    href,
    navigatorKeys: new Set(Reflect.ownKeys(window.navigator)),
    listeners: [],
  };
  const projectCode = [`${process.cwd()}/src/`, `${process.cwd()}/tests/`];
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    Object.defineProperty(target, 'addEventListener', {
      configurable: true,
      writable: true,
      value(
        type: string,
        listener: EventListenerOrEventListenerObject | null,
        options?: boolean | AddEventListenerOptions,
      ) {
        // The stack's third line is the caller's frame (the first is the message, the second this).
        const caller = new Error().stack?.split('\n')[2] ?? '';
        if (listener && projectCode.some((folder) => caller.includes(folder))) {
          const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
          shared.listeners.push({ target, type, listener, capture });
        }
        add(type, listener, options);
      },
    });
  }
  return shared;
}
