/**
 * Telling runs disturbed by outside CPU load (other processes on a shared machine) from quiet ones.
 * Where there is /proc (Linux), it tells: the share of the machine's CPU time (steal included) spent
 * busy during the run by processes outside this bench's own process tree (the bench, its static
 * servers and its Chromiums). Elsewhere a fixed CPU calibration loop (median of five), timed just
 * before and just after the run against a quiet baseline (the median at start, lowered whenever a
 * quicker one is seen), stands in for it. The loop is not used beside /proc: it cannot tell the
 * bench's own Chromium, still winding down after a run, from another process, and read 1.3–1.4×
 * slower after runs on an idle machine (200 quiet runs of a full bench discarded).
 * A disturbed run is repeated (bounded); a run still disturbed after the last retry is kept, the
 * least disturbed of its attempts, and flagged in the report. Every discarded attempt is listed.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { median } from './stats';

/** Above this share of the machine's CPU used by others during a run (0.2 = 0.4 of 2 cores): disturbed. */
export const OUTSIDE_SHARE_LIMIT = 0.2;
/** A calibration loop this much slower than the quietest seen: the CPU was not ours alone. */
export const CALIBRATION_SLOWDOWN_LIMIT = 1.3;
/**
 * Before repeating a disturbed run, wait up to this long for the machine to become quiet. When it
 * does not, a repeat would be disturbed as well: the run is kept, flagged, and the bench moves on,
 * so that a machine busy all along costs one wait per run, not every retry.
 */
const QUIET_WAIT_MS = 10_000;
const QUIET_WINDOW_MS = 1_000;
/** Attempts that threw, on top of the disturbed ones, before a measurement gives up. */
const MAX_FAILURES = 2;

export interface CpuSample {
  /** All CPU time of the machine, in clock ticks. */
  total: number;
  /** Idle and I/O-wait time. */
  idle: number;
  /** CPU time of this process and its descendants (including reaped ones). */
  own: number;
}

/** Fields after the ")" of /proc/<pid>/stat: [0] state, [1] ppid, [11] utime … [14] cstime. */
function processStat(pid: string): { ppid: number; ticks: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
    return { ppid: Number(fields[1]), ticks };
  } catch {
    return undefined; // the process ended meanwhile
  }
}

/** A /proc sample, or undefined where there is no /proc (macOS): then only calibration counts. */
export function readCpuSample(): CpuSample | undefined {
  let line: string;
  try {
    line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  } catch {
    return undefined;
  }
  // cpu user nice system idle iowait irq softirq steal (guest time is already inside user)
  const values = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const stat = processStat(pid);
    if (stat) stats.set(Number(pid), stat);
  }
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let own = 0;
  const queue = [process.pid];
  while (queue.length) {
    const pid = queue.pop() as number;
    own += stats.get(pid)?.ticks ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return { total, idle, own };
}

/** Share of the machine's CPU time (0–1) that processes outside the bench used between two samples. */
export function outsideShare(before: CpuSample, after: CpuSample): number {
  const total = after.total - before.total;
  if (total <= 0) return 0;
  const busy = total - (after.idle - before.idle);
  return Math.min(1, Math.max(0, (busy - (after.own - before.own)) / total));
}

/** Milliseconds a fixed integer loop takes (about 10 ms on a quiet core). */
function loopMs(): number {
  const start = performance.now();
  let x = 1;
  for (let i = 0; i < 500_000; i += 1) x = (x * 48_271 + i) % 2_147_483_647;
  // Using the result keeps the engine from dropping the loop.
  if (x < 0) throw new Error('calibration loop overflowed');
  return performance.now() - start;
}

/**
 * The loop's time, the median of five: one loop alone swings with a timer tick, a collection or the
 * core's clock, and a single slow one would mark a quiet run as disturbed.
 */
export function calibrate(): number {
  return median(Array.from({ length: 5 }, loopMs));
}

/** What was read over one run: the outside share where /proc exists, else the calibration loop. */
export type Disturbance = { outsideShare: number } | { calibrationMs: number; baselineMs: number };

/** Why a run with these readings counts as disturbed, or undefined when it was quiet. */
export function disturbanceReason(reading: Disturbance): string | undefined {
  if ('outsideShare' in reading) {
    return reading.outsideShare > OUTSIDE_SHARE_LIMIT
      ? `other processes used ${Math.round(reading.outsideShare * 100)} % of the CPU`
      : undefined;
  }
  const slowdown = reading.calibrationMs / reading.baselineMs;
  return slowdown > CALIBRATION_SLOWDOWN_LIMIT
    ? `calibration loop ${slowdown.toFixed(2)}× slower than quiet`
    : undefined;
}

export interface DiscardedRun {
  label: string;
  reason: string;
}

export interface Measured<T> {
  value: T;
  attempts: number;
  /** Set when even the last attempt was disturbed: the value is kept, flagged with this reason. */
  disturbed?: string;
}

/** Where the monitor reads the machine's state; tests pass their own. */
export interface LoadSensors {
  sample: () => CpuSample | undefined;
  calibrate: () => number;
  wait: (ms: number) => Promise<unknown>;
}

const MACHINE: LoadSensors = { sample: readCpuSample, calibrate, wait: delay };

export class LoadMonitor {
  readonly discarded: DiscardedRun[] = [];
  readonly keptDisturbed: DiscardedRun[] = [];
  readonly startOutsideShare: number | undefined;
  private baseline: number;
  private readonly sensors: LoadSensors;

  private constructor(
    baselineMs: number,
    startOutsideShare: number | undefined,
    sensors: LoadSensors,
  ) {
    this.baseline = baselineMs;
    this.startOutsideShare = startOutsideShare;
    this.sensors = sensors;
  }

  /**
   * Measures the quiet baseline, the median of seven calibrations (the quickest would be a time
   * the machine seldom reaches, and every run would read as disturbed), and the load now.
   */
  static async start(sensors: LoadSensors = MACHINE): Promise<LoadMonitor> {
    const before = sensors.sample();
    const times: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      times.push(sensors.calibrate());
      await sensors.wait(50);
    }
    const after = sensors.sample();
    const share = before && after ? outsideShare(before, after) : undefined;
    return new LoadMonitor(median(times), share, sensors);
  }

  get baselineMs(): number {
    return this.baseline;
  }

  /** The share of the CPU others use over one short window (undefined without /proc). */
  async currentOutsideShare(): Promise<number | undefined> {
    const before = this.sensors.sample();
    await this.sensors.wait(QUIET_WINDOW_MS);
    const after = this.sensors.sample();
    return before && after ? outsideShare(before, after) : undefined;
  }

  /** The loop timed again after a run, against the quietest seen (the one before it included). */
  private loopReason(calibrationBefore: number): string | undefined {
    const calibrationMs = Math.max(calibrationBefore, this.sensors.calibrate());
    this.baseline = Math.min(this.baseline, calibrationBefore, calibrationMs);
    return disturbanceReason({ calibrationMs, baselineMs: this.baseline });
  }

  /** Whether the machine became quiet within QUIET_WAIT_MS. */
  private async waitForQuiet(): Promise<boolean> {
    for (let waited = 0; waited < QUIET_WAIT_MS; waited += QUIET_WINDOW_MS) {
      const share = await this.currentOutsideShare();
      if (share === undefined || share <= OUTSIDE_SHARE_LIMIT) return true;
    }
    return false;
  }

  /**
   * Runs `run` until an attempt is quiet: at most 1 + `retries` disturbed attempts (fewer when the
   * machine stays busy: see QUIET_WAIT_MS), plus up to MAX_FAILURES attempts that threw (Lighthouse
   * sometimes loses a trace on a loaded machine), each listed as discarded. When every attempt
   * threw, the last error is thrown.
   */
  async measure<T>(label: string, retries: number, run: () => Promise<T>): Promise<Measured<T>> {
    const disturbed: { value: T; reason: string; share: number }[] = [];
    let failures = 0;
    let lastError: unknown;
    let stillBusy = false;
    while (disturbed.length <= retries && failures <= MAX_FAILURES) {
      if (disturbed.length + failures > 0 && !(await this.waitForQuiet())) {
        stillBusy = true;
        if (disturbed.length > 0) break;
      }
      const before = this.sensors.sample();
      // Without /proc, the loop just before and just after the run stands in for it.
      const calibrationBefore = before ? undefined : this.sensors.calibrate();
      let value: T;
      try {
        value = await run();
      } catch (error) {
        failures += 1;
        lastError = error;
        this.discarded.push({
          label,
          reason: `failed: ${(error as Error).message.split('\n')[0]}`,
        });
        continue;
      }
      const after = this.sensors.sample();
      const share = before && after ? outsideShare(before, after) : undefined;
      const reason =
        share === undefined
          ? this.loopReason(calibrationBefore ?? this.sensors.calibrate())
          : disturbanceReason({ outsideShare: share });
      if (!reason) {
        this.discarded.push(...disturbed.map((attempt) => ({ label, reason: attempt.reason })));
        return { value, attempts: disturbed.length + failures + 1 };
      }
      disturbed.push({ value, reason, share: share ?? 0 });
    }
    const [kept, ...others] = disturbed.sort((a, b) => a.share - b.share);
    if (!kept) throw lastError;
    this.discarded.push(...others.map((attempt) => ({ label, reason: attempt.reason })));
    const reason = stillBusy
      ? `${kept.reason} (still busy after ${QUIET_WAIT_MS / 1000} s)`
      : kept.reason;
    this.keptDisturbed.push({ label, reason });
    return { value: kept.value, attempts: disturbed.length + failures, disturbed: reason };
  }
}
