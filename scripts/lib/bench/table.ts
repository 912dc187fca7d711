/**
 * The bench's verdict: one row per route with each figure marked "✗" where it misses its target
 * (issue 12), and a summary line. Targets are reported here, never asserted in a test.
 */
import type { TapResult } from './tap-probe';

export const TARGETS = {
  performance: 98,
  tbtMs: 50,
  cls: 0.01,
  lcpRatio: 1.15,
  jsKb: 100,
} as const;

export interface TapSummary {
  /** Median milliseconds from tap to working; null when any tap was ignored. */
  workingMs: number | null;
  ignored: boolean;
  lostChars: number;
  runs: TapResult[];
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
  tapMenu?: TapSummary;
  /** Runs kept although still disturbed after the last retry (each named in the report). */
  disturbedRuns: number;
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
  for (const tap of [route.tapField, route.tapMenu]) {
    if (tap && (tap.ignored || tap.lostChars > 0) && !missed.includes('tap')) missed.push('tap');
  }
  return missed;
}

const MISS = ' ✗';

function tapCell(tap: TapSummary | undefined): string {
  if (!tap) return '–';
  if (tap.ignored) return 'ignored';
  const lost = tap.lostChars > 0 ? ` (${tap.lostChars} lost)` : '';
  return `${Math.round(tap.workingMs ?? Number.NaN)}${lost}`;
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
    'tap menu→open ms',
    'note',
  ];
  const rows = routes.map((route) => {
    const missed = new Set(missedTargets(route));
    const mark = (text: string, target: Target) => (missed.has(target) ? text + MISS : text);
    const lh = route.lighthouse;
    const tapMissed = (tap?: TapSummary) => !!tap && (tap.ignored || tap.lostChars > 0);
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
      tapCell(route.tapField) + (tapMissed(route.tapField) ? MISS : ''),
      tapCell(route.tapMenu) + (tapMissed(route.tapMenu) ? MISS : ''),
      route.disturbedRuns ? `${route.disturbedRuns} disturbed run(s) kept` : '',
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
