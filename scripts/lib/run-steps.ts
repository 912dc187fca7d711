/**
 * The order `npm test` runs its steps in (scripts/test-all.ts): each as soon as the steps it waits
 * for have ended, at most `lanes` at a time, the first ready one in the list's order first.
 */
export interface Step<Result> {
  label: string;
  /** Steps that must have succeeded: when one failed, this one does not run (`notRun` says so). */
  needs?: string[];
  /** Steps that must have ended, however they did. */
  after?: string[];
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
  lanes: number,
  { failed, notRun, started }: StepRules<Result>,
): Promise<Result[]> {
  const labels = new Set(steps.map((step) => step.label));
  for (const step of steps) {
    const unknown = [...(step.needs ?? []), ...(step.after ?? [])].filter((l) => !labels.has(l));
    if (unknown.length) throw new Error(`${step.label} waits for no step: ${unknown.join(', ')}`);
  }
  const results = new Map<string, Result>();
  const failures = new Set<string>();
  const waiting = [...steps];
  const running = new Set<Promise<void>>();
  const succeeded = (label: string) => results.has(label) && !failures.has(label);
  const ready = (step: Step<Result>) =>
    [...(step.needs ?? []), ...(step.after ?? [])].every((label) => results.has(label));

  const start = (step: Step<Result>) => {
    const failedNeeds = (step.needs ?? []).filter((label) => !succeeded(label));
    if (failedNeeds.length === 0) started?.(step.label);
    const work = failedNeeds.length
      ? Promise.resolve(notRun(step.label, failedNeeds))
      : step.run(succeeded);
    const done: Promise<void> = work.then((result) => {
      if (failed(result)) failures.add(step.label);
      results.set(step.label, result);
      running.delete(done);
    });
    running.add(done);
  };

  while (waiting.length > 0 || running.size > 0) {
    for (let index = 0; index < waiting.length && running.size < lanes;) {
      const step = waiting[index] as Step<Result>;
      if (ready(step)) {
        waiting.splice(index, 1);
        start(step);
      } else {
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
