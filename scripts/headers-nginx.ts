/**
 * `npm run headers:nginx`: prints the response headers of dist/_headers as an nginx snippet, for a
 * host that does not read `_headers` (include it in the site's `server { }` block). nginx drops the
 * outer `add_header`s inside a `location` that has its own, so each location repeats them. It turns
 * on the precompressed twins the build writes (gzip_static, brotli_static).
 */
import { readFileSync } from 'node:fs';
import { pathArgument } from './lib/command-line';
import { parseHeadersFile, type HeaderRule } from './lib/headers-file';

const rules = parseHeadersFile(
  readFileSync(pathArgument('headers:nginx', 'dist/_headers'), 'utf8'),
);
const everywhere = rules.filter((rule) => rule.pattern === '/*');
const specific = rules.filter((rule) => rule.pattern !== '/*');

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
const lines = (list: HeaderRule[], indent: string) =>
  list
    .flatMap((rule) => rule.headers)
    .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`);

function location(pattern: string): string {
  if (/^\/[^*:]*\/\*$/.test(pattern)) return `location ^~ ${pattern.slice(0, -1)}`;
  if (!/[*:]/.test(pattern)) return `location = ${pattern}`;
  throw new Error(`No nginx location for the pattern ${pattern}: convert it by hand.`);
}

const output = [
  '# Made by `npm run headers:nginx` from dist/_headers; regenerate after every build.',
  '# The build writes a .gz and a .br twin beside each text file: send them instead of compressing.',
  'gzip_static on;',
  '# brotli_static needs the ngx_brotli module; without it, remove this line.',
  'brotli_static on;',
  ...lines(everywhere, ''),
  ...specific.flatMap((rule) => [
    `${location(rule.pattern)} {`,
    ...lines([...everywhere, rule], '  '),
    '}',
  ]),
];
console.log(output.join('\n'));
