/**
 * `npm run validate:nu`: the Nu HTML Checker (the W3C's validator, from the npm package vnu-jar, on
 * Debian's Java) over every HTML file in dist/ (or the directory given), in one Java process. Its
 * errors, less the named mistakes of the checker itself (scripts/lib/nu-checker.ts: CHECKER_LAGS,
 * each with its reason), are printed with file, line and message, and fail the run. Run it after
 * `npm run build`.
 *
 * Without Java or the jar it prints a note and passes; under CI=true it fails. `VNU_JAR` names
 * another vnu.jar than the installed package's.
 */
import { spawnSync } from 'node:child_process';
import { builtHtmlFiles } from './lib/built-pages';
import { pathArgument } from './lib/command-line';
import {
  CHECKER_LAGS,
  type NuMessage,
  findNuChecker,
  formatMessage,
  sortMessages,
} from './lib/nu-checker';

const root = pathArgument('validate:nu', 'dist');

/**
 * One core, as the suite's first stage gives each check: the client compiler alone and the serial
 * collector (here 5-6 s and 6 s of CPU, 230 MB, against 8 s and 14 s of CPU, 0.4-1.1 GB, for the
 * same report). The compiled code then needs a deeper stack on the pages' long lines than Java's
 * default: 2 MB is enough today, 8 MB leaves room.
 */
const JAVA_OPTIONS = ['-Xss8m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1'];

const checker = findNuChecker();
if ('missing' in checker) {
  if (process.env.CI === 'true') {
    console.error(`Nu HTML Checker: cannot run, missing ${checker.missing}.`);
    process.exit(1);
  }
  console.log(`Note: Nu HTML Checker skipped, missing ${checker.missing}.`);
  process.exit(0);
}

const files = await builtHtmlFiles(root);
if (files.length === 0) {
  console.error(`Nu HTML Checker: no HTML files in ${root}/ (run npm run build first).`);
  process.exit(1);
}

// Exit status 1 only says there were errors, which the lags always are: the JSON decides.
const ran = spawnSync(
  'java',
  [
    ...JAVA_OPTIONS,
    '-jar',
    checker.jar,
    '--errors-only',
    '--asciiquotes',
    '--no-langdetect',
    '--format',
    'json',
    '--stdout',
    ...files,
  ],
  { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
);
let messages: NuMessage[];
try {
  messages = (JSON.parse(ran.stdout) as { messages: NuMessage[] }).messages;
} catch {
  console.error(`Nu HTML Checker: no report (exit status ${String(ran.status)}).`);
  console.error(ran.stdout.slice(0, 4000), ran.stderr.slice(0, 4000), ran.error?.message ?? '');
  process.exit(1);
}

const { errors, ignored } = sortMessages(messages);
const setAside = CHECKER_LAGS.map(({ name }) => `${String(ignored.get(name) ?? 0)} ${name}`);
for (const error of errors) console.error(formatMessage(error, process.cwd()));
const unused = CHECKER_LAGS.filter(({ name }) => !ignored.get(name)).map(({ name }) => name);
if (unused.length > 0) console.log(`Note: not reported any more: ${unused.join('; ')} (drop?)`);
const summary =
  `${String(files.length)} files, ${String(errors.length)} errors ` +
  `(set aside as the checker's own: ${setAside.join(', ')})`;
if (errors.length > 0) {
  console.error(`Nu HTML Checker: ${summary}.`);
  process.exit(1);
}
console.log(`Nu HTML Checker: ${summary}.`);
