/**
 * The bench's verdict: one row per route with each figure marked "✗" where it misses its target
 * (issue 12; the first tap of each control, issue 26), a summary line, and the worst route per
 * control. Targets are reported here, never asserted in a test.
 */
import { median } from './stats';
import { CONTROL_KINDS, type ControlKind, type TapResult } from './tap-probe';

export const TARGETS = {
  performance: 98,
  tbtMs: 50,
  cls: 0.01,
  lcpRatio: 1.15,
  jsKb: 100,
  /** From a control's first tap to the first frame showing its response (a good INP). */
  tapMs: 200,
} as const;

export interface TapSummary {
  /** Median milliseconds from tap to working; null when any tap was ignored. */
  workingMs: number | null;
  ignored: boolean;
  lostChars: number;
  /** Share only: the most `navigator.share` calls one tap made (more than one is a fault). */
  shareCalls?: number;
  runs: TapResult[];
}

/** The summary of one route's runs of a probe; undefined when it had none. */
export function summariseTaps(results: TapResult[]): TapSummary | undefined {
  if (!results.length) return undefined;
  const ignored = results.some((result) => result.ignored);
  const calls = results.flatMap((result) =>
    result.shareCalls === undefined ? [] : [result.shareCalls],
  );
  return {
    workingMs: ignored ? null : median(results.map((result) => result.workingMs ?? Number.NaN)),
    ignored,
    lostChars: Math.max(0, ...results.map((result) => result.lostChars ?? 0)),
    ...(calls.length ? { shareCalls: Math.max(...calls) } : {}),
    runs: results,
  };
}

export interface RouteResult {
  path: string;
  eagerJsKb: number;
  supabase: boolean;
  /** Absent for routes only weighed (the quick mode's other pages). */
  lighthouse?: {
    performance: number;
    lcpMs: number;
    tbtMs: number;
    cls: number;
    copyLcpMs: number;
    lcpRatio: number;
  };
  tapField?: TapSummary;
  /** Each control's first tap, where the route shows the control. */
  taps: Partial<Record<ControlKind, TapSummary>>;
  /** Runs that failed and were repeated (each named in the report). */
  failedRuns: number;
}

export type Target = 'performance' | 'tbt' | 'cls' | 'lcpRatio' | 'js' | 'supabase' | 'tap';

/** The targets a route misses. NaN (a figure Lighthouse could not give) counts as a miss. */
export function missedTargets(route: RouteResult): Target[] {
  const missed: Target[] = [];
  const lh = route.lighthouse;
  if (lh) {
    if (!(lh.performance >= TARGETS.performance)) missed.push('performance');
    if (!(lh.tbtMs <= TARGETS.tbtMs)) missed.push('tbt');
    if (!(lh.cls <= TARGETS.cls)) missed.push('cls');
    if (!(lh.lcpRatio <= TARGETS.lcpRatio)) missed.push('lcpRatio');
  }
  if (!(route.eagerJsKb <= TARGETS.jsKb)) missed.push('js');
  if (route.supabase) missed.push('supabase');
  const taps = [route.tapField, ...CONTROL_KINDS.map((kind) => route.taps[kind])];
  if (taps.some((tap, index) => tapMissed(tap, index > 0))) missed.push('tap');
  return missed;
}

/**
 * Whether a probe's summary misses its target: no tap ignored, no character lost, one share per
 * tap, and for a control the response within TARGETS.tapMs (NaN counts as a miss).
 */
export function tapMissed(tap: TapSummary | undefined, control: boolean): boolean {
  if (!tap) return false;
  if (tap.ignored || tap.lostChars > 0 || (tap.shareCalls ?? 1) > 1) return true;
  return control && !((tap.workingMs ?? Number.NaN) <= TARGETS.tapMs);
}

const MISS = ' ✗';

function tapCell(tap: TapSummary | undefined, control = false): string {
  if (!tap) return '–';
  const mark = tapMissed(tap, control) ? MISS : '';
  if (tap.ignored) {
    const ignored = tap.runs.filter((run) => run.ignored).length;
    return `ignored${tap.runs.length ? ` ${ignored}/${tap.runs.length}` : ''}${mark}`;
  }
  const lost = tap.lostChars > 0 ? ` (${tap.lostChars} lost)` : '';
  const calls = (tap.shareCalls ?? 1) > 1 ? ` (${tap.shareCalls} calls)` : '';
  return `${Math.round(tap.workingMs ?? Number.NaN)}${lost}${calls}${mark}`;
}

/** The table as rows of cells, the header first. */
export function tableRows(routes: RouteResult[]): string[][] {
  const header = [
    'route',
    `perf ≥${TARGETS.performance}`,
    'LCP ms',
    `LCP ratio ≤${TARGETS.lcpRatio}`,
    `TBT ms ≤${TARGETS.tbtMs}`,
    `CLS ≤${TARGETS.cls}`,
    `eager JS KB ≤${TARGETS.jsKb}`,
    'tap field→working ms',
    ...CONTROL_KINDS.map((kind) => `${kind} ≤${TARGETS.tapMs}`),
    'note',
  ];
  const rows = routes.map((route) => {
    const missed = new Set(missedTargets(route));
    const mark = (text: string, target: Target) => (missed.has(target) ? text + MISS : text);
    const lh = route.lighthouse;
    return [
      route.path,
      lh ? mark(String(lh.performance), 'performance') : '–',
      lh ? `${Math.round(lh.lcpMs)} / ${Math.round(lh.copyLcpMs)} no-JS` : '–',
      lh ? mark(lh.lcpRatio.toFixed(2), 'lcpRatio') : '–',
      lh ? mark(String(Math.round(lh.tbtMs)), 'tbt') : '–',
      lh ? mark(lh.cls.toFixed(3), 'cls') : '–',
      route.eagerJsKb.toFixed(1) +
        (route.supabase ? ' +supabase' : '') +
        (missed.has('js') || missed.has('supabase') ? MISS : ''),
      tapCell(route.tapField),
      ...CONTROL_KINDS.map((kind) => tapCell(route.taps[kind], true)),
      route.failedRuns ? `${route.failedRuns} failed run(s) repeated` : '',
    ];
  });
  return [header, ...rows];
}

/** Rows of cells as aligned text. */
export function formatTable(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => Array.from(row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
      .join(' │ ')
      .trimEnd();
  const [header = [], ...body] = rows;
  return [
    line(header),
    line(header.map((_, i) => '─'.repeat(widths?.[i] ?? 0))),
    ...body.map(line),
  ].join('\n');
}

/** "Targets met on N of M routes", counting only routes measured with Lighthouse. */
export function summaryLine(routes: RouteResult[]): string {
  const measured = routes.filter((route) => route.lighthouse);
  const met = measured.filter((route) => missedTargets(route).length === 0);
  const weighedOnly = routes.length - measured.length;
  const jsMet = routes.filter((route) => !missedTargets(route).includes('js')).length;
  return (
    `Targets met on ${met.length} of ${measured.length} routes measured with Lighthouse` +
    (weighedOnly ? `; eager JS ≤ ${TARGETS.jsKb} KB on ${jsMet} of ${routes.length} routes` : '') +
    '.'
  );
}

export interface WorstTap {
  control: ControlKind;
  /** How many routes the control was probed on. */
  routes: number;
  /** The route whose first tap answered last: most taps ignored, then the slowest median. */
  path?: string;
  tap?: TapSummary;
}

/** Per control, the route where its first tap fares worst. */
export function worstPerControl(routes: RouteResult[]): WorstTap[] {
  const ignoredRuns = (tap: TapSummary) => tap.runs.filter((run) => run.ignored).length;
  return CONTROL_KINDS.map((control) => {
    const probed = routes.flatMap((route) => {
      const tap = route.taps[control];
      return tap ? [{ path: route.path, tap }] : [];
    });
    const [worst] = probed.sort(
      (a, b) =>
        Number(b.tap.ignored) - Number(a.tap.ignored) ||
        ignoredRuns(b.tap) - ignoredRuns(a.tap) ||
        (b.tap.workingMs ?? Number.POSITIVE_INFINITY) -
          (a.tap.workingMs ?? Number.POSITIVE_INFINITY),
    );
    return { control, routes: probed.length, path: worst?.path, tap: worst?.tap };
  });
}

/** The "worst route per control" table as rows of cells, the header first. */
export function worstRows(worst: WorstTap[]): string[][] {
  return [
    ['control', 'routes', 'worst route', `median ms ≤${TARGETS.tapMs}`],
    ...worst.map((entry) => [
      entry.control,
      String(entry.routes),
      entry.path ?? '– (no measured route shows it)',
      entry.tap ? tapCell(entry.tap, true) : '–',
    ]),
  ];
}
