/**
 * The moment of a 'no-answer' retry or a meeting: typed in a datetime-local control (the
 * browser's own time, with no zone: "2026-11-28T16:30"), sent as ISO 8601 with the offset of that
 * time ("2026-11-28T16:30:00+01:00"), as the shared request schema asks.
 */
import { MAX_FOLLOW_UP_DAYS } from '@shared/adviser-request';

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCAL_MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const two = (value: number) => String(value).padStart(2, '0');

/** A control's value as a local time, or undefined when it is empty or no such day exists. */
export function dateOfLocalMoment(value: string): Date | undefined {
  const match = LOCAL_MOMENT.exec(value);
  if (!match) return undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part || 0));
  const date = new Date(year, month - 1, day, hour, minute, second);
  // 31 February rolls over into March: not a day anyone meant.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return undefined;
  }
  return date;
}

/** A local time as ISO 8601 with its offset ("+01:00"), to the second. */
export function isoWithOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
  return `${localMomentValue(date)}:${two(date.getSeconds())}${zone}`;
}

/** A datetime-local control's value, undefined when it holds no moment, as the request sends it. */
export function isoMoment(value: string): string | undefined {
  const date = dateOfLocalMoment(value);
  return date ? isoWithOffset(date) : undefined;
}

/** A time as a datetime-local control writes it, to the minute ("2026-11-28T16:30"). */
export function localMomentValue(date: Date): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** The moments that may be set from `now`: later than now, at most MAX_FOLLOW_UP_DAYS ahead. */
export function followUpBounds(now: Date): { min: Date; max: Date } {
  return { min: now, max: new Date(now.getTime() + MAX_FOLLOW_UP_DAYS * DAY_MS) };
}

export function isWithinFollowUpBounds(moment: string, now: Date): boolean {
  const at = Date.parse(moment);
  const { min, max } = followUpBounds(now);
  return at > min.getTime() && at <= max.getTime();
}
