/** A chunk (or anything loaded asynchronously) loaded at most once at a time, kept once it is in. */
export interface LoadOnce<T> {
  /** Starts the load, or joins the one under way; resolves to the loaded value. */
  load: () => Promise<T>;
  /** The value if it has loaded: React renders it at once instead of suspending. */
  loaded: () => T | undefined;
}

/**
 * Wraps `load` so that later calls share one promise. A failed load (offline, or a chunk a newer
 * deployment removed) is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= load().then(
        (result) => {
          value = result;
          return result;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => value,
  };
}
