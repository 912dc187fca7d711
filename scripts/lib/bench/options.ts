/**
 * The bench's command line: `npm run bench -- [--quick] [--no-build] [--about-blank] [--runs N] [--retries N] [/path …]`.
 */
export interface BenchOptions {
  /** Paths given on the command line; empty means "every route" (or the quick subset). */
  paths: string[];
  quick: boolean;
  build: boolean;
  /** Start each Lighthouse run from about:blank, Lighthouse's default (see lighthouse-run.ts). */
  aboutBlank: boolean;
  /** Lighthouse runs per page and per no-JS copy, and tap probes per page; the median is reported. */
  runs: number;
  /** How many times a run disturbed by outside CPU load is repeated before it is kept, flagged. */
  retries: number;
}

function count(args: string[], flag: string, fallback: number): number {
  const index = args.indexOf(flag);
  if (index < 0) return fallback;
  const value = Number(args[index + 1]);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${flag} needs a whole number, not "${args[index + 1]}"`);
  }
  return value;
}

export function parseBenchOptions(args: string[]): BenchOptions {
  const quick = args.includes('--quick');
  return {
    paths: args.filter((arg) => arg.startsWith('/')),
    quick,
    build: !args.includes('--no-build'),
    aboutBlank: args.includes('--about-blank'),
    runs: Math.max(1, count(args, '--runs', quick ? 1 : 3)),
    retries: count(args, '--retries', 2),
  };
}
