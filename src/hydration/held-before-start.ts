/**
 * A press or a submit made before the app had started, held by the page's inline script
 * (./before-start.ts), done now that it has: a button's press (one the script did not answer
 * itself) reaches its handler, and a form sends what it was asked to (through its own handler,
 * never the browser's plain submit).
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
