// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type Step, runSteps } from '../scripts/lib/run-steps';

/** A step that records when it starts and ends, and ends when the test says (`finish`). */
function steps(
  specs: { label: string; needs?: string[]; after?: string[]; fails?: boolean }[],
  log: string[],
) {
  const finishers = new Map<string, () => void>();
  const list: Step<string>[] = specs.map(({ label, needs, after, fails }) => ({
    label,
    needs,
    after,
    run: () =>
      new Promise<string>((resolve) => {
        log.push(`start ${label}`);
        finishers.set(label, () => {
          log.push(`end ${label}`);
          resolve(fails ? `${label} failed` : `${label} ok`);
        });
      }),
  }));
  return { list, finish: (label: string) => finishers.get(label)?.() };
}

const rules = {
  failed: (result: string) => result.endsWith('failed'),
  notRun: (label: string, needs: string[]) => `${label} not run (${needs.join(', ')}) failed`,
};

/** Lets the steps started by what just ended begin. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('runSteps', () => {
  it('starts each step once what it waits for has ended, the first ready first, within the lanes', async () => {
    const log: string[] = [];
    const { list, finish } = steps(
      [
        { label: 'build' },
        { label: 'browser', needs: ['build'] },
        { label: 'unit', after: ['build'] },
        { label: 'lint' },
        { label: 'format' },
      ],
      log,
    );
    const run = runSteps(list, 2, rules);
    await settle();
    expect(log).toEqual(['start build', 'start lint']);
    finish('lint');
    await settle();
    // 'browser' and 'unit' wait for the build: 'format' takes the lane.
    expect(log.at(-1)).toBe('start format');
    finish('build');
    await settle();
    expect(log.at(-1)).toBe('start browser');
    finish('format');
    await settle();
    expect(log.at(-1)).toBe('start unit');
    finish('browser');
    finish('unit');
    expect(await run).toEqual(['build ok', 'browser ok', 'unit ok', 'lint ok', 'format ok']);
  });

  it('runs a step after a failed one it only follows, not one it needs', async () => {
    const log: string[] = [];
    const { list, finish } = steps(
      [
        { label: 'build', fails: true },
        { label: 'browser', needs: ['build'] },
        { label: 'unit', after: ['build'] },
      ],
      log,
    );
    const run = runSteps(list, 3, rules);
    await settle();
    finish('build');
    await settle();
    finish('unit');
    expect(await run).toEqual(['build failed', 'browser not run (build) failed', 'unit ok']);
    expect(log).not.toContain('start browser');
  });

  it('refuses a step that waits for no step', async () => {
    const { list } = steps([{ label: 'a', needs: ['b'] }], []);
    await expect(runSteps(list, 2, rules)).rejects.toThrow('a waits for no step: b');
  });
});
