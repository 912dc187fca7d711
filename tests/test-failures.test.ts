// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type PlaywrightSuite,
  playwrightFailures,
  vitestFailures,
} from '../scripts/lib/test-failures';

describe('the failed tests npm test repeats at its end', () => {
  it('names each failed Vitest test with its file and the first line of its error', () => {
    const failures = vitestFailures({
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          name: `${process.cwd()}/tests/footer.test.tsx`,
          assertionResults: [
            { fullName: 'footer shows the phone', status: 'passed', failureMessages: [] },
            {
              fullName: 'footer shows the hours',
              status: 'failed',
              failureMessages: [
                '\n\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at …',
              ],
            },
          ],
        },
        {
          name: `${process.cwd()}/tests/header.test.tsx`,
          message: 'Error: Failed to load ./missing\n    at …',
          assertionResults: [],
        },
      ],
    });
    expect(failures).toEqual([
      'tests/footer.test.tsx › footer shows the hours: AssertionError: expected 1 to be 2',
      'tests/header.test.tsx: Error: Failed to load ./missing',
    ]);
  });

  it('names each failed Playwright test by its describe blocks, with its last attempt’s error', () => {
    const spec = (title: string, ok: boolean, errors: string[]) => ({
      title,
      ok,
      file: 'forms.spec.ts',
      line: 12,
      tests: [{ results: errors.map((message) => ({ error: { message } })) }],
    });
    const suites: PlaywrightSuite[] = [
      {
        title: 'forms.spec.ts',
        file: 'forms.spec.ts',
        specs: [spec('top level', true, [])],
        suites: [
          {
            title: 'lead forms',
            file: 'forms.spec.ts',
            specs: [spec('contact form', false, ['first try', 'Error: timed out\nCall log: …'])],
          },
        ],
      },
    ];
    expect(playwrightFailures(suites)).toEqual([
      'forms.spec.ts:12 › lead forms › contact form: Error: timed out',
    ]);
  });
});
