/** Text helpers of the advisers' notification: Polish amounts, file sizes, dates, safe strings. */

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
function isLineOrControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

/** Half of a surrogate pair without its other half (Array.from yields it as one "character"). */
const isLoneSurrogate = (char: string) => char.length === 1 && /[\ud800-\udfff]/.test(char);

/**
 * One line of text for the e-mail: every line break, line or paragraph separator and other
 * control character becomes a space and a lone surrogate is dropped, so a visitor's
 * "Jan\r\nBcc: …" or "Jan\u2028Telefon: …" can never start a line (or a header) of its own. Every
 * single-line value that reaches the advisers' e-mail passes through here, and so does every
 * line of a multi-line one (mailLines).
 */
export function headerSafe(value: string): string {
  return Array.from(value, (char) =>
    isLoneSurrogate(char) ? '' : isLineOrControl(char) ? ' ' : char,
  )
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Free text for the e-mail: split at every kind of line break, each line made safe. */
export function mailLines(value: string): string[] {
  return value.split(/\r\n?|[\n\v\f\u0085\u2028\u2029]/).map((line) => headerSafe(line));
}

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes a value for HTML text and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);
}

/** "50000" → "50 000 zł" (digits grouped by three with spaces). */
export function formatAmount(digits: string): string {
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  return `${trimmed.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} zł`;
}

/** 1438.7 → "1 438,70 zł": an amount in złoty and grosze, digits grouped by three with spaces. */
export function formatMoney(value: number): string {
  const [whole = '0', fraction = '00'] = Math.abs(value).toFixed(2).split('.');
  const sign = value < 0 ? '−' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${fraction} zł`;
}

/** 9.76 → "9,76%". */
export function formatPercentValue(value: number): string {
  return `${value.toFixed(2).replace('.', ',')}%`;
}

/** An amount field as the advisers read it: digits become złoty, other text stays, empty is named. */
export function amountText(value: string, empty = 'Nie podano'): string {
  if (value === '') return empty;
  return /^\d+$/.test(value) ? formatAmount(value) : value;
}

/** The forms' own file sizes, one function for the browser and the e-mail. */
export { formatFileSize } from '../_shared/format-file-size.ts';

export interface WarsawTime {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  /** Polish weekday name, "sobota". */
  weekday: string;
}

const warsawClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const weekdays = ['niedziela', 'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota'];

/** The wall-clock time in Warsaw (the advisers' time zone, summer time included). */
export function warsawTime(date: Date): WarsawTime {
  const parts: Record<string, string> = {};
  for (const part of warsawClock.formatToParts(date)) parts[part.type] = part.value;
  const year = parts.year ?? '0000';
  const month = parts.month ?? '01';
  const day = parts.day ?? '01';
  const weekday = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDay();
  return {
    year,
    month,
    day,
    hour: parts.hour ?? '00',
    minute: parts.minute ?? '00',
    second: parts.second ?? '00',
    weekday: weekdays[weekday] ?? '',
  };
}

/** "21.11.2026 (sobota), godz. 21:03:05" in Warsaw time. */
export function formatReceivedAt(date: Date): string {
  const t = warsawTime(date);
  return `${t.day}.${t.month}.${t.year} (${t.weekday}), godz. ${t.hour}:${t.minute}:${t.second}`;
}

/** "28.11.2026 (sobota), 14:05" in Warsaw time: a moment an adviser acts by. */
export function formatMoment(date: Date): string {
  const t = warsawTime(date);
  return `${t.day}.${t.month}.${t.year} (${t.weekday}), ${t.hour}:${t.minute}`;
}

/** The digits and a leading plus of a phone number typed by a visitor, for a tel: link. */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${phone.replace(/\D/g, '')}`;
}
