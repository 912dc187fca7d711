/**
 * Lighthouse, performance category only, with its default mobile preset (simulated slow 4G, CPU ×4,
 * Moto G Power screen) in the system Chromium. One Chromium serves every run of a bench (Lighthouse
 * resets storage and cache before each), so no run pays for a browser start.
 *
 * Only the five metrics the performance score weighs are audited: the category's score is the
 * weighted mean of its audits, every other one (the diagnostics) weighs 0, so the score is the same,
 * and a run skips the gatherers and audits only the diagnostics need. Nor does it take the full-page
 * screenshot (element pictures for the HTML report): 2.6 s of a 7-second run, measured.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../find-chromium';

const SCORED_METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

export interface LighthouseScores {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

export interface LighthouseBrowser {
  run(url: string): Promise<LighthouseScores>;
  close(): void;
}

export async function launchLighthouse(chromePath: string): Promise<LighthouseBrowser> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  return {
    async run(url) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        // Not with onlyCategories: Lighthouse would audit the union of the two.
        onlyAudits: SCORED_METRICS,
        disableFullPageScreenshot: true,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      // A metric Lighthouse could not compute (it says why) leaves the score empty: the run failed,
      // and is repeated like one that threw, never counted as NaN in a median.
      for (const id of SCORED_METRICS) {
        const audit = lhr.audits[id];
        if (audit?.numericValue === undefined) {
          throw new Error(`Lighthouse computed no ${id}: ${audit?.errorMessage ?? 'no audit'}`);
        }
      }
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      return {
        performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        fcpMs: numeric('first-contentful-paint'),
      };
    },
    close() {
      chrome.kill();
    },
  };
}
