/**
 * A notification as an RFC 5322 / MIME message (an .eml file any mail client opens):
 * multipart/alternative with a text/plain and a text/html part, UTF-8, quoted-printable bodies,
 * RFC 2047 encoded words for headers with Polish letters, CRLF line ends.
 */
import { headerSafe } from './format.ts';

const CRLF = '\r\n';
const encoder = new TextEncoder();

export interface EmlMessage {
  from: string;
  to: readonly string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  date: Date;
  /** Without the angle brackets: "20261121-210305-ab12@localhost". */
  messageId: string;
  /** Extra ASCII headers, e.g. X-Lead-Kind. */
  extraHeaders?: Record<string, string>;
}

const isAscii = (value: string) => /^[\x20-\x7e]*$/.test(value);

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * RFC 2047 "B" encoded words of at most 42 UTF-8 bytes each (never splitting a character), folded
 * onto continuation lines so that no header line passes 78 characters.
 */
export function encodeWords(value: string): string {
  if (isAscii(value)) return value;
  const words: number[][] = [];
  const chunk: number[] = [];
  for (const char of value) {
    const bytes = encoder.encode(char);
    if (chunk.length + bytes.length > 42) words.push(chunk.splice(0));
    chunk.push(...bytes);
  }
  if (chunk.length > 0) words.push(chunk.splice(0));
  return words.map((word) => `=?UTF-8?B?${base64(new Uint8Array(word))}?=`).join(`${CRLF} `);
}

const hex = (byte: number) => `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;

function encodeQpLine(line: string): string {
  const bytes = encoder.encode(line);
  const tokens: string[] = [];
  bytes.forEach((byte, index) => {
    const last = index === bytes.length - 1;
    const printable = byte >= 33 && byte <= 126 && byte !== 61;
    const innerSpace = (byte === 32 || byte === 9) && !last;
    tokens.push(printable || innerSpace ? String.fromCharCode(byte) : hex(byte));
  });
  let out = '';
  let current = '';
  for (const token of tokens) {
    // 75 characters plus the soft line break "=" keep every line within 76.
    if (current.length + token.length > 75) {
      out += `${current}=${CRLF}`;
      current = '';
    }
    current += token;
  }
  return out + current;
}

/** Quoted-printable (RFC 2045) of UTF-8 text, with CRLF hard line breaks. */
export function encodeQuotedPrintable(text: string): string {
  return text.replace(/\r\n?/g, '\n').split('\n').map(encodeQpLine).join(CRLF);
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number) => String(value).padStart(2, '0');

/** "Sat, 21 Nov 2026 20:03:05 +0000" (RFC 5322 date, in UTC). */
export function rfc5322Date(date: Date): string {
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  return `${DAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ${time} +0000`;
}

/** An address header value; a non-ASCII display name ("Zgłoszenia <a@b.pl>") is encoded. */
function addressHeader(address: string): string {
  const safe = headerSafe(address);
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(safe);
  if (!named || isAscii(safe)) return safe;
  return `${encodeWords(named[1] ?? '')} <${named[2] ?? ''}>`;
}

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

function part(type: string, body: string): string {
  return [
    `Content-Type: ${type}; charset=UTF-8`,
    'Content-Transfer-Encoding: quoted-printable',
    '',
    encodeQuotedPrintable(body),
  ].join(CRLF);
}

/** The whole message as text with CRLF line ends. */
export function buildEml(message: EmlMessage): string {
  // "=_" cannot occur in quoted-printable output, so the boundary never collides with a body.
  const boundary = `=_send-email_${randomHex(12)}`;
  const headers = [
    `Date: ${rfc5322Date(message.date)}`,
    `From: ${addressHeader(message.from)}`,
    `To: ${message.to.map(addressHeader).join(', ')}`,
    ...(message.replyTo ? [`Reply-To: ${addressHeader(message.replyTo)}`] : []),
    `Subject: ${encodeWords(headerSafe(message.subject))}`,
    `Message-ID: <${headerSafe(message.messageId)}>`,
    ...Object.entries(message.extraHeaders ?? {}).map(
      ([name, value]) => `${name}: ${headerSafe(value)}`,
    ),
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative;${CRLF} boundary="${boundary}"`,
  ];
  return [
    ...headers,
    '',
    'This is a multi-part message in MIME format.',
    `--${boundary}`,
    part('text/plain', message.text),
    `--${boundary}`,
    part('text/html', message.html),
    `--${boundary}--`,
    '',
  ].join(CRLF);
}
