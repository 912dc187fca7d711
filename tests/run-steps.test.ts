// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type Step, runSteps } from '../scripts/lib/run-steps';

interface Spec {
  label: string;
  needs?: string[];
  after?: string[];
  weight?: number;
  background?: boolean;
  fails?: boolean;
}

/** Steps that record when they start and end, each ending when the test says (`finish`). */
function steps(specs: Spec[], log: string[]) {
  const finishers = new Map<string, () => void>();
  const list: Step<string>[] = specs.map(({ fails, ...spec }) => ({
    ...spec,
    run: () =>
      new Promise<string>((resolve) => {
        log.push(`start ${spec.label}`);
        finishers.set(spec.label, () => {
          log.push(`end ${spec.label}`);
          resolve(fails ? `${spec.label} failed` : `${spec.label} ok`);
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
  it('starts each step once what it waits for has ended and it fits, the first ready first', async () => {
    const log: string[] = [];
    const { list, finish } = steps(
      [
        { label: 'build' },
        { label: 'other build' },
        { label: 'browser', needs: ['build'] },
        { label: 'served', after: ['build'] },
        { label: 'unit', weight: 2 },
        { label: 'lint', background: true },
        { label: 'format', background: true },
      ],
      log,
    );
    const run = runSteps(list, { lanes: 2, backgroundLanes: 1 }, rules);
    await settle();
    // The background pool runs beside the lanes, one step at a time.
    expect(log).toEqual(['start build', 'start other build', 'start lint']);
    finish('build');
    await settle();
    expect(log.slice(-1)).toEqual(['start browser']);
    finish('other build');
    await settle();
    expect(log.slice(-1)).toEqual(['start served']);
    finish('lint');
    await settle();
    expect(log.slice(-1)).toEqual(['start format']);
    // 'unit' takes both lanes: it waits until no other test runs.
    finish('served');
    await settle();
    expect(log).not.toContain('start unit');
    finish('browser');
    await settle();
    expect(log.slice(-1)).toEqual(['start unit']);
    finish('unit');
    finish('format');
    expect(await run).toEqual([
      'build ok',
      'other build ok',
      'browser ok',
      'served ok',
      'unit ok',
      'lint ok',
      'format ok',
    ]);
  });

  it('keeps the tests after a ready one that does not fit yet waiting, not the checks', async () => {
    const log: string[] = [];
    const { list, finish } = steps(
      [
        { label: 'build' },
        { label: 'browser', weight: 2 },
        { label: 'unit' },
        { label: 'lint', background: true },
      ],
      log,
    );
    const run = runSteps(list, { lanes: 2, backgroundLanes: 1 }, rules);
    await settle();
    // One lane is free, but 'browser' came first and needs both.
    expect(log).toEqual(['start build', 'start lint']);
    finish('build');
    await settle();
    expect(log.at(-1)).toBe('start browser');
    finish('browser');
    await settle();
    expect(log.at(-1)).toBe('start unit');
    finish('unit');
    finish('lint');
    expect(await run).toEqual(['build ok', 'browser ok', 'unit ok', 'lint ok']);
  });

  it('gives the checks the lanes the tests leave once no test is left to start', async () => {
    const log: string[] = [];
    const { list, finish } = steps(
      [
        { label: 'build' },
        { label: 'unit', after: ['build'] },
        { label: 'lint', background: true },
        { label: 'format', background: true },
        { label: 'typecheck', background: true },
      ],
      log,
    );
    const run = runSteps(list, { lanes: 2, backgroundLanes: 1 }, rules);
    await settle();
    // 'unit' is still to start: the checks keep to their own lane.
    expect(log).toEqual(['start build', 'start lint']);
    finish('build');
    await settle();
    // 'unit' takes one lane; the other is free for a check.
    expect(log.slice(3)).toEqual(['start unit', 'start format']);
    finish('unit');
    await settle();
    expect(log.at(-1)).toBe('start typecheck');
    finish('lint');
    finish('format');
    finish('typecheck');
    expect(await run).toEqual(['build ok', 'unit ok', 'lint ok', 'format ok', 'typecheck ok']);
  });

  it('runs a step after a failed one it only follows, not one it needs', async () => {
    const log: string[] = [];
    const { list, finish } = steps(
      [
        { label: 'build', fails: true },
        { label: 'browser', needs: ['build'] },
        { label: 'served', after: ['build'] },
      ],
      log,
    );
    const run = runSteps(list, { lanes: 2, backgroundLanes: 1 }, rules);
    await settle();
    finish('build');
    await settle();
    finish('served');
    expect(await run).toEqual(['build failed', 'browser not run (build) failed', 'served ok']);
    expect(log).not.toContain('start browser');
  });

  it('refuses a step that waits for no step, or needs more lanes than there are', async () => {
    const lanes = { lanes: 2, backgroundLanes: 1 };
    await expect(
      runSteps(steps([{ label: 'a', needs: ['b'] }], []).list, lanes, rules),
    ).rejects.toThrow('a waits for no step: b');
    await expect(
      runSteps(steps([{ label: 'a', weight: 3 }], []).list, lanes, rules),
    ).rejects.toThrow('a needs more than 2 lanes');
  });
});
