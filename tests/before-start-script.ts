import { beforeStart } from '@/app/before-start';

/**
 * Runs src/app/before-start.ts as every page does: its source text alone, as a script (nothing from
 * its module's scope reaches it). Its listeners stay on `window` until the next test file
 * (tests/fresh-file.ts removes them), so a file installs it once.
 */
export function installBeforeStart(): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- that is the point
  new Function(`(${beforeStart.toString()})();`)();
}
