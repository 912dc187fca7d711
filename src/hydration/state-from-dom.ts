import {
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';

/** On a control's root once React owns the control: ./before-start.ts leaves it alone then. */
const OWNED_ATTRIBUTE = 'data-owned';

/**
 * A control's state, taken over from the page when React comes to own the control. Until the app's
 * code has arrived, ./before-start.ts answers taps by changing the served HTML's ARIA attributes
 * and `hidden`. React first renders the state the server rendered (hydration must find what it
 * expects), then, in the same commit and before the browser paints, reads what the page shows with
 * `shown` and marks the control's root (the nearest `[data-early]` around `element`) as owned.
 */
export function useStateFromDom<T>(
  initial: T | (() => T),
  element: RefObject<HTMLElement | null>,
  shown: (element: HTMLElement) => T,
): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(initial);
  // The first render's reader: the page is read once, at the first commit.
  const read = useRef(shown);
  useLayoutEffect(() => {
    const current = element.current;
    if (current) setState(read.current(current));
  }, [element]);
  useOwned(element);
  return [state, setState];
}

/**
 * Marks the control around `element` (its nearest `[data-early]`) as React's from the first commit:
 * ./before-start.ts answers its taps no longer.
 */
export function useOwned(element: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    element.current?.closest('[data-early]')?.setAttribute(OWNED_ATTRIBUTE, '');
  }, [element]);
}
