/**
 * When an adviser will really call, told to the visitor right after a form is sent: by the success
 * toast and by the thank-you page, from this one function, so the two say the same (issue 27).
 *
 * The rules are supabase/functions/_shared/callback-promise.ts: it finds which case a form sent at
 * a given moment falls in, in Europe/Warsaw time whatever the visitor's clock says, and the
 * send-email function stores the moment that case promises. This module only words the case.
 * A working day is Monday to Friday and not a Polish public holiday: on 24 December or Easter
 * Monday nobody promises a call within 30 minutes, and the next working day is named ('we wtorek
 * po' the opening hour).
 *
 * The answer completes "Skontaktujemy się z Tobą …" and "Doradca oddzwoni …" (hours below are
 * `workingHours.from` and `.to`, written as "opening" and "closing"):
 * - the quick contact (30 minutes): 'w ciągu 30 minut' in working hours; before opening 'dziś po'
 *   the opening hour; later 'jutro po' it when tomorrow is a working day, else the next working
 *   day by name ('w poniedziałek po' it);
 * - the forms promising 24 hours: 'w ciągu 24 godzin'; on the last working day before days off,
 *   during working hours, 'najpóźniej' the next working day; after that, and on days off, that
 *   next working day ('w poniedziałek');
 * - a part of the day the visitor chose (callbackTime, `callbackSlots`): 'dziś rano, między' its
 *   start 'a' its end, 'jeszcze dziś rano, do' its end once it has begun, or the day named ('jutro
 *   rano, między …').
 */
import { callbackPromise, type CallbackForm, type CallbackPromise } from '@shared/callback-promise';
import {
  callback,
  callbackSlots,
  workingHours,
  type CallbackTimeId,
} from '@shared/service-promises';
import { isWorkingDay, plusDays, weekdayOf, warsawTime } from '@shared/warsaw-calendar';

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
 * A later day, named from `today`: 'jutro' when it is tomorrow and today is a working day too,
 * else its weekday ('w poniedziałek' after a weekend, 'we wtorek' after Easter Monday).
 */
const dayName = (today: string, day: string) =>
  day === plusDays(today, 1) && isWorkingDay(today) ? 'jutro' : (ON_WEEKDAY[weekdayOf(day)] ?? '');

function words(promise: CallbackPromise, today: string): string {
  switch (promise.kind) {
    case 'withinMinutes':
      return `w ciągu ${callback.quickContactMinutes} minut`;
    case 'afterOpening':
      return `${promise.day === today ? 'dziś' : dayName(today, promise.day)} po ${workingHours.from}`;
    case 'withinHours':
      return `w ciągu ${callback.formHours} godzin`;
    case 'byDay':
      return `najpóźniej ${dayName(today, promise.day)}`;
    case 'onDay':
      return dayName(today, promise.day);
    case 'inSlot': {
      const { when, from, to } = callbackSlots[promise.slot];
      if (promise.begun) return `jeszcze dziś ${when}, do ${to}`;
      const day = promise.day === today ? 'dziś' : dayName(today, promise.day);
      return `${day} ${when}, między ${from} a ${to}`;
    }
  }
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
  return words(callbackPromise(form, at, callbackTime), warsawTime(at).date);
}
