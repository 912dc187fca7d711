/**
 * The Nu HTML Checker's report on the built pages (scripts/validate-nu.ts), and the messages in it
 * that are the checker's own mistakes: each named below with the reason the page is right. Every
 * other error fails the check.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * What the checker needs: Java on the PATH (Debian's default-jre-headless) and the jar, `VNU_JAR`
 * or the one the vnu-jar package ships (its main module exports the path). Or what is missing, in
 * words that say what to install.
 */
export function findNuChecker(): { jar: string } | { missing: string } {
  const java = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
  let jar: string | undefined = process.env.VNU_JAR;
  if (!jar) {
    try {
      jar = String(createRequire(import.meta.url)('vnu-jar'));
    } catch {
      jar = undefined;
    }
  }
  const hasJar = jar !== undefined && existsSync(jar);
  if (java && hasJar && jar) return { jar };
  const missing = [
    ...(java ? [] : ['Java (sudo apt-get install default-jre-headless)']),
    ...(hasJar
      ? []
      : [process.env.VNU_JAR ? `VNU_JAR=${process.env.VNU_JAR}` : 'vnu-jar (npm ci)']),
  ];
  return { missing: missing.join(' and ') };
}

/** One message of the checker's JSON output (`--format json --asciiquotes`). */
export interface NuMessage {
  /** "error", "info" (a warning when subType is "warning"), "non-document-error" (I/O, a crash). */
  type: string;
  subType?: string;
  /** `file:/…/dist/kontakt/index.html`. */
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  /** The source around the flagged markup: `extract.substr(hiliteStart, hiliteLength)`. */
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
}

/** A message the checker gets wrong, and why. */
export interface CheckerLag {
  /** Printed with the number of messages it set aside. */
  name: string;
  /** The message as the checker words it (with `--asciiquotes`); its groups go to `markup`. */
  message: RegExp;
  /** When the message alone says too little: whether the flagged markup is the lag's case. */
  markup?: (flagged: string, groups: readonly (string | undefined)[]) => boolean;
  /** Why the page is right and the checker wrong. */
  why: string;
}

/** The value of an attribute in a start tag as the checker quotes it (React writes "…" only). */
function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** The role each table element has anyway in a table exposed as a table (ARIA in HTML). */
const OWN_TABLE_ROLES: Readonly<Record<string, readonly string[]>> = {
  tr: ['row'],
  th: ['columnheader', 'rowheader', 'cell'],
  td: ['cell'],
};

export const CHECKER_LAGS: readonly CheckerLag[] = [
  {
    name: 'CSS @property',
    message: /^CSS: Unrecognized at-rule '@property'$/,
    why:
      "The checker's CSS parser predates CSS Properties and Values API Level 1 (@property, in " +
      'every engine since 2024). Tailwind 4 registers its custom properties with it.',
  },
  {
    name: 'CSS @container',
    message: /^CSS: Unrecognized at-rule '@container'$/,
    why:
      "The checker's CSS parser predates container queries (CSS Containment Level 3, in every " +
      'engine since 2023): the lead forms lay out their fields by their own width.',
  },
  {
    name: 'CSS container-type',
    message: /^CSS: 'container-type': Property 'container-type' doesn't exist\.$/,
    why: 'The property that makes an element a query container, same module as @container.',
  },
  {
    name: 'CSS margin-trim',
    message: /^CSS: 'margin-trim': Property 'margin-trim' doesn't exist\.$/,
    why:
      'CSS Box Model Level 4. It appears only in an @supports condition, where Tailwind 4 asks ' +
      'whether the browser lacks @property: a condition may name any property, known or not.',
  },
  {
    name: 'CSS transition-property: --custom-property',
    message: /^CSS: 'transition-property': '--[\w-]+' is not a 'transition-property' value\.$/,
    why:
      "transition-property takes <custom-ident>s, and a custom property's name is one (CSS " +
      'Transitions; a property registered with @property transitions): the gradient stops.',
  },
  {
    name: 'ARIA table roles on tr/th/td',
    message:
      /^The 'role' attribute must not be used on a '(tr|th|td)' element which has a 'table' ancestor with no 'role' attribute, or with a 'role' attribute whose value is 'table', 'grid', or 'treegrid'\.$/,
    // Only the role the element has anyway in a table: any other role stays an error.
    markup: (tag, [element = '']) =>
      OWN_TABLE_ROLES[element]?.includes(attribute(tag, 'role') ?? '') ?? false,
    why:
      'ARIA in HTML allows row on tr, cell on td, columnheader, rowheader and cell on th in a ' +
      'table exposed as a table ("allowed, but NOT RECOMMENDED": no error); the checker errs on ' +
      'any role there, even in a <table role="table"> (reported: validator/validator#1364). ' +
      'The stacked tables restate them on purpose (src/sections/data-table.tsx): with their ' +
      "display changed, browsers have dropped the table's semantics.",
  },
  {
    name: 'blocking on <link rel="expect">',
    message:
      /^A 'link' element with a 'blocking' attribute must have a 'rel' attribute whose value is 'stylesheet'\.$/,
    markup: (tag) => (attribute(tag, 'rel') ?? '').split(/\s+/).includes('expect'),
    why:
      'The HTML standard: the blocking attribute "is used by link types stylesheet and expect", ' +
      'and an expect link blocks rendering only when it is potentially render-blocking, that is ' +
      'with blocking="render" (index.html). The checker predates rel=expect.',
  },
];

/** The markup a message flags (a start tag, for the attribute errors), or '' when it names none. */
export function flaggedMarkup(message: NuMessage): string {
  const { extract, hiliteStart, hiliteLength } = message;
  if (extract === undefined || hiliteStart === undefined || hiliteLength === undefined) return '';
  return extract.slice(hiliteStart, hiliteStart + hiliteLength);
}

/** The lag a message is, if it is one. */
export function lagOf(
  message: NuMessage,
  lags: readonly CheckerLag[] = CHECKER_LAGS,
): CheckerLag | undefined {
  if (message.type !== 'error') return undefined;
  return lags.find((lag) => {
    const match = lag.message.exec(message.message);
    if (!match) return false;
    return lag.markup ? lag.markup(flaggedMarkup(message), match.slice(1)) : true;
  });
}

export interface SortedReport {
  /** What fails the check: every error and non-document error that is no named lag. */
  errors: NuMessage[];
  /** The messages set aside, counted by lag name (each lag listed, 0 when it matched nothing). */
  ignored: Map<string, number>;
}

/** Real errors apart from named lags. Warnings and infos are neither. */
export function sortMessages(
  messages: readonly NuMessage[],
  lags: readonly CheckerLag[] = CHECKER_LAGS,
): SortedReport {
  const ignored = new Map(lags.map((lag) => [lag.name, 0]));
  const errors: NuMessage[] = [];
  for (const message of messages) {
    if (message.type !== 'error' && message.type !== 'non-document-error') continue;
    const lag = lagOf(message, lags);
    if (lag) ignored.set(lag.name, (ignored.get(lag.name) ?? 0) + 1);
    else errors.push(message);
  }
  return { errors, ignored };
}

/** `dist/kontakt/index.html:28:2104: message`, the path relative to `cwd`, then the markup. */
export function formatMessage(message: NuMessage, cwd: string): string {
  const path = message.url?.replace(/^file:/, '').replace(`${cwd}/`, '') ?? '(no file)';
  const line = message.firstLine ?? message.lastLine;
  const where =
    line === undefined ? path : `${path}:${String(line)}:${String(message.firstColumn ?? 1)}`;
  const markup = flaggedMarkup(message);
  return `${where}: ${message.message}${markup ? `\n    ${markup.slice(0, 200)}` : ''}`;
}
