import { beforeAll } from 'vitest';
import { beforeStart } from '@/hydration/before-start';

/**
 * Runs src/hydration/before-start.ts before the tests of the calling file (or describe block), as
 * every page does: its source text alone, as a script, so nothing from its module's scope reaches
 * it. Its listeners stay on `window` until the next file (tests/fresh-file.ts removes them).
 */
export function withBeforeStartScript(): void {
  beforeAll(() => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- that is the point
    new Function(`(${beforeStart.toString()})();`)();
  });
}
