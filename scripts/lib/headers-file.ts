/**
 * Reading a `_headers` file (Netlify / Cloudflare Pages format): path patterns, each followed by
 * indented `Name: value` lines. A pattern matches a request path exactly, with `*` standing for any
 * rest of the path and `:name` for one segment. Every matching rule applies, in file order.
 */
export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trimEnd();
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const separator = line.indexOf(':');
    if (!rule || separator < 0) {
      throw new Error(`_headers line ${index + 1}: expected "  Name: value" under a path`);
    }
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/**
 * The headers for one request path: every matching rule's. A name set by several matching rules gets
 * their values joined with ", ", as Netlify and Cloudflare Pages do.
 */
export function headersFor(pathname: string, rules: readonly HeaderRule[]): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of rules) {
    if (!patternToRegExp(rule.pattern).test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const earlier = result.get(name);
      result.set(name, earlier === undefined ? value : `${earlier}, ${value}`);
    }
  }
  return result;
}
