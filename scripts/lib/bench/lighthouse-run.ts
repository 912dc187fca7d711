/**
 * Lighthouse, performance category only, with its default mobile preset (simulated slow 4G, CPU ×4,
 * Moto G Power screen) in the system Chromium. One Chromium serves every run of a bench (Lighthouse
 * resets storage and cache before each), so no run pays for a browser start.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../find-chromium';

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
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
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
