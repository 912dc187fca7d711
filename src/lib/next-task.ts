/**
 * Resolves in a later task of the browser's, so that the work before and the work after never add up
 * to one long task: between the two, the browser handles input and paints. `scheduler.yield()`
 * where there is one (its continuation goes ahead of other queued work), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
