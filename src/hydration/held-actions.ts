/**
 * What a visitor does inside a prerendered part before it has hydrated, that the browser alone
 * would get wrong: a press of a button (nothing would happen), a form's submit (the browser would
 * send the form itself, putting its fields in the address) or a link to another page of the site
 * (a full page load where the router would show the page at once). It is held and done again once
 * the part around it has hydrated. Fields and typing need no help: the browser handles them.
 *
 * Parts nest (a form inside a page that hydrates at the first touch). An action waits for the
 * innermost part around it: the outer one hydrates first, then the inner one, woken because it
 * holds the action, and only then is the action done, by React's handlers.
 *
 * One listener on the document, in the capture phase: React stops the propagation of a press aimed
 * at a part it has not hydrated, so a listener on the part itself would never hear of it.
 */

/** The attribute on each lazily hydrated part's wrapper element (prerendered, so it is there at once). */
export const LAZY_PART_ATTRIBUTE = 'data-lazy-hydration';
const LAZY_PART = `[${LAZY_PART_ATTRIBUTE}]`;

interface Part {
  wake: () => void;
  hydrated: boolean;
}

interface HeldAction {
  target: Element;
  replay: () => void;
  /** What the browser would have done, for when the part's code cannot be loaded (a link). */
  fallback?: () => void;
}

/** The parts running in this page, by wrapper element; a part runs once its parent has hydrated. */
const parts = new WeakMap<Element, Part>();
let held: HeldAction | undefined;

function innermostPart(element: Element): Element | null {
  return element.closest(LAZY_PART);
}

function isHydrated(wrapper: Element): boolean {
  return parts.get(wrapper)?.hydrated === true;
}

/** A link to another page of this site followed in this tab: the router takes it once hydrated. */
function pageLink(target: Element, event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return undefined;
  }
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href);
  const here = window.location;
  if (url.origin !== here.origin) return undefined;
  // A jump within this page: the browser scrolls to it.
  if (url.pathname === here.pathname && url.search === here.search) return undefined;
  return link;
}

function actionOf(event: Event, target: Element): HeldAction | undefined {
  if (event.type === 'submit') {
    if (!(target instanceof HTMLFormElement)) return undefined;
    return { target, replay: () => target.requestSubmit() };
  }
  if (!(event instanceof MouseEvent)) return undefined;
  const button = target.closest('button');
  // A submit button's click is followed by the form's submit event, held above.
  if (button)
    return button.type === 'submit' ? undefined : { target, replay: () => button.click() };
  const link = pageLink(target, event);
  if (!link) return undefined;
  return {
    target: link,
    replay: () => link.click(),
    fallback: () => window.location.assign(link.href),
  };
}

function hold(event: Event) {
  // Answered already, before the app's code (./before-start.ts).
  if (event.defaultPrevented || !(event.target instanceof Element)) return;
  const innermost = innermostPart(event.target);
  if (!innermost || isHydrated(innermost)) return;
  const action = actionOf(event, event.target);
  if (!action) return;
  if (event.type !== 'click' || action.fallback) event.preventDefault();
  held = action;
  // Wake every part around it that is running; the inner ones wake as they start (LazyPart.attach).
  for (let wrapper: Element | null = innermost; wrapper;) {
    const part = parts.get(wrapper);
    if (part && !part.hydrated) part.wake();
    wrapper = wrapper.parentElement ? innermostPart(wrapper.parentElement) : null;
  }
}

let listening = false;

function listen() {
  if (listening) return;
  listening = true;
  for (const type of ['click', 'submit']) {
    document.addEventListener(type, hold, { capture: true, passive: false });
  }
}

/** Does the held action if `wrapper` is the hydrated part innermost around it. */
function replayIfReady(wrapper: Element) {
  const action = held;
  if (!action || !isHydrated(wrapper) || innermostPart(action.target) !== wrapper) return;
  held = undefined;
  // After the commit, once React's handlers are attached to the hydrated elements.
  queueMicrotask(action.replay);
}

/** One lazily hydrated part, created with it and kept while it is on the page. */
export interface LazyPart {
  /**
   * Registers the part's wrapper once the part runs (its parent has hydrated); `wake` starts its
   * hydration at once, and is called now if an action inside it is held. Returns the clean-up.
   */
  attach: (wrapper: Element, wake: () => void) => () => void;
  /** Called in the hydration's commit: does what was held for this part. */
  hydrated: () => void;
  /** Called when the part's code failed to load: a held link is followed by the browser itself. */
  loadFailed: () => void;
}

export function lazyPart(): LazyPart {
  const part: Part = { wake: () => undefined, hydrated: false };
  let attached: Element | undefined;
  return {
    attach(wrapper, wake) {
      listen();
      attached = wrapper;
      part.wake = wake;
      parts.set(wrapper, part);
      if (held && wrapper.contains(held.target)) {
        if (part.hydrated) replayIfReady(wrapper);
        else wake();
      }
      return () => {
        if (parts.get(wrapper) === part) parts.delete(wrapper);
        attached = undefined;
      };
    },
    hydrated() {
      part.hydrated = true;
      if (attached) replayIfReady(attached);
    },
    loadFailed() {
      const action = held;
      if (part.hydrated || !attached || !action?.fallback || !attached.contains(action.target)) {
        return;
      }
      held = undefined;
      action.fallback();
    },
  };
}
