/**
 * Lighthouse, performance category only, with its default mobile preset (simulated slow 4G, CPU ×4,
 * Moto G Power screen) in the system Chromium. One Chromium serves every run of a bench (Lighthouse
 * resets storage and cache before each), so no run pays for a browser start.
 *
 * Only the five metrics the performance score weighs are audited: the category's score is the
 * weighted mean of its audits, every other one (the diagnostics) weighs 0, so the score is the same,
 * and a run skips the gatherers and audits only the diagnostics need. Nor does it take the full-page
 * screenshot (element pictures for the HTML report): 2.6 s of a 7-second run, measured.
 *
 * Every run starts from an empty page on the measured pages' own site (127.0.0.1), not from
 * Lighthouse's default about:blank, so that the page and its no-JS copy load in a renderer process
 * Chrome has already started. From about:blank the page got a process of its own on every run and
 * the copy reused it (the service worker keeps it alive), so the two were not measured alike. Nor
 * was that start-up the page's: creating the first JavaScript context of a new process took 2–33 ms
 * on this machine before a byte of HTML was parsed, and Lighthouse's simulation, which leaves that
 * task out of its first-paint estimate, ran it ×4 past FCP and counted it as blocking time. The
 * no-JS copy, with no script at all, scored up to 72 ms of TBT that way. `--about-blank` measures
 * the old way.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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

const EMPTY_PAGE = '<!doctype html><html lang="pl"><title>Start</title></html>';

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

/** Serves EMPTY_PAGE on 127.0.0.1, the site of every measured page (a port is not part of a site). */
async function serveEmptyPage(): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(EMPTY_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

export async function launchLighthouse(
  chromePath: string,
  { aboutBlank = false } = {},
): Promise<LighthouseBrowser> {
  const start = aboutBlank ? undefined : await serveEmptyPage();
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
        ...(start ? { blankPage: start.url } : {}),
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
      start?.server.close();
    },
  };
}
