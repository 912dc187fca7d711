/**
 * The leads bench's command line: `npm run bench:leads -- [--count N] [--concurrency N]
 * [--failure-rate R] [--hang-rate R] [--outage-seconds S] [--no-kill] [--cap-seconds S]`.
 * An unknown flag or a bad value stops the bench with a message naming it.
 */
export interface BenchLeadsOptions {
  /** Leads submitted (each a fresh submissionId). */
  count: number;
  /** Submissions in flight at once. */
  concurrency: number;
  /** Share of provider calls failing before anything is delivered (500, or 429 + Retry-After). */
  failureRate: number;
  /** Share of delivered e-mails whose answer is held past the function's time limit. */
  hangRate: number;
  /** Length of the database outage after a quarter of the submissions; 0: none. */
  outageSeconds: number;
  /** SIGKILL the function after 60 % of the submissions, and start it again. */
  kill: boolean;
  /** The whole run's time limit: re-sending and waiting for pending leads stop then. */
  capSeconds: number;
}

export const DEFAULT_OPTIONS: BenchLeadsOptions = {
  count: 600,
  concurrency: 20,
  failureRate: 0.3,
  hangRate: 0.05,
  outageSeconds: 20,
  kill: true,
  capSeconds: 180,
};

type NumberOption = Exclude<keyof BenchLeadsOptions, 'kill'>;

/** Each numeric flag, its option, and whether the value is a whole number or a share (0–1). */
const NUMBER_FLAGS: Record<string, { option: NumberOption; kind: 'whole' | 'share' }> = {
  '--count': { option: 'count', kind: 'whole' },
  '--concurrency': { option: 'concurrency', kind: 'whole' },
  '--failure-rate': { option: 'failureRate', kind: 'share' },
  '--hang-rate': { option: 'hangRate', kind: 'share' },
  '--outage-seconds': { option: 'outageSeconds', kind: 'whole' },
  '--cap-seconds': { option: 'capSeconds', kind: 'whole' },
};

function numberValue(flag: string, text: string | undefined, kind: 'whole' | 'share'): number {
  const value = Number(text);
  const valid =
    text !== undefined &&
    text.trim() !== '' &&
    (kind === 'whole' ? Number.isInteger(value) && value >= 0 : value >= 0 && value <= 1);
  if (!valid) {
    const wanted = kind === 'whole' ? 'a whole number' : 'a share between 0 and 1';
    throw new Error(`${flag} needs ${wanted}, not "${text ?? ''}"`);
  }
  return value;
}

export function parseBenchLeadsOptions(args: readonly string[]): BenchLeadsOptions {
  const options = { ...DEFAULT_OPTIONS };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const [flag = '', inline] = arg.split('=', 2);
    if (flag === '--kill' || flag === '--no-kill') {
      options.kill = flag === '--kill';
      continue;
    }
    const spec = NUMBER_FLAGS[flag];
    if (!spec) throw new Error(`unknown flag "${arg}" (see scripts/bench-leads.ts)`);
    let text = inline;
    if (text === undefined) {
      index += 1;
      text = args[index];
    }
    options[spec.option] = numberValue(flag, text, spec.kind);
  }
  if (options.count < 1 || options.concurrency < 1 || options.capSeconds < 1) {
    throw new Error('--count, --concurrency and --cap-seconds must be at least 1');
  }
  return options;
}
