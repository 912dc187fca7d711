/**
 * A time limit on work that may hang (a database cut off mid-query makes a driver wait for many
 * seconds): the work's result, or a StoreTimeout after `ms`. The work itself goes on; the caller
 * stops waiting for it.
 */
export class StoreTimeout extends Error {
  override name = 'StoreTimeout';
}

/** How long one query of the store may take, on either engine, unless told otherwise. */
export const QUERY_TIMEOUT_MS = 10_000;

export async function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new StoreTimeout(`no answer in ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
