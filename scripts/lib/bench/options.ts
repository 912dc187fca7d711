/**
 * The bench's command line: `npm run bench -- [--quick] [--no-build] [--about-blank] [--runs N]
 * [--retries N] [/path …]`, read by node:util's parseArgs: anything else is refused.
 */
import { CommandLineError, readCommandLine } from '../command-line';

export interface BenchOptions {
  /** Paths given on the command line; empty means "every route" (or the quick subset). */
  paths: string[];
  quick: boolean;
  build: boolean;
  /** Start each Lighthouse run from about:blank, Lighthouse's default (see lighthouse-run.ts). */
  aboutBlank: boolean;
  /** Lighthouse runs per page and per no-JS copy, and tap probes per page; the median is reported. */
  runs: number;
  /** How many times a run that failed (Lighthouse or a probe threw) is repeated. */
  retries: number;
}

const FLAGS = {
  quick: { type: 'boolean' },
  'no-build': { type: 'boolean' },
  'about-blank': { type: 'boolean' },
  runs: { type: 'string' },
  retries: { type: 'string' },
} as const;

function count(flag: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < 0) {
    throw new CommandLineError(`${flag} needs a whole number, not "${text}"`);
  }
  return value;
}

/** Throws CommandLineError on an unknown flag, a bad number or an argument that is no path. */
export function parseBenchOptions(args: readonly string[]): BenchOptions {
  const { values, positionals } = readCommandLine(args, FLAGS, {
    positionals: true,
    missingValue: (flag) => `${flag} needs a whole number`,
  });
  const wrong = positionals.find((path) => !path.startsWith('/'));
  if (wrong !== undefined) {
    throw new CommandLineError(`a route is a path from "/", not "${wrong}"`);
  }
  const quick = values.quick ?? false;
  return {
    paths: positionals,
    quick,
    build: !values['no-build'],
    aboutBlank: values['about-blank'] ?? false,
    runs: Math.max(1, count('--runs', values.runs, quick ? 1 : 3)),
    retries: count('--retries', values.retries, 2),
  };
}
