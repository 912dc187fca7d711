/**
 * When an adviser will really call, told to the visitor right after a form is sent: by the success
 * toast and by the thank-you page, from this one function, so the two say the same (issue 27).
 *
 * It reads the form's promise (`callback`) and the advisers' hours (`workingHours`, Mon–Fri) of
 * supabase/functions/_shared/service-promises.ts, in Europe/Warsaw time whatever the visitor's
 * clock says: Intl gives the local weekday and hour, so a change to or from summer time needs no
 * arithmetic here. Public holidays are not known to it: on a holiday it answers as on any working
 * day (the firm's list of days off would have to live beside `workingHours` first).
 *
 * The answer completes "Skontaktujemy się z Tobą …" and "Doradca oddzwoni …" (hours below are
 * `workingHours.from` and `.to`, written as "opening" and "closing"):
 * - the quick contact (30 minutes): 'w ciągu 30 minut' from opening until 30 minutes before
 *   closing, the last moment an adviser can still keep that promise; before opening 'dziś po'
 *   the opening hour; later on Monday–Thursday 'jutro po' it; on Friday after that, and at the
 *   weekend, 'w poniedziałek po' it;
 * - the forms promising 24 hours: 'w ciągu 24 godzin' whenever the next 24 hours hold a full
 *   working day (Monday–Thursday at any hour, Friday before opening); on Friday during working
 *   hours 'najpóźniej w poniedziałek' (an adviser may call the same day, but the 24 hours end on
 *   Saturday, when nobody calls); after that and at the weekend 'w poniedziałek';
 * - a part of the day the visitor chose (callbackTime, `callbackSlots`): the next such part of a
 *   working day that an adviser can still use ('jutro rano, między' its start 'a' its end).
 *   Today's counts for the quick contact while at least 30 minutes of it are left ('jeszcze dziś
 *   rano, do' its end); for the forms promising 24 hours only before it begins, since an adviser
 *   first reads what was sent.
 */
import {
  callback,
  callbackSlots,
  minutesOf,
  workingHours,
  type CallbackTimeId,
} from '@shared/service-promises';

/** The forms that promise a callback, as src/content/promises.ts names them. */
export type CallbackForm = 'quickContact' | 'application' | 'analysis' | 'quickLead';

const OPENING = minutesOf(workingHours.from);
const CLOSING = minutesOf(workingHours.to);
/** The least time an adviser needs to call: the quick contact's promise. */
const LEAD_MINUTES = callback.quickContactMinutes;
const FRIDAY = 5;

const warsawClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The weekday (1 = Monday … 7 = Sunday) and the minute of the day in Warsaw at `at`. */
export function warsawTime(at: Date): { weekday: number; minutes: number } {
  const parts = Object.fromEntries(
    warsawClock.formatToParts(at).map((part) => [part.type, part.value]),
  );
  return {
    weekday: WEEKDAYS.indexOf(parts.weekday ?? '') + 1,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const isWorkingDay = (weekday: number) => weekday <= FRIDAY;

/** The next working day after `weekday`, named as the visitor reads it. */
const nextWorkingDay = (weekday: number) => (weekday < FRIDAY ? 'jutro' : 'w poniedziałek');

function asSoonAsPossible(form: CallbackForm, weekday: number, minutes: number): string {
  const working = isWorkingDay(weekday);
  const lastCall = CLOSING - LEAD_MINUTES;
  if (form === 'quickContact') {
    if (working && minutes < OPENING) return `dziś po ${workingHours.from}`;
    if (working && minutes <= lastCall) return `w ciągu ${callback.quickContactMinutes} minut`;
    return `${working ? nextWorkingDay(weekday) : 'w poniedziałek'} po ${workingHours.from}`;
  }
  if (weekday < FRIDAY || (weekday === FRIDAY && minutes < OPENING)) {
    return `w ciągu ${callback.formHours} godzin`;
  }
  if (weekday === FRIDAY && minutes <= lastCall) return 'najpóźniej w poniedziałek';
  return 'w poniedziałek';
}

function inSlot(
  form: CallbackForm,
  slotId: Exclude<CallbackTimeId, 'asap'>,
  weekday: number,
  minutes: number,
): string {
  const { when, from, to } = callbackSlots[slotId];
  if (isWorkingDay(weekday)) {
    if (minutes < minutesOf(from)) return `dziś ${when}, między ${from} a ${to}`;
    if (form === 'quickContact' && minutes <= minutesOf(to) - LEAD_MINUTES) {
      return `jeszcze dziś ${when}, do ${to}`;
    }
  }
  const day = isWorkingDay(weekday) ? nextWorkingDay(weekday) : 'w poniedziałek';
  return `${day} ${when}, między ${from} a ${to}`;
}

/**
 * When the adviser will call after `form` was sent at `at`, the visitor having asked for
 * `callbackTime` ('asap' when not given): 'w ciągu 30 minut', 'jutro rano, między …' (the morning).
 */
export function callbackEta(
  form: CallbackForm,
  at: Date,
  callbackTime: CallbackTimeId = 'asap',
): string {
  const { weekday, minutes } = warsawTime(at);
  return callbackTime === 'asap'
    ? asSoonAsPossible(form, weekday, minutes)
    : inSlot(form, callbackTime, weekday, minutes);
}
