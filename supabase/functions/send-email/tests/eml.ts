/** A small reader of the .eml files the outbox writes, independent of the code that writes them. */

export interface ParsedEml {
  /** Header lines after unfolding, in order. */
  headerLines: string[];
  headers: Map<string, string>;
  parts: { headers: Map<string, string>; body: string }[];
}

function headerMap(lines: string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    map.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return map;
}

/** Headers and body split at the first empty line; folded lines joined (RFC 5322 unfolding). */
function splitMessage(raw: string) {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) throw new Error('no empty line between headers and body');
  const headerLines = raw
    .slice(0, end)
    .replace(/\r\n(?=[ \t])/g, '')
    .split('\r\n');
  return { headerLines, body: raw.slice(end + 4) };
}

export function parseEml(raw: string): ParsedEml {
  const { headerLines, body } = splitMessage(raw);
  const headers = headerMap(headerLines);
  const boundary = /boundary="([^"]+)"/.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) throw new Error('no MIME boundary');
  const sections = body.split(`--${boundary}`);
  if (!sections.at(-1)?.startsWith('--')) throw new Error('no closing boundary');
  const parts = sections.slice(1, -1).map((section) => {
    const part = splitMessage(section.replace(/^\r\n/, ''));
    return { headers: headerMap(part.headerLines), body: part.body.replace(/\r\n$/, '') };
  });
  return { headerLines, headers, parts };
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** RFC 2047: encoded words back to text; whitespace between adjacent encoded words is dropped. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=/gi, (_, data: string) =>
      decoder.decode(Uint8Array.from(atob(data), (char) => char.charCodeAt(0))),
    );
}

/** Quoted-printable back to UTF-8 text (soft line breaks removed, CRLF kept as LF). */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const char = joined[i] ?? '';
    if (char === '=') {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(char.charCodeAt(0));
    }
  }
  return decoder.decode(new Uint8Array(bytes)).replace(/\r\n/g, '\n');
}
