import { useEffect, useRef, type RefObject, type TouchEvent } from 'react';
import { SWIPE_TO_CLOSE_PX } from '@/config/ui';
import { cycleFocus, focusableWithin } from '@/lib/focus-trap';
import { inertOutside } from './inert-outside';

/**
 * While the menu is open it is a modal dialog: the page does not scroll, everything outside `root`
 * (the toggle and the panel) is inert, Tab cycles through the toggle and the focusables of `panel`
 * (the panel's scrolling content), and Escape closes the menu and focuses the toggle.
 */
export function useMenuDialog(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  close: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    const restoreOutside = root.current ? inertOutside(root.current) : () => {};
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        toggle.current?.focus();
        return;
      }
      if (event.key !== 'Tab' || !panel.current || !toggle.current) return;
      const focusables = [toggle.current, ...focusableWithin(panel.current)];
      if (cycleFocus(focusables, event.shiftKey)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      body.style.overflow = previousOverflow;
      restoreOutside();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, root, toggle, panel]);
}

/**
 * An upward swipe of more than SWIPE_TO_CLOSE_PX closes the menu, unless it scrolled the panel's
 * own content: the handlers for the element that watches it.
 */
export function useSwipeToClose(panel: RefObject<HTMLElement | null>, close: () => void) {
  const swipe = useRef<{ y: number; scrollTop: number } | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (touch) swipe.current = { y: touch.clientY, scrollTop: panel.current?.scrollTop ?? 0 };
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = swipe.current;
    const touch = event.changedTouches[0];
    swipe.current = null;
    if (!start || !touch) return;
    // A swipe that scrolled the menu's own content is scrolling, not a request to close.
    const scrolled = (panel.current?.scrollTop ?? 0) !== start.scrollTop;
    if (!scrolled && start.y - touch.clientY > SWIPE_TO_CLOSE_PX) close();
  };
  return { onTouchStart, onTouchEnd };
}
