/**
 * The leads bench's command line: `npm run bench:leads -- [--count N] [--concurrency N]
 * [--failure-rate R] [--hang-rate R] [--outage-seconds S] [--no-kill] [--cap-seconds S]`.
 * An unknown flag, an argument or a bad value stops the bench with a message naming it.
 */
import { CommandLineError, readCommandLine } from '../command-line';

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
const NUMBER_FLAGS = {
  count: { option: 'count', kind: 'whole' },
  concurrency: { option: 'concurrency', kind: 'whole' },
  'failure-rate': { option: 'failureRate', kind: 'share' },
  'hang-rate': { option: 'hangRate', kind: 'share' },
  'outage-seconds': { option: 'outageSeconds', kind: 'whole' },
  'cap-seconds': { option: 'capSeconds', kind: 'whole' },
} as const satisfies Record<string, { option: NumberOption; kind: 'whole' | 'share' }>;

const FLAGS = {
  ...(Object.fromEntries(
    Object.keys(NUMBER_FLAGS).map((flag) => [flag, { type: 'string' }]),
  ) as Record<keyof typeof NUMBER_FLAGS, { type: 'string' }>),
  kill: { type: 'boolean' },
  'no-kill': { type: 'boolean' },
} as const;

const WANTED = { whole: 'a whole number', share: 'a share between 0 and 1' } as const;

function numberValue(flag: string, text: string, kind: 'whole' | 'share'): number {
  const value = Number(text);
  const valid =
    text.trim() !== '' &&
    (kind === 'whole' ? Number.isInteger(value) && value >= 0 : value >= 0 && value <= 1);
  if (!valid) throw new CommandLineError(`${flag} needs ${WANTED[kind]}, not "${text}"`);
  return value;
}

/** node:util's parseArgs, strict; throws CommandLineError naming the flag. */
export function parseBenchLeadsOptions(args: readonly string[]): BenchLeadsOptions {
  const { values, tokens } = readCommandLine(args, FLAGS, {
    missingValue: (flag) => {
      const spec = NUMBER_FLAGS[flag.slice(2) as keyof typeof NUMBER_FLAGS];
      return `${flag} needs ${WANTED[spec.kind]}`;
    },
  });
  const options = { ...DEFAULT_OPTIONS };
  for (const [flag, spec] of Object.entries(NUMBER_FLAGS)) {
    const text = values[flag as keyof typeof NUMBER_FLAGS];
    if (text !== undefined) options[spec.option] = numberValue(`--${flag}`, text, spec.kind);
  }
  // --kill and --no-kill: the last one given wins.
  for (const token of tokens) {
    if (token.kind === 'option' && (token.name === 'kill' || token.name === 'no-kill')) {
      options.kill = token.name === 'kill';
    }
  }
  if (options.count < 1 || options.concurrency < 1 || options.capSeconds < 1) {
    throw new CommandLineError('--count, --concurrency and --cap-seconds must be at least 1');
  }
  return options;
}
