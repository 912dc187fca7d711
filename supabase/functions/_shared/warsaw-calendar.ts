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

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How far Warsaw's clock is ahead of UTC at `time` (ms since the epoch), in ms, as Intl reads it at
 * the start of its UTC hour: the clock changes at a whole hour of UTC (01:00), so one reading
 * serves the hour. Kept for the hours asked about (a year has 8,760), so that a calendar walked
 * minute by minute asks Intl once an hour.
 */
const offsets = new Map<number, number>();

function warsawOffset(time: number): number {
  const hour = Math.floor(time / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const parts = Object.fromEntries(
      warsawClock.formatToParts(hour * HOUR_MS).map((part) => [part.type, part.value]),
    );
    const wall = Date.parse(
      `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`,
    );
    offset = wall - hour * HOUR_MS;
    if (offsets.size >= 20_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** The calendar date ("YYYY-MM-DD") and the minute of the day in Warsaw at `at`. */
export function warsawTime(at: Date): { date: string; minutes: number } {
  const time = at.getTime();
  const wall = new Date(time + warsawOffset(time));
  return {
    date: wall.toISOString().slice(0, 10),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
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
  const before = warsawOffset(wall - DAY_MS);
  const after = warsawOffset(wall + DAY_MS);
  // No change of time within a day either side: the one offset holds.
  if (before === after) return new Date(wall - before);
  const held = [wall - before, wall - after].filter((time) => time + warsawOffset(time) === wall);
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
