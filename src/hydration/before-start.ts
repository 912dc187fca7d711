/**
 * What the page does before the app's code has arrived. This function is written into every page's
 * <head> as an inline script (vite.config.ts: `beforeStartScript`), so it runs before the first
 * paint with no request of its own: on a slow phone the app's code comes a second or more after the
 * page is on screen, and a tap must not wait for it. Sent as its source text, it must stay
 * self-contained (no imports, nothing from this module's scope) and small.
 *
 * 1. Controls answer the first tap at once. Their state is in ARIA attributes and `hidden`, and
 *    their styles follow those attributes, so flipping them is the whole visible response. React
 *    takes the state over from the DOM when it owns the control (./state-from-dom.ts), marking
 *    the control's root `data-owned`; from then on its own handlers answer and this script leaves
 *    the root alone. A click answered here is marked handled
 *    (`preventDefault`): React's handlers (Radix's too) and the holding of presses ignore it.
 *    - `data-early="disclosure"`: a button with `aria-controls` inside toggles its `aria-expanded`
 *      and the controlled element's `hidden`; with `data-single` on the root, opening one closes
 *      the others; with `data-close-on-escape` (menus), Escape closes them.
 *    - `data-early="tabs"`: a `[role=tab]` inside is selected and its panel shown, the others not.
 *    - `data-early="share"`: where the browser has the Web Share API (phones), the share sheet
 *      opens; elsewhere the press is held, and the app copies the link and confirms with a toast.
 *    On a slow connection a control may be tapped before the markup of what it controls has come:
 *    once the page is whole, what each answered control controls follows its state.
 * 2. `data-early="scroll"` has no state for React to take over and is done here alone, always: a
 *    button with `aria-controls` and `data-step` (1 or -1) scrolls the controlled element by one
 *    visible width.
 * 3. Until the app has started, a press of any other button is kept to be done again once it has
 *    (./held-before-start.ts), and a form's submit is held rather than sent by the browser with its
 *    fields in the address.
 */
export function beforeStart(): void {
  const OWNED = 'data-owned';

  function controlled(button: Element): HTMLElement | null {
    return document.getElementById(button.getAttribute('aria-controls') ?? '');
  }

  function setExpanded(button: Element, expanded: boolean) {
    button.setAttribute('aria-expanded', String(expanded));
    const target = controlled(button);
    if (target) target.hidden = !expanded;
  }

  function toggle(root: Element, button: Element) {
    const opening = button.getAttribute('aria-expanded') !== 'true';
    if (opening && root.hasAttribute('data-single')) {
      for (const other of root.querySelectorAll('[aria-controls][aria-expanded="true"]')) {
        setExpanded(other, false);
      }
    }
    setExpanded(button, opening);
  }

  function select(root: Element, chosen: Element) {
    for (const tab of root.querySelectorAll('[role="tab"]')) {
      const selected = tab === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.setAttribute('tabindex', selected ? '0' : '-1');
      const panel = controlled(tab);
      if (panel) panel.hidden = !selected;
    }
  }

  /** Does what the click asks of a control; true when it did something. */
  function answer(root: Element, button: HTMLElement): boolean {
    const kind = root.getAttribute('data-early');
    if (kind === 'scroll') {
      const list = controlled(button);
      if (!list) return false;
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      list.scrollBy({
        left: Number(button.dataset.step) * list.clientWidth,
        behavior: still ? 'auto' : 'smooth',
      });
      return true;
    }
    if (root.hasAttribute(OWNED)) return false;
    if (kind === 'share') {
      if (typeof navigator.share !== 'function') return false;
      navigator.share({ title: button.dataset.title, url: location.href }).catch(() => undefined);
      return true;
    }
    if (kind === 'disclosure' && button.hasAttribute('aria-controls')) {
      toggle(root, button);
      return true;
    }
    if (kind === 'tabs' && button.getAttribute('role') === 'tab') {
      select(root, button);
      return true;
    }
    return false;
  }

  /** The controls answered here: a slow page may not have had what they control yet. */
  const answered = new Set<Element>();

  window.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      const button = event.target.closest('button');
      if (!button) return;
      const root = button.closest('[data-early]');
      if (root && answer(root, button)) {
        answered.add(root);
        event.preventDefault();
        return;
      }
      if (!window.__appStarted && button.type !== 'submit') window.__heldPress = button;
    },
    true,
  );

  // Once the whole page is parsed, what each answered control controls follows its state: the tap
  // may have come before the panel's markup did.
  document.addEventListener('DOMContentLoaded', () => {
    for (const root of answered) {
      if (root.hasAttribute(OWNED)) continue;
      for (const button of root.querySelectorAll('[aria-controls]')) {
        const state = button.getAttribute('aria-selected') ?? button.getAttribute('aria-expanded');
        const target = controlled(button);
        if (state && target) target.hidden = state !== 'true';
      }
    }
  });

  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const root of document.querySelectorAll(`[data-close-on-escape]:not([${OWNED}])`)) {
      for (const open of root.querySelectorAll('[aria-controls][aria-expanded="true"]')) {
        setExpanded(open, false);
      }
    }
  });

  window.addEventListener(
    'submit',
    (event) => {
      if (window.__appStarted) return;
      event.preventDefault();
      window.__heldSubmit = event.target as HTMLFormElement;
    },
    true,
  );
}
