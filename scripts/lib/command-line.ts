/**
 * The scripts' command lines, read by node:util's parseArgs in strict mode: an unknown flag, a
 * missing value or an argument where the command takes none is refused, with a one-line message
 * naming it in the command's language (its English error text is long and says how to escape it).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** A refused command line; its message names the flag or argument. */
export class CommandLineError extends Error {}

type Language = 'en' | 'pl';

type Message = 'unknown' | 'value' | 'noValue' | 'positional';

const MESSAGES: Record<Language, Record<Message, (it: string) => string>> = {
  en: {
    unknown: (flag) => `unknown flag ${flag}`,
    value: (flag) => `${flag} needs a value`,
    noValue: (flag) => `${flag} takes no value`,
    positional: (arg) => `unexpected argument "${arg}"`,
  },
  pl: {
    unknown: (flag) => `Nieznana opcja: ${flag}`,
    value: (flag) => `Po ${flag} podaj wartość.`,
    noValue: (flag) => `Opcja ${flag} nie przyjmuje wartości.`,
    positional: (arg) => `Zbędny argument: ${arg}`,
  },
};

export interface CommandLineSettings {
  /** Whether arguments other than flags are taken (paths, a folder); refused otherwise. */
  positionals?: boolean;
  language?: Language;
  /** The message for a flag given without its value, when the default is not precise enough. */
  missingValue?: (flag: string) => string;
}

/** parseArgs, strict, over `args`; throws CommandLineError with a short message. */
export function readCommandLine<const Options extends ParseArgsOptionsConfig>(
  args: readonly string[],
  options: Options,
  { positionals = false, language = 'en', missingValue }: CommandLineSettings = {},
) {
  try {
    return parseArgs({
      args: [...args],
      options,
      strict: true,
      allowPositionals: positionals,
      tokens: true,
    });
  } catch (error) {
    const { code, message } = error as Error & { code?: string };
    const quoted = /'([^' ]+)/.exec(message)?.[1] ?? '';
    const text = MESSAGES[language];
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new CommandLineError(text.unknown(quoted));
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      const flag = quoted.replace(/^(--?[\w-]+).*/, '$1');
      if (message.includes('does not take an argument')) {
        throw new CommandLineError(text.noValue(flag));
      }
      throw new CommandLineError((missingValue ?? text.value)(flag));
    }
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
      throw new CommandLineError(text.positional(quoted));
    }
    throw error;
  }
}

/**
 * For a command whose one optional argument is a folder or file (`npm run validate:html -- out`):
 * that argument or `fallback`. Anything more, or any flag, prints why and exits with code 2.
 */
export function pathArgument(command: string, fallback: string): string {
  try {
    const { positionals } = readCommandLine(process.argv.slice(2), {}, { positionals: true });
    if (positionals.length > 1) {
      throw new CommandLineError(`one path at most, not ${positionals.length}`);
    }
    return positionals[0] ?? fallback;
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    console.error(`${command}: ${error.message} (npm run ${command} -- [${fallback}])`);
    process.exit(2);
  }
}
