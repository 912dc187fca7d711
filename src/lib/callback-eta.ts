/**
 * When an adviser will really call, told to the visitor right after a form is sent: by the success
 * toast and by the thank-you page, from this one function, so the two say the same (issue 27).
 *
 * It reads the form's promise (`callback`) and the advisers' hours (`workingHours`, Mon–Fri) of
 * supabase/functions/_shared/service-promises.ts, in Europe/Warsaw time whatever the visitor's
 * clock says: Intl gives the local weekday and hour, so a change to or from summer time needs no
 * arithmetic here. A working day is Monday to Friday and not a Polish public holiday
 * (supabase/functions/_shared/polish-holidays.ts): on 24 December or Easter Monday nobody promises
 * a call within 30 minutes, and the next working day is named ('we wtorek po' the opening hour).
 *
 * The answer completes "Skontaktujemy się z Tobą …" and "Doradca oddzwoni …" (hours below are
 * `workingHours.from` and `.to`, written as "opening" and "closing"):
 * - the quick contact (30 minutes): 'w ciągu 30 minut' from opening until 30 minutes before
 *   closing, the last moment an adviser can still keep that promise; before opening 'dziś po'
 *   the opening hour; later 'jutro po' it when tomorrow is a working day, else the next working
 *   day by name ('w poniedziałek po' it);
 * - the forms promising 24 hours: 'w ciągu 24 godzin' on a working day followed by another (any
 *   hour) or before opening; on the last working day before days off, during working hours,
 *   'najpóźniej' the next working day (an adviser may call the same day, but the 24 hours end on
 *   a day nobody calls); after that, and on days off, that next working day ('w poniedziałek');
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
import {
  isWorkingDay,
  nextWorkingDay,
  plusDays,
  warsawTime,
  weekdayOf,
} from '@shared/warsaw-calendar';

/** The forms that promise a callback, as src/content/promises.ts names them. */
export type CallbackForm = 'quickContact' | 'application' | 'analysis' | 'quickLead';

const OPENING = minutesOf(workingHours.from);
const CLOSING = minutesOf(workingHours.to);
/** The least time an adviser needs to call: the quick contact's promise. */
const LEAD_MINUTES = callback.quickContactMinutes;

/** "w poniedziałek", "we wtorek" …: a weekday as the visitor reads it after "Zadzwonimy". */
const ON_WEEKDAY = [
  'w niedzielę',
  'w poniedziałek',
  'we wtorek',
  'w środę',
  'w czwartek',
  'w piątek',
  'w sobotę',
];

/**
 * The next working day after `date`, named: 'jutro' when it is tomorrow and today is a working day
 * too, else its weekday ('w poniedziałek' after a weekend, 'we wtorek' after Easter Monday).
 */
function namedNextWorkingDay(date: string): { date: string; name: string } {
  const next = nextWorkingDay(date);
  const name =
    next === plusDays(date, 1) && isWorkingDay(date)
      ? 'jutro'
      : (ON_WEEKDAY[weekdayOf(next)] ?? '');
  return { date: next, name };
}

function asSoonAsPossible(form: CallbackForm, date: string, minutes: number): string {
  const working = isWorkingDay(date);
  const lastCall = CLOSING - LEAD_MINUTES;
  const next = namedNextWorkingDay(date);
  if (form === 'quickContact') {
    if (working && minutes < OPENING) return `dziś po ${workingHours.from}`;
    if (working && minutes <= lastCall) return `w ciągu ${callback.quickContactMinutes} minut`;
    return `${next.name} po ${workingHours.from}`;
  }
  if (working && (minutes < OPENING || next.date === plusDays(date, 1))) {
    return `w ciągu ${callback.formHours} godzin`;
  }
  if (working && minutes <= lastCall) return `najpóźniej ${next.name}`;
  return next.name;
}

function inSlot(
  form: CallbackForm,
  slotId: Exclude<CallbackTimeId, 'asap'>,
  date: string,
  minutes: number,
): string {
  const { when, from, to } = callbackSlots[slotId];
  if (isWorkingDay(date)) {
    if (minutes < minutesOf(from)) return `dziś ${when}, między ${from} a ${to}`;
    if (form === 'quickContact' && minutes <= minutesOf(to) - LEAD_MINUTES) {
      return `jeszcze dziś ${when}, do ${to}`;
    }
  }
  return `${namedNextWorkingDay(date).name} ${when}, między ${from} a ${to}`;
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
  const { date, minutes } = warsawTime(at);
  return callbackTime === 'asap'
    ? asSoonAsPossible(form, date, minutes)
    : inSlot(form, callbackTime, date, minutes);
}
