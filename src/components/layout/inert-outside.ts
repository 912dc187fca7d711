/**
 * Makes everything on the page except `keep` (and its ancestors) inert: not focusable, not
 * clickable, absent from the accessibility tree, as a modal dialog needs. Returns the undo.
 */
export function inertOutside(keep: HTMLElement): () => void {
  const changed: Element[] = [];
  for (let node: HTMLElement | null = keep; node && node !== document.body;) {
    const parent: HTMLElement | null = node.parentElement;
    for (const sibling of Array.from(parent?.children ?? [])) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      // Live regions (the toast viewport) keep announcing.
      if (sibling.querySelector('[aria-live]') || sibling.hasAttribute('aria-live')) continue;
      if (sibling.tagName === 'SCRIPT') continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
    node = parent;
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}
