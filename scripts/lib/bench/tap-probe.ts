/**
 * The first tap, measured the way a visitor on a mid-range phone meets it: touch, CPU slowed 4×
 * (CDP Emulation.setCPUThrottlingRate) and Lighthouse's slow-4G network (150 ms RTT, 1.6 Mbit/s),
 * 390 px wide unless the control only shows wider. As soon as the target is in the DOM and painted
 * (scrolled into view if it is below the fold, first contentful paint done, a frame drawn), it is
 * tapped at once, hydrated or not.
 *
 * A control (`CONTROLS`: the mobile menu button, a desktop navigation group at 1280 px, the first FAQ
 * question, the second solution tab, the testimonial carousel's "next" arrow at 820 px, the
 * article's share button) is timed in the page, so no round trip to the driver is counted: from the
 * tap's `pointerdown` (`event.timeStamp`, recorded by a capture listener an init script installs
 * before any of the page's scripts) to the timestamp of the first animation frame whose rendering
 * shows the response (a requestAnimationFrame loop, started before the tap, checks it every
 * frame). The response is what the visitor sees, never an attribute alone:
 *  - menu, dropdown, faq: the element the control's `aria-controls` names (re-read every frame, as
 *    it may be set only once open; for a control without it, the region `aria-labelledby` it) is
 *    rendered and visible: client rects, no `hidden` ancestor, computed visibility `visible`. For
 *    the dropdown a visible `[role=menu]` counts too;
 *  - tab: the panel the tapped tab controls is visible and the panel shown before is not;
 *  - carousel: the section's scroll region (`[role=region]`) has moved right of where it was;
 *  - share: headless Chromium on Linux has no Web Share, so `navigator.share` is stubbed by the init
 *    script to record when it is called (a phone's share sheet is the response) and how often:
 *    one tap, one call, counted once the network is idle.
 * The probes go by ARIA roles and attributes, `data-nav-group`, the FAQ items' `data-value` and the
 * labels of the content modules, never by how a component is built, so they time a control made to
 * answer before hydration the same way as one React answers.
 *
 * A form's first text field keeps its own probe: tap, type a few characters, and time (from the
 * driver) until the field works: the typed text is in it, it has the focus, and React owns the
 * element (React's `__reactProps$…` key on it). Then, once the network is idle, the text is checked
 * again: lost characters are what hydration or a re-render wiped.
 *
 * A tap with no response within TAP_TIMEOUT_MS was ignored: a lost tap, the "dead period" the
 * targets forbid. A tap that landed beside its control (the layout moved under it) is no
 * measurement: the probe throws, and the bench repeats it.
 *
 * Why ours: INP (web-vitals, Lighthouse's timespans) times an event to the next paint whatever that
 * paint shows, so a tap the unhydrated page ignores scores as fast; and no tool taps a control the
 * moment it is painted. Here the response is what the visitor sees, and a lost tap is counted.
 */
import type { Browser, Page } from '@playwright/test';
import { articleViewCopy } from '../../../src/content/articles/article-view';
import { testimonialsLabels } from '../../../src/content/labels';

export const TAP_TIMEOUT_MS = 10_000;
const TYPED = 'Anna';
const FIELD =
  'form[data-form] :is(input:not([type]), input[type=text], input[type=email], input[type=tel], textarea):not([tabindex="-1"])';

/** The controls whose first tap is timed, in the order of the bench's columns. */
export const CONTROL_KINDS = ['menu', 'dropdown', 'faq', 'tab', 'carousel', 'share'] as const;
export type ControlKind = (typeof CONTROL_KINDS)[number];

/** Which element to tap: the `index`-th painted match of `selector` (whose text is `text`, if set). */
export interface TargetSpec {
  selector: string;
  index?: number;
  text?: string;
}

type Response = 'controlled' | 'controlled-or-menu' | 'tab-panel' | 'scrolled' | 'share-called';

interface Viewport {
  width: number;
  height: number;
  isMobile: boolean;
}

const PHONE: Viewport = { width: 390, height: 844, isMobile: true };
/** The testimonial arrows show from Tailwind's md (768 px): a tablet held upright. */
const TABLET: Viewport = { width: 820, height: 1180, isMobile: true };
/** The desktop navigation, still by touch (a touch-screen laptop, a tablet in landscape). */
const DESKTOP: Viewport = { width: 1280, height: 800, isMobile: false };

export const CONTROLS: Record<
  ControlKind,
  { viewport: Viewport; target: TargetSpec; response: Response }
> = {
  menu: {
    viewport: PHONE,
    target: { selector: 'header button[aria-controls][aria-expanded]' },
    response: 'controlled',
  },
  dropdown: {
    viewport: DESKTOP,
    target: { selector: 'header [data-nav-group]' },
    response: 'controlled-or-menu',
  },
  // The FAQ section's items are `item-N` (src/sections/faq-section.tsx); the trigger is the button
  // that reports `aria-expanded` (it names its answer in `aria-controls` only once React renders).
  faq: {
    viewport: PHONE,
    target: { selector: '[data-value="item-0"] button[aria-expanded]' },
    response: 'controlled',
  },
  tab: {
    viewport: PHONE,
    target: { selector: '[role=tablist] [role=tab]', index: 1 },
    response: 'tab-panel',
  },
  carousel: {
    viewport: TABLET,
    target: { selector: `button[aria-label="${testimonialsLabels.next}"]` },
    response: 'scrolled',
  },
  share: {
    viewport: PHONE,
    target: { selector: 'article button', text: articleViewCopy.share.button },
    response: 'share-called',
  },
};

export interface TapResult {
  /** Milliseconds from the tap until the target works; null when it never did (ignored). */
  workingMs: number | null;
  ignored: boolean;
  /** Milliseconds from navigation start to the tap. */
  tapAtMs: number;
  /** Form field only: the text typed, the text there once the network was idle. */
  typed?: string;
  finalValue?: string;
  lostChars?: number;
  /** Share only: calls of `navigator.share` for the one tap, counted once the network was idle. */
  shareCalls?: number;
}

/** What the init script and the frame loop keep in the page (`window.__tapClock`). */
interface TapClock {
  /** `event.timeStamp` of the first `pointerdown`. */
  downAt: number | null;
  /** Timestamp of the first frame showing the response (for share: of the call). */
  respondedAt: number | null;
  /** Whether that `pointerdown` landed on the control (set by the frame loop's listener). */
  hit: boolean | null;
  shareCalls: number;
}

type ClockWindow = Window & { __tapClock?: TapClock };

async function throttledPage(browser: Browser, viewport: Viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    hasTouch: true,
    isMobile: viewport.isMobile,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/**
 * Waits (polling every frame) until the `spec`'s element exists and the page has painted, scrolls
 * it to the middle of the screen, waits for a frame, and returns where to tap it and the element's
 * name (for finding a form field again should React replace it).
 */
async function paintedTarget(page: Page, spec: TargetSpec) {
  await page.waitForFunction(
    (target) =>
      performance.getEntriesByName('first-contentful-paint').length > 0 &&
      [...document.querySelectorAll(target.selector)].filter(
        (element) =>
          element.getClientRects().length > 0 &&
          (target.text === undefined || element.textContent.trim() === target.text),
      ).length > (target.index ?? 0),
    spec,
    { polling: 'raf', timeout: 60_000 },
  );
  return page.evaluate(async (target) => {
    const element = [...document.querySelectorAll<HTMLElement>(target.selector)].filter(
      (candidate) =>
        candidate.getClientRects().length > 0 &&
        (target.text === undefined || candidate.textContent.trim() === target.text),
    )[target.index ?? 0] as HTMLElement;
    element.scrollIntoView({ block: 'center' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const box = element.getBoundingClientRect();
    return {
      x: box.left + box.width / 2,
      y: box.top + box.height / 2,
      name: element.getAttribute('name') ?? '',
      form: element.closest('form')?.getAttribute('data-form') ?? '',
      navigationStart: performance.timeOrigin,
    };
  }, spec);
}

/** The page's clock when `handle`'s check first held, or null when it never did in time. */
async function timeOrNull(waiting: Promise<{ jsonValue(): Promise<unknown> }>) {
  try {
    return (await (await waiting).jsonValue()) as number;
  } catch {
    return null;
  }
}

export async function probeFormField(browser: Browser, url: string): Promise<TapResult> {
  const page = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const target = await paintedTarget(page, { selector: FIELD });
    const query = `form[data-form="${target.form}"] [name="${target.name}"]`;
    const tappedAt = Date.now();
    await page.touchscreen.tap(target.x, target.y);
    await page.keyboard.type(TYPED);
    const workingAt = await timeOrNull(
      page.waitForFunction(
        ({ selector, typed }) => {
          const field = document.querySelector<HTMLInputElement>(selector);
          const works =
            !!field &&
            document.activeElement === field &&
            field.value === typed &&
            Object.keys(field).some((key) => key.startsWith('__reactProps$'));
          return works ? Date.now() : false;
        },
        { selector: query, typed: TYPED },
        { polling: 'raf', timeout: TAP_TIMEOUT_MS },
      ),
    );
    await page.waitForLoadState('networkidle');
    const finalValue = await page.evaluate(
      (selector) => document.querySelector<HTMLInputElement>(selector)?.value ?? '',
      query,
    );
    return {
      workingMs: workingAt === null ? null : workingAt - tappedAt,
      ignored: workingAt === null,
      tapAtMs: tappedAt - target.navigationStart,
      typed: TYPED,
      finalValue,
      lostChars: Math.max(0, TYPED.length - commonPrefix(TYPED, finalValue)),
    };
  } finally {
    await page.context().close();
  }
}

/*
 * The two functions below run in the page (Playwright sends their source). tsx, which runs the
 * bench, wraps every arrow function stored in a variable or property in a `__name(…)` helper the
 * page does not have: their helpers are object methods or inline callbacks, never `const f = () =>`.
 */

/** Init script: the tap's clock, before any of the page's scripts; for share, the Web Share stub. */
function installTapClock(stubShare: boolean) {
  const clock: TapClock = { downAt: null, respondedAt: null, hit: null, shareCalls: 0 };
  (window as ClockWindow).__tapClock = clock;
  window.addEventListener(
    'pointerdown',
    (event) => {
      clock.downAt ??= event.timeStamp;
    },
    { capture: true },
  );
  if (stubShare) {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      writable: true,
      value() {
        clock.shareCalls += 1;
        clock.respondedAt ??= performance.now();
        return Promise.resolve();
      },
    });
  }
}

/** Before the tap: the frame loop that stamps the first frame showing `response`. */
function watchResponse({ target, response }: { target: TargetSpec; response: Response }) {
  const clock = (window as ClockWindow).__tapClock as TapClock;
  const probe = {
    tapped: null as Element | null,
    shownPanel: null as string | null,
    region: null as string | null,
    scrollStart: 0,
    visible(element: Element | null | undefined): boolean {
      return (
        !!element &&
        element.isConnected &&
        element.getClientRects().length > 0 &&
        !element.closest('[hidden]') &&
        getComputedStyle(element).visibility === 'visible'
      );
    },
    /** The tapped control, found again should the app have replaced the element. */
    control(): Element | undefined {
      if (probe.tapped?.isConnected) return probe.tapped;
      return [...document.querySelectorAll(target.selector)].filter(
        (element) =>
          element.getClientRects().length > 0 &&
          (target.text === undefined || element.textContent.trim() === target.text),
      )[target.index ?? 0];
    },
    /** What the control names as its panel: `aria-controls`, else the region it labels. */
    controlled(control: Element | undefined): Element | null {
      if (!control) return null;
      const id = control.getAttribute('aria-controls');
      if (id) return document.getElementById(id);
      return control.id
        ? ([...document.querySelectorAll('[aria-labelledby]')].find((element) =>
            (element.getAttribute('aria-labelledby') ?? '').split(/\s+/).includes(control.id),
          ) ?? null)
        : null;
    },
    regionElement(): Element | undefined {
      return [...document.querySelectorAll('[role=region]')].find(
        (element) => element.getAttribute('aria-label') === probe.region,
      );
    },
    responded(): boolean {
      if (response === 'share-called') return false; // the stub stamps the call itself
      if (response === 'scrolled')
        return (probe.regionElement()?.scrollLeft ?? 0) > probe.scrollStart;
      const panel = probe.controlled(probe.control());
      if (response === 'tab-panel') {
        const before = probe.shownPanel ? document.getElementById(probe.shownPanel) : null;
        return probe.visible(panel) && !probe.visible(before);
      }
      if (probe.visible(panel)) return true;
      return (
        response === 'controlled-or-menu' &&
        [...document.querySelectorAll('[role=menu]')].some((menu) => probe.visible(menu))
      );
    },
    frame(time: number) {
      if (clock.respondedAt !== null) return;
      if (clock.downAt !== null && probe.responded()) {
        clock.respondedAt = time;
        return;
      }
      requestAnimationFrame((next) => {
        probe.frame(next);
      });
    },
  };
  probe.tapped = probe.control() ?? null;
  const tablist = probe.tapped?.closest('[role=tablist]');
  const selected = tablist?.querySelector('[role=tab][aria-selected=true]');
  probe.shownPanel = selected?.getAttribute('aria-controls') ?? null;
  const region = probe.tapped?.closest('section')?.querySelector('[role=region]');
  probe.region = region?.getAttribute('aria-label') ?? null;
  probe.scrollStart = region?.scrollLeft ?? 0;
  window.addEventListener(
    'pointerdown',
    (event) => {
      clock.hit ??= !!probe.control()?.contains(event.target as Node);
    },
    { capture: true },
  );
  requestAnimationFrame((time) => {
    probe.frame(time);
  });
}

/** Taps `kind`'s control on `url` as soon as it is painted and times its visible response. */
export async function probeControl(
  browser: Browser,
  url: string,
  kind: ControlKind,
): Promise<TapResult> {
  const control = CONTROLS[kind];
  const page = await throttledPage(browser, control.viewport);
  try {
    await page.addInitScript(installTapClock, control.response === 'share-called');
    await page.goto(url, { waitUntil: 'commit' });
    const target = await paintedTarget(page, control.target);
    await page.evaluate(watchResponse, { target: control.target, response: control.response });
    await page.touchscreen.tap(target.x, target.y);
    const answered = await page
      .waitForFunction(() => (window as ClockWindow).__tapClock?.respondedAt != null, undefined, {
        polling: 100,
        timeout: TAP_TIMEOUT_MS,
      })
      .then(
        () => true,
        () => false,
      );
    // A second share sheet for one tap (a press held before hydration, then replayed) is a fault.
    if (answered && kind === 'share') await page.waitForLoadState('networkidle');
    const clock = (await page.evaluate(() => (window as ClockWindow).__tapClock)) as TapClock;
    if (clock.downAt === null) throw new Error(`the ${kind} tap reached no element`);
    if (clock.hit === false) throw new Error(`the ${kind} tap landed beside its control`);
    return {
      workingMs:
        answered && clock.respondedAt !== null
          ? Math.max(0, clock.respondedAt - clock.downAt)
          : null,
      ignored: !answered,
      tapAtMs: clock.downAt,
      ...(kind === 'share' ? { shareCalls: clock.shareCalls } : {}),
    };
  } finally {
    await page.context().close();
  }
}

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return length;
}
