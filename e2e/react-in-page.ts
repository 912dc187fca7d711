/**
 * Whether React runs a part of the page, asked in the page itself: each function here is sent to
 * the browser (Playwright's waitForFunction, the smoke's page.evaluate), so it uses nothing from
 * outside its own body.
 */

/** Whether React has mounted on #root (hydrated or rendered): the app has started. */
export function reactStarted(): boolean {
  const root = document.getElementById('root');
  return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
}

/** Whether React has hydrated (or rendered) the element `selector` finds. */
export function reactOwns(selector: string): boolean {
  const element = document.querySelector(selector);
  return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
}
