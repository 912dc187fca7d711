const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable elements inside `container`, in document order. */
export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * Keeps Tab and Shift+Tab cycling through `elements`. Returns true when it moved the focus itself
 * (the caller then prevents the default).
 */
export function cycleFocus(elements: HTMLElement[], backwards: boolean): boolean {
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) return false;
  const active = document.activeElement;
  const inside = elements.some((element) => element === active);
  if (!inside) {
    (backwards ? last : first).focus();
    return true;
  }
  if (backwards && active === first) {
    last.focus();
    return true;
  }
  if (!backwards && active === last) {
    first.focus();
    return true;
  }
  return false;
}
