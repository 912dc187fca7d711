/**
 * Polish public holidays: the days off work of art. 1 of the ustawa z dnia 18 stycznia 1951 r. o
 * dniach wolnych od pracy (as amended; 24 December is a day off since 2025, by the amending act of
 * 6 December 2024, Dz.U. 2024 poz. 1965), with Easter computed. The advisers work Monday to Friday
 * and not on these days, so a promise made the day before one waits for the next working day.
 * It imports nothing: the site's callback promise and the send-email function read the same list.
 */

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm), as month and day. */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** The fixed-date holidays as "month-day". */
const FIXED = ['1-1', '1-6', '5-1', '5-3', '8-15', '11-1', '11-11', '12-25', '12-26'];
/** Days after Easter Sunday: Easter Sunday, Easter Monday, Pentecost, Corpus Christi. */
const AFTER_EASTER = [0, 1, 49, 60];
/** The first year 24 December is a day off. */
const CHRISTMAS_EVE_FROM = 2025;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The public holidays of a year, each as "YYYY-MM-DD", in date order. */
export function polishHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const easterAt = Date.UTC(year, easter.month - 1, easter.day);
  const fixed = [...FIXED, ...(year >= CHRISTMAS_EVE_FROM ? ['12-24'] : [])].map((monthDay) => {
    const [month = 1, day = 1] = monthDay.split('-').map(Number);
    return Date.UTC(year, month - 1, day);
  });
  const moving = AFTER_EASTER.map((days) => easterAt + days * DAY_MS);
  return [...fixed, ...moving]
    .sort((a, b) => a - b)
    .map((time) => new Date(time).toISOString().slice(0, 10));
}

const byYear = new Map<number, Set<string>>();

/** Whether a calendar date ("YYYY-MM-DD") is a Polish public holiday. */
export function isPolishHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  let days = byYear.get(year);
  if (!days) {
    days = new Set(polishHolidays(year));
    byYear.set(year, days);
  }
  return days.has(date);
}
