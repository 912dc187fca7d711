import { afterAll, beforeAll } from 'vitest';
import { beforeStart } from '@/app/before-start';

/**
 * Runs src/app/before-start.ts for the tests of the calling file (or describe block), as every page
 * does: its source text alone, as a script, so nothing from its module's scope reaches it. Its
 * listeners are removed after them (tests/fresh-file.ts cannot tell them apart: they come from
 * no file of src/).
 */
export function withBeforeStartScript(): void {
  const added: Parameters<typeof window.addEventListener>[] = [];
  beforeAll(() => {
    const add = window.addEventListener;
    window.addEventListener = (...args: Parameters<typeof window.addEventListener>) => {
      added.push(args);
      add.apply(window, args);
    };
    try {
      // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- that is the point
      new Function(`(${beforeStart.toString()})();`)();
    } finally {
      window.addEventListener = add;
    }
  });
  afterAll(() => {
    for (const args of added.splice(0)) window.removeEventListener(...args);
  });
}
