/**
 * How the owner's commands (`npm run leads`, `npm run advisers`) run: --help prints the usage; a
 * command line they refuse prints its Polish reason and the usage (exit code 2); a failure while
 * working prints its message (exit code 1). Each command reads its own flags with node:util's
 * parseArgs (strict); --help is looked for here, before them, so that it works beside any other.
 */
import { parseArgs } from 'node:util';

/** A refused command line: its message is shown with the usage. */
export class UsageError extends Error {}

export async function runOwnerCommand<Command>(
  usage: string,
  parse: (args: string[]) => Command,
  execute: (command: Command) => Promise<void>,
): Promise<void> {
  const args = process.argv.slice(2);
  // Not strict: the command's own flags are its parser's to judge.
  const { values } = parseArgs({
    args,
    options: { help: { type: 'boolean', short: 'h' } },
    strict: false,
    allowPositionals: true,
  });
  if (values.help === true) {
    console.log(usage);
    return;
  }
  let command: Command;
  try {
    command = parse(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${usage}`);
    process.exit(2);
  }
  try {
    await execute(command);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
