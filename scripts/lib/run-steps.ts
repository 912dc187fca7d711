/**
 * The order `npm test` runs its steps in (scripts/test-all.ts): each as soon as the steps it waits
 * for have ended and it fits, the first ready one in the list's order first; a ready step that
 * does not fit yet keeps the steps after it in its pool waiting. Two pools: the steps
 * with time limits (tests) share `lanes`, each taking `weight` of them (all of them: a step that
 * runs with no other test beside it); the checks without time limits run in the background (the
 * caller runs them under `nice`), `backgroundLanes` at a time, beside anything, and once no test is
 * left to start, in the lanes the tests no longer use as well.
 */
export interface Step<Result> {
  label: string;
  /** Steps that must have succeeded: when one failed, this one does not run (`notRun` says so). */
  needs?: string[];
  /** Steps that must have ended, however they did. */
  after?: string[];
  /** The lanes it takes (1 by default). */
  weight?: number;
  /** A check without time limits, in the background pool. */
  background?: boolean;
  run: (succeeded: (label: string) => boolean) => Promise<Result>;
}

export interface StepRules<Result> {
  /** Whether a step's result is a failure (the steps that need it then do not run). */
  failed: (result: Result) => boolean;
  /** The result of a step that does not run because steps it needs failed. */
  notRun: (label: string, failedNeeds: string[]) => Result;
  /** Told when a step starts. */
  started?: (label: string) => void;
}

/** Runs the steps; their results in the list's order. */
export async function runSteps<Result>(
  steps: Step<Result>[],
  { lanes, backgroundLanes }: { lanes: number; backgroundLanes: number },
  { failed, notRun, started }: StepRules<Result>,
): Promise<Result[]> {
  const labels = new Set(steps.map((step) => step.label));
  for (const step of steps) {
    const unknown = [...(step.needs ?? []), ...(step.after ?? [])].filter((l) => !labels.has(l));
    if (unknown.length) throw new Error(`${step.label} waits for no step: ${unknown.join(', ')}`);
    if ((step.weight ?? 1) > lanes) throw new Error(`${step.label} needs more than ${lanes} lanes`);
  }
  const results = new Map<string, Result>();
  const failures = new Set<string>();
  const waiting = [...steps];
  const running = new Set<Promise<void>>();
  const used = { lanes: 0, background: 0 };
  const succeeded = (label: string) => results.has(label) && !failures.has(label);
  const ready = (step: Step<Result>) =>
    [...(step.needs ?? []), ...(step.after ?? [])].every((label) => results.has(label));
  const idleLanes = () => (waiting.some((step) => !step.background) ? 0 : lanes - used.lanes);
  const fits = (step: Step<Result>) =>
    step.background
      ? used.background < backgroundLanes + idleLanes()
      : used.lanes + (step.weight ?? 1) <= lanes;
  const take = (step: Step<Result>, sign: 1 | -1) => {
    if (step.background) used.background += sign;
    else used.lanes += sign * (step.weight ?? 1);
  };

  const start = (step: Step<Result>) => {
    const failedNeeds = (step.needs ?? []).filter((label) => !succeeded(label));
    if (failedNeeds.length === 0) started?.(step.label);
    take(step, 1);
    const work = failedNeeds.length
      ? Promise.resolve(notRun(step.label, failedNeeds))
      : step.run(succeeded);
    const done: Promise<void> = work.then((result) => {
      if (failed(result)) failures.add(step.label);
      results.set(step.label, result);
      take(step, -1);
      running.delete(done);
    });
    running.add(done);
  };

  while (waiting.length > 0 || running.size > 0) {
    // A ready test that does not fit holds the lanes for itself: no test after it in the list
    // starts before it (else the one-lane tests would keep a two-lane one waiting to the end).
    let held = false;
    for (let index = 0; index < waiting.length;) {
      const step = waiting[index] as Step<Result>;
      const blocked = !step.background && held;
      if (ready(step) && !blocked && fits(step)) {
        waiting.splice(index, 1);
        start(step);
      } else {
        if (ready(step) && !step.background) held = true;
        index += 1;
      }
    }
    if (running.size === 0) {
      throw new Error(`Steps that wait for each other: ${waiting.map((s) => s.label).join(', ')}`);
    }
    await Promise.race(running);
  }
  return steps.map((step) => results.get(step.label) as Result);
}
