import { listenBeforeReact } from './listen-before-react';

/** What brings a lazily hydrated component to life; each watcher calls `start` once and cleans up. */
export type HydrationTrigger = 'visible' | 'interaction';

/** How far ahead of the viewport a section starts hydrating: a little before it scrolls in. */
const APPROACH_MARGIN = '200px 0px';

/**
 * The first signs that the visitor is about to use a component: a pointer over it (desktop, a
 * moment before the click), a touch, focus (a tap on a field, or the Tab key), a key or typed text.
 */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input'];

export const hydrationTriggers: Record<
  HydrationTrigger,
  (element: HTMLElement, start: () => void) => () => void
> = {
  visible(element, start) {
    if (!('IntersectionObserver' in window)) {
      start();
      return () => undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: APPROACH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  },

  interaction(element, start) {
    // The visitor may have used it already, before the app started: a tap that focused a field,
    // text typed in it, or a pointer that came over it before anything listened (it rests there).
    if (alreadyUsed(element)) {
      start();
      return () => undefined;
    }
    const stop = listenBeforeReact(INTENT_EVENTS, element, () => {
      stop();
      start();
    });
    return stop;
  },
};

/**
 * Whether the pointer is over `element` or focus inside it, or a field in it holds other than its
 * prerendered value.
 */
function alreadyUsed(element: HTMLElement): boolean {
  if (element.contains(document.activeElement) || element.matches(':hover')) return true;
  return Array.from(element.querySelectorAll('input, textarea, select')).some((field) => {
    if (field instanceof HTMLSelectElement) {
      // With no option marked selected in the HTML, the first one is.
      const prerendered = Array.from(field.options).findIndex((option) => option.defaultSelected);
      return field.selectedIndex !== Math.max(prerendered, 0);
    }
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      return field.checked !== field.defaultChecked;
    }
    return (
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      field.value !== field.defaultValue
    );
  });
}
