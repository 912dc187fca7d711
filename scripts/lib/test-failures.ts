/**
 * The failed tests of Vitest's and Playwright's JSON reports, one line each (where, which test, the
 * first line of its error), for `npm test` to repeat at the very end of its output.
 */
import { stripVTControlCharacters } from 'node:util';

/** An error's first line that says something, without colours, for the closing list. */
function firstLine(message = ''): string {
  const line = stripVTControlCharacters(message)
    .split('\n')
    .find((text) => text.trim());
  return (line ?? '').trim().slice(0, 300);
}

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

/** Vitest's failed tests (and files that failed to load) from its JSON report. */
export function vitestFailures(report: VitestReport): string[] {
  return report.testResults.flatMap((file) => {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    return tests.length || !file.message ? tests : [`${where}: ${firstLine(file.message)}`];
  });
}

export interface PlaywrightSuite {
  title: string;
  file: string;
  specs: {
    title: string;
    ok: boolean;
    file: string;
    line: number;
    tests: { results: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** Playwright's failed tests from its JSON report, with their last attempt's error. */
export function playwrightFailures(suites: PlaywrightSuite[], titles: string[] = []): string[] {
  return suites.flatMap((group) => {
    const path = group.file === group.title ? titles : [...titles, group.title];
    const specs = group.specs
      .filter((spec) => !spec.ok)
      .map((spec) => {
        const error = spec.tests.flatMap((test) => test.results).at(-1)?.error?.message;
        return `${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}: ${firstLine(error)}`;
      });
    return [...specs, ...playwrightFailures(group.suites ?? [], path)];
  });
}
