/**
 * `npm run bench`: builds the site, then measures every prerendered route against issue 12's
 * targets and prints one table (docs/benchmark.md):
 *  - Lighthouse (mobile preset, system Chromium), median of 3, of the page and of its no-JS copy
 *    (same HTML without scripts and module preloads) in alternating order, and the LCP ratio;
 *  - the gzip KB of JS loaded before any interaction, and whether supabase-js is among it;
 *  - the first tap, touch, CPU ×4 and slow 4G: on a form field (until React owns it, and characters
 *    lost), and on each control the route's HTML shows (menu, desktop dropdown, FAQ question,
 *    solution tab, carousel arrow, share button): from the tap to the first frame showing the
 *    response, timed in the page (scripts/lib/bench/tap-probe.ts);
 * then a second table, the worst route per control against the 200 ms target.
 * The header names the machine's load average and cores (a busy machine gives worse figures than
 * the site's); a run that fails is repeated (--retries) and reported. Writes
 * bench-results/latest.json and a timestamped copy. Targets are reported, never asserted.
 *
 * Flags: `/path …` measures only those routes; `--quick` one run per route on one page of each type
 * plus every form page, the menu and the field tapped on each, every other control on one route;
 * `--no-build` reuses dist/; `--about-blank` starts each Lighthouse run from about:blank instead of
 * an empty page of the same site; `--runs N`; `--retries N`: repeats of a failed run (default 2).
 */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { chromium } from '@playwright/test';
import { LOCAL_SUPABASE_ENV } from '../src/config/env-schema';
import { CHROMIUM_ARGS, findChromium } from './find-chromium';
import { CommandLineError } from './lib/command-line';
import { measureEagerJs } from './lib/bench/eager-js';
import { launchLighthouse, type LighthouseScores } from './lib/bench/lighthouse-run';
import { removeNoJsCopy, writeNoJsCopy } from './lib/bench/no-js-copy';
import { parseBenchOptions } from './lib/bench/options';
import { QUICK_REPRESENTATIVES, selectRoutes } from './lib/bench/routes';
import { median } from './lib/bench/stats';
import {
  formatTable,
  missedTargets,
  summariseTaps,
  summaryLine,
  tableRows,
  TARGETS,
  worstPerControl,
  worstRows,
  type RouteResult,
} from './lib/bench/table';
import {
  CONTROL_KINDS,
  probeControl,
  probeFormField,
  type ControlKind,
  type TapResult,
} from './lib/bench/tap-probe';
import { createStaticServer } from './lib/static-server';

const ROOT = 'dist';
const NO_JS_ROOT = 'bench-results/.no-js-copy';
const started = Date.now();
const options = readOptions();

/** The command line; a bad flag stops the bench with a message naming it. */
function readOptions() {
  try {
    return parseBenchOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    console.error(`bench: ${error.message} (see docs/benchmark.md#options)`);
    process.exit(2);
  }
}
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

if (options.build) {
  // The local function's settings, unless the caller measures a build for a real project.
  const env = { ...LOCAL_SUPABASE_ENV, ...process.env };
  const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(1);
}

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** What the machine was doing: the figures of a busy machine are worse than the site's. */
const machine = () => ({
  loadavg: loadavg().map((load) => Number(load.toFixed(2))),
  cores: availableParallelism(),
});
const machineAtStart = machine();

/** Runs that threw (Lighthouse, a probe) and were repeated, each with its reason. */
const failedRuns: { label: string; path: string; reason: string }[] = [];

/** `run`, repeated up to --retries times while it throws; the last error is thrown. */
async function attempt<T>(label: string, path: string, run: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await run();
    } catch (error) {
      failedRuns.push({ label, path, reason: (error as Error).message.split('\n')[0] ?? '' });
      if (tries >= options.retries) throw error;
    }
  }
}

const routes = await selectRoutes(ROOT, options);
console.log(
  `\nMeasuring ${routes.measured.length} route(s), ${options.runs} run(s) each` +
    (options.quick && !options.paths.length
      ? ` (--quick: ${Object.values(QUICK_REPRESENTATIVES).join(', ')}, and every page with a form)`
      : '') +
    `; load average ${machineAtStart.loadavg.join(' ')} (1, 5, 15 min) on ${machineAtStart.cores} cores.`,
);

await writeNoJsCopy(ROOT, NO_JS_ROOT);
const siteServer = createStaticServer(ROOT);
const copyServer = createStaticServer(NO_JS_ROOT);
const origin = await listen(siteServer);
const copyOrigin = await listen(copyServer);
const chromePath = findChromium();

try {
  const weights = await measureEagerJs(ROOT, origin, routes.all, chromePath);
  console.log(`Eager JS weighed on ${weights.length} page(s) (${seconds(Date.now() - started)}).`);

  // Lighthouse: page and no-JS copy back to back, their order alternating from run to run, so that
  // the machine's drift affects both alike.
  const page = new Map<string, LighthouseScores[]>();
  const copy = new Map<string, LighthouseScores[]>();
  const ratios = new Map<string, number[]>();
  const lighthouse = await launchLighthouse(chromePath, { aboutBlank: options.aboutBlank });
  try {
    // A fresh Chromium's first run is slower than the rest: one warm-up run, not counted.
    await lighthouse.run(copyOrigin + (routes.measured[0] ?? '/')).catch(() => undefined);
    for (let run = 1; run <= options.runs; run += 1) {
      for (const path of routes.measured) {
        const order = run % 2 === 1 ? (['page', 'copy'] as const) : (['copy', 'page'] as const);
        const pair: Partial<Record<'page' | 'copy', LighthouseScores>> = {};
        for (const kind of order) {
          const url = (kind === 'page' ? origin : copyOrigin) + path;
          const result = await attempt(`Lighthouse ${path} (${kind}) run ${run}`, path, () =>
            lighthouse.run(url),
          );
          pair[kind] = result;
          const store = kind === 'page' ? page : copy;
          store.set(path, [...(store.get(path) ?? []), result]);
        }
        if (pair.page && pair.copy) {
          ratios.set(path, [...(ratios.get(path) ?? []), pair.page.lcpMs / pair.copy.lcpMs]);
        }
        console.log(
          `  Lighthouse ${path} run ${run}: perf ${pair.page?.performance}, LCP ${Math.round(pair.page?.lcpMs ?? 0)} ms` +
            ` (no-JS ${Math.round(pair.copy?.lcpMs ?? 0)} ms), TBT ${Math.round(pair.page?.tbtMs ?? 0)} ms` +
            ` [${seconds(Date.now() - started)}]`,
        );
      }
    }
  } finally {
    lighthouse.close();
  }

  // First taps: the first text field where there is a form, and each control the route shows
  // (routes.controls). A probe that still fails after its retries is reported and left out.
  const fieldTaps = new Map<string, TapResult[]>();
  const controlTaps = new Map<string, Partial<Record<ControlKind, TapResult[]>>>();
  const probeFailures: { label: string; error: string }[] = [];
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  const cell = (result: TapResult | undefined) =>
    !result ? 'failed' : result.ignored ? 'ignored' : `${Math.round(result.workingMs ?? 0)} ms`;
  try {
    for (let run = 1; run <= options.runs; run += 1) {
      for (const path of routes.measured) {
        const done: string[] = [];
        if (routes.forms.has(path)) {
          const field = await attempt(`field tap ${path} run ${run}`, path, () =>
            probeFormField(browser, origin + path),
          );
          fieldTaps.set(path, [...(fieldTaps.get(path) ?? []), field]);
          done.push(`field ${cell(field)}`);
        }
        for (const kind of CONTROL_KINDS) {
          if (!routes.controls[kind].includes(path)) continue;
          const label = `${kind} tap ${path} run ${run}`;
          let result: TapResult | undefined;
          try {
            result = await attempt(label, path, () => probeControl(browser, origin + path, kind));
            const entry = controlTaps.get(path) ?? {};
            entry[kind] = [...(entry[kind] ?? []), result];
            controlTaps.set(path, entry);
          } catch (error) {
            probeFailures.push({ label, error: (error as Error).message.split('\n')[0] ?? '' });
          }
          done.push(`${kind} ${cell(result)}`);
        }
        console.log(
          `  taps ${path} run ${run}: ${done.join(', ') || 'none'} [${seconds(Date.now() - started)}]`,
        );
      }
    }
  } finally {
    await browser.close();
  }

  const results: RouteResult[] = weights.map((weight) => {
    const pageRuns = page.get(weight.path);
    const copyRuns = copy.get(weight.path);
    return {
      path: weight.path,
      eagerJsKb: weight.jsGzip / 1024,
      supabase: weight.supabase,
      lighthouse:
        pageRuns && copyRuns
          ? {
              performance: median(pageRuns.map((r) => r.performance)),
              lcpMs: median(pageRuns.map((r) => r.lcpMs)),
              tbtMs: median(pageRuns.map((r) => r.tbtMs)),
              cls: median(pageRuns.map((r) => r.cls)),
              copyLcpMs: median(copyRuns.map((r) => r.lcpMs)),
              lcpRatio: median(ratios.get(weight.path) ?? []),
            }
          : undefined,
      tapField: summariseTaps(fieldTaps.get(weight.path) ?? []),
      taps: Object.fromEntries(
        Object.entries(controlTaps.get(weight.path) ?? {}).map(([kind, runs]) => [
          kind,
          summariseTaps(runs),
        ]),
      ),
      failedRuns: failedRuns.filter((failed) => failed.path === weight.path).length,
    };
  });

  const duration = Date.now() - started;
  console.log(
    `\nLighthouse mobile, median of ${options.runs}, each run from ${options.aboutBlank ? 'about:blank' : 'an empty page of the same site'};` +
      ' LCP ratio = LCP(page) / LCP(no-JS copy), median of the pairs;' +
      ' taps by touch, CPU ×4, 150 ms RTT, 1.6 Mbit/s, at 390 px (dropdown 1280 px, carousel 820 px);' +
      ` control columns: ms from the tap to the first frame showing the response, median of ${options.runs},` +
      ` "ignored k/n" when k taps got no response in 10 s; ✗ = target missed\n`,
  );
  console.log(formatTable(tableRows(results)));
  console.log(`\n${summaryLine(results)}`);
  const worst = worstPerControl(results);
  console.log(`\nWorst route per control (first tap → response, target ${TARGETS.tapMs} ms):\n`);
  console.log(formatTable(worstRows(worst)));
  for (const failure of probeFailures) {
    console.log(`  probe failed, left out: ${failure.label}: ${failure.error}`);
  }
  const machineAtEnd = machine();
  console.log(
    `\nFailed runs, repeated: ${failedRuns.length} (counted in the note column).` +
      ` Load average at the end ${machineAtEnd.loadavg.join(' ')}. Total time ${seconds(duration)}.`,
  );
  for (const run of failedRuns) console.log(`  failed: ${run.label}: ${run.reason}`);

  const report = {
    date: new Date().toISOString(),
    options,
    durationMs: duration,
    machine: { atStart: machineAtStart, atEnd: machineAtEnd },
    failedRuns,
    summary: summaryLine(results),
    worstPerControl: worst.map((entry) => ({
      control: entry.control,
      routes: entry.routes,
      path: entry.path ?? null,
      workingMs: entry.tap?.workingMs ?? null,
      ignoredRuns: entry.tap?.runs.filter((run) => run.ignored).length ?? 0,
      runs: entry.tap?.runs.length ?? 0,
    })),
    probeFailures,
    routes: results.map((route) => ({
      ...route,
      missed: missedTargets(route),
      weight: weights.find((w) => w.path === route.path),
      lighthouseRuns: { page: page.get(route.path), noJsCopy: copy.get(route.path) },
    })),
  };
  await mkdir('bench-results', { recursive: true });
  const json = JSON.stringify(report, null, 2);
  await writeFile('bench-results/latest.json', json);
  await writeFile(`bench-results/bench-${report.date.replace(/[:.]/g, '-')}.json`, json);
} finally {
  siteServer.close();
  copyServer.close();
  await removeNoJsCopy(NO_JS_ROOT);
}
