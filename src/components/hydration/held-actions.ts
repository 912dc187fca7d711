import { listenBeforeReact } from './listen-before-react';

/**
 * What a visitor does to a prerendered component before it has hydrated, that the browser alone
 * would get wrong: a press of a button (nothing would happen) or a form's submit (the browser would
 * send the form itself, putting its fields in the address). Both are held, and done again once the
 * component has hydrated. Links, fields and typing need no help: the browser handles them.
 */
export interface HeldActions {
  /** Watches `element` until hydration; `wake` starts the hydration when something is held. */
  watch: (element: HTMLElement, wake: () => void) => () => void;
  /** Called in the hydration's commit: replays what was held. */
  hydrated: () => void;
}

export function holdUntilHydrated(): HeldActions {
  let isHydrated = false;
  let heldPress: HTMLElement | undefined;
  let heldSubmit: HTMLFormElement | undefined;

  return {
    watch(element, wake) {
      const stopClicks = listenBeforeReact(['click'], element, (event) => {
        if (isHydrated || !(event.target instanceof Element)) return;
        const button = event.target.closest('button');
        if (!button || button.type === 'submit') return;
        heldPress = button;
        wake();
      });
      const stopSubmits = listenBeforeReact(
        ['submit'],
        element,
        (event) => {
          if (isHydrated || !(event.target instanceof HTMLFormElement)) return;
          event.preventDefault();
          heldSubmit = event.target;
          wake();
        },
        { passive: false },
      );
      return () => {
        stopClicks();
        stopSubmits();
      };
    },
    hydrated() {
      if (isHydrated) return;
      isHydrated = true;
      // After the commit, once React's handlers are attached to the hydrated elements.
      queueMicrotask(() => {
        heldPress?.click();
        heldSubmit?.requestSubmit();
        heldPress = undefined;
        heldSubmit = undefined;
      });
    },
  };
}
