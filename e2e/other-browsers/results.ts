/** Where the Firefox and WebKit smoke (./run.ts) keeps its servers' files and its results. */
export const OTHER_BROWSERS_DIR = 'test-results/other-browsers';
/** Its results, which scripts/test-all.ts adds to the tally. */
export const OTHER_BROWSERS_JSON = `${OTHER_BROWSERS_DIR}/results.json`;

export interface OtherBrowsersResults {
  passed: number;
  failed: number;
  /** Failed checks, each `Browser › check: first line of the error`. */
  failedTests: string[];
  /** Browsers skipped because they are not installed (never under CI=true). */
  skipped: string[];
  seconds: number;
}
