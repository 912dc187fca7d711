/**
 * Listens to events whose target is inside `element`, before React sees them. React stops the
 * propagation of a press, key or focus aimed at a part of the page it has not hydrated yet, so a
 * listener on that part itself would never hear of it: this one listens on the document, in the
 * capture phase, which runs before React's listener on its root.
 */
export function listenBeforeReact(
  types: readonly string[],
  element: HTMLElement,
  handler: (event: Event) => void,
  { passive = true } = {},
): () => void {
  const listener = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) handler(event);
  };
  for (const type of types) document.addEventListener(type, listener, { capture: true, passive });
  return () => {
    for (const type of types) document.removeEventListener(type, listener, { capture: true });
  };
}
