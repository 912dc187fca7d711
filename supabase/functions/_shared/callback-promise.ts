/**
 * What the site promises a visitor about the call, once for the browser and the send-email
 * function (issues 27 and 37): which case of the rules a form sent at a given moment falls in,
 * which src/lib/callback-eta.ts words for the success toast and the thank-you page ('w ciągu 30
 * minut', 'jutro po 8:00'), and the promised moment, the latest moment the call may happen and
 * still keep those words, which the function stores with the lead. Both read the case from
 * callbackPromise below, so the words and the moment cannot disagree.
 *
 * The rules read the forms' promises (`callback`) and the advisers' hours (`workingHours`, Monday
 * to Friday but public holidays) of ./service-promises.ts, in Warsaw time (./warsaw-calendar.ts).
 * Hours below are `workingHours.from` and `.to`, written as "opening" and "closing":
 * - the quick contact (30 minutes): within 30 minutes from opening until 30 minutes before
 *   closing, the last moment an adviser can still keep that promise; before opening, from the
 *   opening hour that day; later, and on days off, from the opening hour of the next working day;
 * - the forms promising 24 hours: within 24 hours on a working day followed by another (any hour)
 *   or before opening; on the last working day before days off, during working hours, at the
 *   latest on the next working day (an adviser may call the same day, but the 24 hours end on a
 *   day nobody calls); after that, and on days off, on that next working day;
 * - a part of the day the visitor chose (callbackTime, `callbackSlots`): the next such part of a
 *   working day that an adviser can still use. Today's counts for the quick contact while at
 *   least 30 minutes of it are left; for the forms promising 24 hours only before it begins, since
 *   an adviser first reads what was sent.
 *
 * It imports ./service-promises.ts, ./warsaw-calendar.ts and the lead kinds' type of
 * ./lead-schema.ts, and runs under Deno and in the browser alike.
 */
import type { LeadKind } from './lead-schema.ts';
import {
  callback,
  callbackSlots,
  minutesOf,
  workingHours,
  type CallbackTimeId,
} from './service-promises.ts';
import {
  isWorkingDay,
  nextWorkingDay,
  plusDays,
  previousWorkingDay,
  warsawMoment,
  warsawTime,
} from './warsaw-calendar.ts';

/** The forms that promise a callback, as src/content/promises.ts names them. */
export type CallbackForm = 'quickContact' | 'application' | 'analysis' | 'quickLead';

/** A part of the working day the visitor may choose (`callbackSlots`). */
export type CallbackSlotId = Exclude<CallbackTimeId, 'asap'>;

/**
 * The case of the rules a form sent at a moment falls in. Days are Warsaw dates ("YYYY-MM-DD");
 * `day` may be the day the form was sent.
 */
export type CallbackPromise =
  /** The quick contact in working hours: a call within `callback.quickContactMinutes`. */
  | { kind: 'withinMinutes' }
  /** The quick contact before opening or out of hours: a call from the opening hour of `day`. */
  | { kind: 'afterOpening'; day: string }
  /** A form promising 24 hours, when those hours hold working time: a call within them. */
  | { kind: 'withinHours' }
  /** A form promising 24 hours, on the last working day before days off: a call by `day`. */
  | { kind: 'byDay'; day: string }
  /** A form promising 24 hours, sent after working hours before days off, or on them. */
  | { kind: 'onDay'; day: string }
  /**
   * The part of the day the visitor chose, on `day`; `begun` when it is today's and has begun
   * already (the quick contact still calls in it while 30 minutes of it are left).
   */
  | { kind: 'inSlot'; slot: CallbackSlotId; day: string; begun: boolean };

/** The two promises the callback forms make: the quick contact's minutes, the others' hours. */
type Pace = 'minutes' | 'hours';
const paceOf = (form: CallbackForm): Pace => (form === 'quickContact' ? 'minutes' : 'hours');

const OPENING = minutesOf(workingHours.from);
const CLOSING = minutesOf(workingHours.to);
/** The least time an adviser needs to call: the quick contact's promise. */
const LEAD_MINUTES = callback.quickContactMinutes;
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

function asSoonAsPossible(pace: Pace, date: string, minutes: number): CallbackPromise {
  const working = isWorkingDay(date);
  const lastCall = CLOSING - LEAD_MINUTES;
  const next = nextWorkingDay(date);
  if (pace === 'minutes') {
    if (working && minutes < OPENING) return { kind: 'afterOpening', day: date };
    if (working && minutes <= lastCall) return { kind: 'withinMinutes' };
    return { kind: 'afterOpening', day: next };
  }
  if (working && (minutes < OPENING || next === plusDays(date, 1))) return { kind: 'withinHours' };
  if (working && minutes <= lastCall) return { kind: 'byDay', day: next };
  return { kind: 'onDay', day: next };
}

function inSlot(pace: Pace, slot: CallbackSlotId, date: string, minutes: number): CallbackPromise {
  const { from, to } = callbackSlots[slot];
  if (isWorkingDay(date)) {
    if (minutes < minutesOf(from)) return { kind: 'inSlot', slot, day: date, begun: false };
    if (pace === 'minutes' && minutes <= minutesOf(to) - LEAD_MINUTES) {
      return { kind: 'inSlot', slot, day: date, begun: true };
    }
  }
  return { kind: 'inSlot', slot, day: nextWorkingDay(date), begun: false };
}

function promiseFor(pace: Pace, at: Date, callbackTime: CallbackTimeId): CallbackPromise {
  const { date, minutes } = warsawTime(at);
  return callbackTime === 'asap'
    ? asSoonAsPossible(pace, date, minutes)
    : inSlot(pace, callbackTime, date, minutes);
}

/**
 * The case of the rules `form`, sent at `at`, falls in, the visitor having asked for
 * `callbackTime` ('asap' when not given).
 */
export function callbackPromise(
  form: CallbackForm,
  at: Date,
  callbackTime: CallbackTimeId = 'asap',
): CallbackPromise {
  return promiseFor(paceOf(form), at, callbackTime);
}

/**
 * The end of 24 hours from `at`, or the last working moment before it: nobody calls at 21:00 or
 * at 7:00, nor on a day off, so a promise whose 24 hours end then is only kept by a call in the
 * working time before that end. A deadline after closing on a working day moves back to that
 * day's closing; one before opening, or on a day off, to the closing of the working day before.
 */
function withinHoursDeadline(at: Date): Date {
  const deadline = new Date(at.getTime() + callback.formHours * HOUR_MS);
  const { date } = warsawTime(deadline);
  if (isWorkingDay(date) && deadline >= warsawMoment(date, OPENING)) {
    const closing = warsawMoment(date, CLOSING);
    return deadline > closing ? closing : deadline;
  }
  return warsawMoment(previousWorkingDay(date), CLOSING);
}

function momentOf(promise: CallbackPromise, at: Date): Date {
  switch (promise.kind) {
    // 'w ciągu 30 minut': 30 minutes from sending. The rules give this case only until 30 minutes
    // before closing; a form sent within that last minute (seconds past it) is still due by
    // closing, the end of the day's calls.
    case 'withinMinutes': {
      const due = new Date(at.getTime() + LEAD_MINUTES * MINUTE_MS);
      const closing = warsawMoment(warsawTime(at).date, CLOSING);
      return due > closing ? closing : due;
    }
    // 'dziś po 8:00', 'jutro po 8:00', 'w poniedziałek po 8:00': the quick contact's 30 minutes,
    // counted from the opening hour of that day.
    case 'afterOpening':
      return warsawMoment(promise.day, OPENING + LEAD_MINUTES);
    // 'w ciągu 24 godzin': the 24 hours, or the working time before their end.
    case 'withinHours':
      return withinHoursDeadline(at);
    // 'najpóźniej w poniedziałek', and 'w poniedziałek' (or whichever working day is named):
    // that day's closing.
    case 'byDay':
    case 'onDay':
      return warsawMoment(promise.day, CLOSING);
    // 'dziś rano, między 8:00 a 12:00', 'jeszcze dziś rano, do 12:00', 'jutro rano, między …':
    // the end of that part of the day named.
    case 'inSlot':
      return warsawMoment(promise.day, minutesOf(callbackSlots[promise.slot].to));
  }
}

/**
 * The promised moment: the latest moment an adviser may call after `form` was sent at `at` (the
 * visitor having asked for `callbackTime`) and still keep what callbackEta told the visitor.
 * It is never before `at` and always in working hours of a working day.
 */
export function promisedMoment(
  form: CallbackForm,
  at: Date,
  callbackTime: CallbackTimeId = 'asap',
): Date {
  return momentOf(callbackPromise(form, at, callbackTime), at);
}

/**
 * The form whose callback promise a lead of `kind` was made: the calculator's lead form and the
 * consolidation-loan quick lead form make the quick lead's (24 hours). Undefined for the contact
 * form, which names no time ("najszybciej, jak to możliwe"), and the newsletter, which asks for
 * no call.
 */
export function callbackFormOf(kind: LeadKind): CallbackForm | undefined {
  switch (kind) {
    case 'quick-contact':
      return 'quickContact';
    case 'application':
    case 'analysis':
      return kind;
    case 'quick-lead':
    case 'calculator':
      return 'quickLead';
    case 'contact':
    case 'newsletter':
      return undefined;
  }
}

/**
 * The moment by which a lead of `kind`, sent at `at`, is to be called: the promised moment of its
 * form, and undefined for a newsletter sign-up (no call). The contact form promises the visitor no
 * time, yet the advisers answer it like the forms promising 24 hours: their rules give the firm's
 * own target for it, though nothing was told to the visitor.
 */
export function promisedMomentOf(
  kind: LeadKind,
  at: Date,
  callbackTime: CallbackTimeId = 'asap',
): Date | undefined {
  if (kind === 'newsletter') return undefined;
  const form = callbackFormOf(kind);
  if (form) return promisedMoment(form, at, callbackTime);
  return momentOf(promiseFor('hours', at, callbackTime), at);
}
