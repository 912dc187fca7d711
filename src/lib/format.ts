/** Polish number formatting. Output is the same on the build machine and in the browser. */

const NBSP = '\u00a0';

const integer = new Intl.NumberFormat('pl-PL', { useGrouping: 'always', maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('pl-PL', {
  useGrouping: 'always',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const rate = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 2 });

/** 25000 → "25 000 zł"; 1234.5 → "1 234,50 zł" (non-breaking spaces). */
export function formatPln(amount: number): string {
  const digits = Number.isInteger(amount) ? integer.format(amount) : decimal.format(amount);
  return `${digits}${NBSP}zł`;
}

/** 6.25 → "6,25%". */
export function formatPercent(value: number): string {
  return `${rate.format(value)}%`;
}

/** 120 → "120 mies." */
export function formatMonths(months: number): string {
  return `${months}${NBSP}mies.`;
}

/** "2025-06-04" → "4 czerwca 2025" (calendar date, independent of the time zone). */
export function formatDatePl(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return new Intl.DateTimeFormat('pl-PL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * The Polish plural form after a number: `one` for 1, `few` for 2–4 (not 12–14) and their tens,
 * `many` otherwise — e.g. 1 miesiąc, 24 miesiące, 96 miesięcy, 112 miesięcy.
 */
export function pluralPl(count: number, one: string, few: string, many: string): string {
  if (count === 1) return one;
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return few;
  return many;
}
