/**
 * Vitest's order of the test files, with the files of one environment (a `@vitest-environment`
 * docblock, or the default jsdom) next to each other. The files of a worker share it
 * (vite.config.ts: `isolate: false`) only while they have the same environment: at each change
 * Vitest stops the worker and starts a new one (a new process, environment and imports). Within
 * each environment the order stays Vitest's own (the longest files first, from the last run), and the
 * environment whose file comes first in it comes first.
 */
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

function environmentOf(file: string): string {
  return /@vitest-environment\s+(\S+)/.exec(readFileSync(file, 'utf8'))?.[1] ?? 'default';
}

export class SameEnvironmentTogether extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const environments = sorted.map((spec) => environmentOf(spec.moduleId));
    return [...new Set(environments)].flatMap((environment) =>
      sorted.filter((_, index) => environments[index] === environment),
    );
  }
}
