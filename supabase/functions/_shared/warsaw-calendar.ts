/**
 * The advisers' calendar: the Warsaw date and clock of a moment, the way back from a Warsaw date
 * and time to a moment, and which days are working days. What the site tells a visitor about the
 * call and what the send-email function records of it read the same calendar. It imports only
 * ./polish-holidays.ts.
 *
 * Dates are "YYYY-MM-DD" strings of the Warsaw calendar, times of day are minutes after midnight.
 * Intl gives the Warsaw reading of a moment, so the change to and from summer time needs no table
 * here, and the visitor's or server's own time zone never matters.
 */
import { isPolishHoliday } from './polish-holidays.ts';

const warsawClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The calendar date ("YYYY-MM-DD") and the minute of the day in Warsaw at `at`. */
export function warsawTime(at: Date): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    warsawClock.formatToParts(at).map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** How far Warsaw's clock is ahead of UTC at `time` (ms since the epoch, whole minutes), in ms. */
function offsetAt(time: number): number {
  const { date, minutes } = warsawTime(new Date(time));
  return Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS - time;
}

/**
 * The moment it is `minutes` (a whole number) after midnight of `date` in Warsaw: the inverse of
 * warsawTime. Warsaw is one or two hours ahead of UTC, so the moment is the wall time less one of
 * the offsets in force a day before and a day after (the changes of time are months apart, so
 * these are all the candidates), and a candidate holds when Warsaw's clock reads the wall time
 * then. On the two change days: a time that happens twice (2:00–3:00 on the last Sunday of
 * October) is its first occurrence, in summer time; a time that never happens (2:00–3:00 on the
 * last Sunday of March) is read on the winter clock, so 2:30 is 3:30 summer time.
 */
export function warsawMoment(date: string, minutes: number): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS;
  const before = offsetAt(wall - DAY_MS);
  const after = offsetAt(wall + DAY_MS);
  // No change of time within a day either side: the one offset holds.
  if (before === after) return new Date(wall - before);
  const held = [wall - before, wall - after].filter((time) => time + offsetAt(time) === wall);
  return new Date(held.length > 0 ? Math.min(...held) : wall - before);
}

/** A date `days` after `date` (both "YYYY-MM-DD"; calendar arithmetic, no clock). */
export const plusDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Monday to Friday, and not a public holiday: a day the advisers call. */
export function isWorkingDay(date: string): boolean {
  const weekday = weekdayOf(date);
  return weekday >= 1 && weekday <= 5 && !isPolishHoliday(date);
}

/** The first working day after `date`. */
export function nextWorkingDay(date: string): string {
  let next = plusDays(date, 1);
  while (!isWorkingDay(next)) next = plusDays(next, 1);
  return next;
}

/** The last working day before `date`. */
export function previousWorkingDay(date: string): string {
  let previous = plusDays(date, -1);
  while (!isWorkingDay(previous)) previous = plusDays(previous, -1);
  return previous;
}
