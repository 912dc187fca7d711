/**
 * A promise carrying its outcome the way React's `use` reads it: once fulfilled, `use` returns the
 * value in the same render instead of suspending.
 */
type ReadablePromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** A chunk (or anything loaded asynchronously) loaded at most once at a time, kept once it is in. */
export interface LoadOnce<T> {
  /**
   * Starts the load, or joins the one under way; resolves to the loaded value. Once it is in, the
   * same promise is returned, and React's `use` reads it at once. Components call `use` on it
   * unconditionally: a `use` skipped once the value is in breaks React's replay of the render that
   * suspended on it.
   */
  load: () => Promise<T>;
}

/**
 * Wraps `load` so that later calls share one promise. A failed load (offline, or a chunk a newer
 * deployment removed) is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: ReadablePromise<T> | undefined;
  return {
    load() {
      if (pending) return pending;
      const promise: ReadablePromise<T> = load().then(
        (result) => {
          promise.status = 'fulfilled';
          promise.value = result;
          return result;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      pending = promise;
      return promise;
    },
  };
}
