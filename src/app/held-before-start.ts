/**
 * A press or a submit made before the app had started, held by index.html's inline script, done
 * now that it has: the menu opens on the tap that came too early, and a form sends what it was
 * asked to (through its own handler, never the browser's plain submit).
 */
export function replayHeldBeforeStart(): void {
  if (window.__appStarted) return;
  window.__appStarted = true;
  const { __heldPress: press, __heldSubmit: form } = window;
  window.__heldPress = undefined;
  window.__heldSubmit = undefined;
  press?.click();
  form?.requestSubmit();
}
