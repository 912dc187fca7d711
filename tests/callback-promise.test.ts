// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callbackEta } from '@/lib/callback-eta';
import {
  callbackFormOf,
  promisedMoment,
  promisedMomentOf,
  type CallbackForm,
} from '@shared/callback-promise';
import type { LeadKind } from '@shared/lead-schema';
import {
  callback,
  callbackSlots,
  callbackTimeIds,
  minutesOf,
  workingHours,
  type CallbackTimeId,
} from '@shared/service-promises';
import {
  isWorkingDay,
  nextWorkingDay,
  plusDays,
  warsawMoment,
  warsawTime,
  weekdayOf,
} from '@shared/warsaw-calendar';

/*
 * Times of day are minutes after midnight, written through the promise's own figures (opening,
 * closing, the quick contact's minutes, the parts of the day), so a change to
 * supabase/functions/_shared/service-promises.ts changes the expectations with it.
 */
const OPENING = minutesOf(workingHours.from);
const CLOSING = minutesOf(workingHours.to);
const LEAD = callback.quickContactMinutes;
const HOUR = 60;
const MINUTE_MS = 60 * 1000;
const slotEnd = (slot: keyof typeof callbackSlots) => minutesOf(callbackSlots[slot].to);
const slotStart = (slot: keyof typeof callbackSlots) => minutesOf(callbackSlots[slot].from);

/** A Warsaw date and time with its offset from UTC written out (1 in winter, 2 in summer). */
const clock = (date: string, minutes: number, utcOffsetHours: number) =>
  new Date(Date.parse(date) + (minutes - utcOffsetHours * HOUR) * MINUTE_MS);
const winter = (date: string, minutes: number) => clock(date, minutes, 1);
const summer = (date: string, minutes: number) => clock(date, minutes, 2);
const plusMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE_MS);

const forms: CallbackForm[] = ['quickContact', 'application', 'analysis', 'quickLead'];
const dayForms: CallbackForm[] = ['application', 'analysis', 'quickLead'];

describe('warsawTime: the Warsaw date and clock of a moment', () => {
  // Read by Intl afresh, moment by moment: warsawTime reads it once per UTC hour.
  const clockOf = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Warsaw',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const intlReading = (at: Date) => {
    const [date = '', time = ''] = clockOf.format(at).split(' ');
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    return { date, minutes: hours * HOUR + minutes };
  };

  it('reads what Intl reads, every quarter hour of 2025 to 2027 and every minute of the changes', () => {
    const moments: Date[] = [];
    const start = Date.parse('2025-01-01T00:00:00Z');
    for (let time = start; time < Date.parse('2028-01-01T00:00:00Z'); time += 15 * MINUTE_MS) {
      moments.push(new Date(time));
    }
    // The changes of 2026 (01:00 UTC), each minute from an hour before to an hour after, with
    // seconds: the clock shows the minute begun.
    for (const change of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z']) {
      for (let minute = -60; minute <= 60; minute += 1) {
        moments.push(new Date(Date.parse(change) + minute * MINUTE_MS + 59_999));
      }
    }
    const wrong = moments.filter(
      (at) => JSON.stringify(warsawTime(at)) !== JSON.stringify(intlReading(at)),
    );
    expect(wrong.map((at) => at.toISOString())).toEqual([]);
  });
});

describe('warsawMoment: a Warsaw date and time as a moment', () => {
  it('reads winter and summer time', () => {
    expect(warsawMoment('2026-11-27', OPENING)).toEqual(winter('2026-11-27', OPENING));
    expect(warsawMoment('2026-07-01', CLOSING)).toEqual(summer('2026-07-01', CLOSING));
  });

  it('is the inverse of warsawTime on every quarter hour of 2026, the skipped hour aside', () => {
    const wrong: string[] = [];
    for (let day = 0; day < 365; day += 1) {
      const date = plusDays('2026-01-01', day);
      for (let minutes = 0; minutes < 24 * HOUR; minutes += 15) {
        if (date === '2026-03-29' && minutes >= 2 * HOUR && minutes < 3 * HOUR) continue;
        const read = warsawTime(warsawMoment(date, minutes));
        if (read.date !== date || read.minutes !== minutes) wrong.push(`${date} ${minutes}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('handles the two changes of time', () => {
    // 29 March 2026: the clock jumps from 2:00 to 3:00; the hour between is read in winter time.
    expect(warsawMoment('2026-03-29', 2 * HOUR - 30)).toEqual(winter('2026-03-29', 2 * HOUR - 30));
    expect(warsawMoment('2026-03-29', 2 * HOUR + 30)).toEqual(winter('2026-03-29', 2 * HOUR + 30));
    expect(warsawMoment('2026-03-29', 3 * HOUR)).toEqual(summer('2026-03-29', 3 * HOUR));
    expect(warsawMoment('2026-03-29', OPENING)).toEqual(summer('2026-03-29', OPENING));
    // 25 October 2026: 2:00 to 3:00 happens twice; the first time, in summer time, is meant.
    expect(warsawMoment('2026-10-25', 2 * HOUR - 30)).toEqual(summer('2026-10-25', 2 * HOUR - 30));
    expect(warsawMoment('2026-10-25', 2 * HOUR + 30)).toEqual(summer('2026-10-25', 2 * HOUR + 30));
    expect(warsawMoment('2026-10-25', 3 * HOUR)).toEqual(winter('2026-10-25', 3 * HOUR));
    expect(warsawMoment('2026-10-25', CLOSING)).toEqual(winter('2026-10-25', CLOSING));
  });
});

/** 'w poniedziałek', 'we wtorek' … as weekday numbers (0 = Sunday). */
const WEEKDAYS: Record<string, number> = {
  'w niedzielę': 0,
  'w poniedziałek': 1,
  'we wtorek': 2,
  'w środę': 3,
  'w czwartek': 4,
  'w piątek': 5,
  'w sobotę': 6,
};

/** The day a text names, read from the day it was said: 'dziś', 'jutro' or a weekday. */
function namedDay(today: string, name: string): string {
  if (name === 'dziś' || name === 'jeszcze dziś') return today;
  if (name === 'jutro') return plusDays(today, 1);
  const weekday = WEEKDAYS[name];
  if (weekday === undefined) throw new Error(`No day is named '${name}'`);
  let day = plusDays(today, 1);
  while (weekdayOf(day) !== weekday) day = plusDays(day, 1);
  return day;
}

const DAY_NAME = '(dziś|jutro|w \\S+|we \\S+)';
const withinMinutes = `w ciągu ${LEAD} minut`;
const withinHours = `w ciągu ${callback.formHours} godzin`;
const afterOpening = new RegExp(`^${DAY_NAME} po ${workingHours.from}$`);
const byDay = new RegExp(`^(?:najpóźniej )?(jutro|w \\S+|we \\S+)$`);
const slotText = (slot: keyof typeof callbackSlots) => {
  const { when, from, to } = callbackSlots[slot];
  return new RegExp(`^(jeszcze dziś|${DAY_NAME}) ${when}, (?:między ${from} a ${to}|do ${to})$`);
};

/**
 * Whether `moment` keeps what `text` told a visitor at `at`, each kind of text read on its own:
 * the moment the text names, or for the 24 hours their end or, when that end is outside working
 * time, a closing hour with no working time between it and that end.
 */
function keeps(text: string, at: Date, callbackTime: CallbackTimeId, moment: Date): string | null {
  const today = warsawTime(at).date;
  const { date, minutes } = warsawTime(moment);
  const on = (day: string, time: number) =>
    date === day && minutes === time ? null : `expected ${day} ${time}`;
  if (callbackTime !== 'asap') {
    const match = slotText(callbackTime).exec(text);
    if (!match?.[1]) return 'not a slot text';
    return on(namedDay(today, match[1]), slotEnd(callbackTime));
  }
  if (text === withinMinutes) {
    return moment.getTime() === plusMinutes(at, LEAD).getTime() ? null : 'expected at + minutes';
  }
  if (text === withinHours) {
    const end = plusMinutes(at, callback.formHours * HOUR);
    if (moment.getTime() === end.getTime()) return null;
    if (minutes !== CLOSING || moment >= end) return 'expected the end or a closing before it';
    const reopening = warsawMoment(nextWorkingDay(date), OPENING);
    return end < reopening ? null : 'working time left before the end';
  }
  const opening = afterOpening.exec(text);
  if (opening?.[1]) return on(namedDay(today, opening[1]), OPENING + LEAD);
  const day = byDay.exec(text);
  if (day?.[1]) return on(namedDay(today, day[1]), CLOSING);
  return 'unknown text';
}

/** Times of day around every boundary of the rules. */
const TIMES = [
  0,
  OPENING - HOUR,
  OPENING - 1,
  OPENING,
  slotStart('afternoon') - LEAD,
  slotStart('afternoon'),
  slotStart('evening') - LEAD + 1,
  slotStart('evening') + HOUR,
  CLOSING - LEAD,
  CLOSING - LEAD + 1,
  CLOSING,
  CLOSING + HOUR,
  24 * HOUR - 1,
];

describe('promisedMoment across 2026', () => {
  // Every day of the year at every time of TIMES, in each part of the day: some 19,000 cases a
  // form, each read through Intl a dozen times; a busy machine may need more than the default.
  it.each(forms)(
    '%s: never before sending, in working time, keeping what the visitor was told',
    (form) => {
      const wrong: string[] = [];
      let checked = 0;
      for (let day = 0; day < 365; day += 1) {
        const date = plusDays('2026-01-01', day);
        for (const time of TIMES) {
          const at = warsawMoment(date, time);
          for (const callbackTime of callbackTimeIds) {
            const moment = promisedMoment(form, at, callbackTime);
            const text = callbackEta(form, at, callbackTime);
            const local = warsawTime(moment);
            const problems = [
              moment < at && 'before sending',
              !isWorkingDay(local.date) && 'not a working day',
              (local.minutes < OPENING || local.minutes > CLOSING) && 'out of hours',
              keeps(text, at, callbackTime, moment),
            ].filter(Boolean);
            if (problems.length > 0) {
              wrong.push(`${callbackTime} ${date} ${time} '${text}': ${problems.join()}`);
            }
            checked += 1;
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(checked).toBe(365 * TIMES.length * callbackTimeIds.length);
    },
    30_000,
  );
});

describe('promisedMoment, named cases', () => {
  it('the quick contact on a Friday after its last call: Monday from the opening', () => {
    const at = winter('2026-11-27', CLOSING - LEAD / 2);
    expect(callbackEta('quickContact', at)).toBe(`w poniedziałek po ${workingHours.from}`);
    expect(promisedMoment('quickContact', at)).toEqual(winter('2026-11-30', OPENING + LEAD));
  });

  it('the quick contact in working hours: 30 minutes, never past closing', () => {
    const at = winter('2026-11-24', OPENING + 3 * HOUR);
    expect(promisedMoment('quickContact', at)).toEqual(plusMinutes(at, LEAD));
    const lastCall = winter('2026-11-24', CLOSING - LEAD);
    expect(promisedMoment('quickContact', lastCall)).toEqual(winter('2026-11-24', CLOSING));
    // Seconds past the last call still read 'w ciągu 30 minut': due by closing.
    const seconds = new Date(lastCall.getTime() + 45_000);
    expect(callbackEta('quickContact', seconds)).toBe(withinMinutes);
    expect(promisedMoment('quickContact', seconds)).toEqual(winter('2026-11-24', CLOSING));
    // Before opening: the opening hour and the 30 minutes.
    const early = winter('2026-11-24', OPENING - HOUR);
    expect(promisedMoment('quickContact', early)).toEqual(winter('2026-11-24', OPENING + LEAD));
  });

  it('a Saturday: Monday, for every form and part of the day', () => {
    const at = winter('2026-11-28', OPENING + 2 * HOUR);
    expect(promisedMoment('quickContact', at)).toEqual(winter('2026-11-30', OPENING + LEAD));
    for (const form of dayForms) {
      expect(promisedMoment(form, at)).toEqual(winter('2026-11-30', CLOSING));
    }
    for (const form of forms) {
      expect(promisedMoment(form, at, 'morning')).toEqual(winter('2026-11-30', slotEnd('morning')));
      expect(promisedMoment(form, at, 'evening')).toEqual(winter('2026-11-30', slotEnd('evening')));
    }
  });

  it('the 24 hours end out of hours: the working time before their end', () => {
    // Thursday after closing: the 24 hours end on Friday evening, after closing.
    const thursday = winter('2026-11-26', CLOSING + HOUR);
    expect(callbackEta('application', thursday)).toBe(withinHours);
    expect(promisedMoment('application', thursday)).toEqual(winter('2026-11-27', CLOSING));
    // Monday before opening: they end on Tuesday before opening, so Monday's closing.
    const monday = winter('2026-11-23', OPENING - HOUR);
    expect(callbackEta('analysis', monday)).toBe(withinHours);
    expect(promisedMoment('analysis', monday)).toEqual(winter('2026-11-23', CLOSING));
    // Friday before opening: they end on Saturday, so Friday's closing.
    const friday = winter('2026-11-27', OPENING - HOUR);
    expect(promisedMoment('quickLead', friday)).toEqual(winter('2026-11-27', CLOSING));
    // Tuesday in working hours: the 24 hours themselves.
    const tuesday = winter('2026-11-24', OPENING + 5 * HOUR);
    expect(promisedMoment('quickLead', tuesday)).toEqual(winter('2026-11-25', OPENING + 5 * HOUR));
  });

  it('a chosen part of the day: its end, today or on the day named', () => {
    const morning = winter('2026-11-23', OPENING - HOUR);
    expect(promisedMoment('application', morning, 'morning')).toEqual(
      winter('2026-11-23', slotEnd('morning')),
    );
    // The quick contact still calls in today's part with 30 minutes of it left.
    const begun = winter('2026-11-23', slotEnd('morning') - LEAD);
    expect(promisedMoment('quickContact', begun, 'morning')).toEqual(
      winter('2026-11-23', slotEnd('morning')),
    );
    // A form an adviser reads first: the next day's part once today's has begun.
    expect(promisedMoment('application', begun, 'morning')).toEqual(
      winter('2026-11-24', slotEnd('morning')),
    );
  });

  it('24 December 2026 and the days off after it: Monday 28 December', () => {
    const christmasEve = winter('2026-12-24', OPENING + 2 * HOUR);
    expect(promisedMoment('quickContact', christmasEve)).toEqual(
      winter('2026-12-28', OPENING + LEAD),
    );
    expect(promisedMoment('application', christmasEve)).toEqual(winter('2026-12-28', CLOSING));
    // The Wednesday before: 'najpóźniej w poniedziałek' in working hours, 'w poniedziałek' after.
    const wednesday = winter('2026-12-23', OPENING + 4 * HOUR);
    expect(callbackEta('application', wednesday)).toBe('najpóźniej w poniedziałek');
    expect(promisedMoment('application', wednesday)).toEqual(winter('2026-12-28', CLOSING));
    const evening = winter('2026-12-23', CLOSING + HOUR);
    expect(promisedMoment('analysis', evening)).toEqual(winter('2026-12-28', CLOSING));
    // Before opening on the Wednesday: 24 hours that end on the holiday, so Wednesday's closing.
    const early = winter('2026-12-23', OPENING - HOUR);
    expect(callbackEta('quickLead', early)).toBe(withinHours);
    expect(promisedMoment('quickLead', early)).toEqual(winter('2026-12-23', CLOSING));
  });

  it('Easter Monday, 6 April 2026: Tuesday', () => {
    const easterMonday = summer('2026-04-06', OPENING + 2 * HOUR);
    expect(promisedMoment('quickContact', easterMonday)).toEqual(
      summer('2026-04-07', OPENING + LEAD),
    );
    const fridayNight = summer('2026-04-03', CLOSING + HOUR);
    expect(callbackEta('analysis', fridayNight)).toBe('we wtorek');
    expect(promisedMoment('analysis', fridayNight)).toEqual(summer('2026-04-07', CLOSING));
    expect(promisedMoment('quickContact', easterMonday, 'afternoon')).toEqual(
      summer('2026-04-07', slotEnd('afternoon')),
    );
  });

  it('the changes of time: 29 March and 25 October 2026', () => {
    // Sunday 29 March, summer time from 3:00: Monday 30 March in summer time.
    const springSunday = summer('2026-03-29', OPENING + 4 * HOUR);
    expect(promisedMoment('quickContact', springSunday)).toEqual(
      summer('2026-03-30', OPENING + LEAD),
    );
    // Sent in winter time on Friday night, due in summer time on Monday.
    const springFriday = winter('2026-03-27', CLOSING + HOUR);
    expect(promisedMoment('application', springFriday)).toEqual(summer('2026-03-30', CLOSING));
    expect(promisedMoment('quickContact', springFriday, 'morning')).toEqual(
      summer('2026-03-30', slotEnd('morning')),
    );
    // Sunday 25 October, the second 2:30 (winter time): Monday 26 October in winter time.
    const autumnSunday = winter('2026-10-25', 2 * HOUR + 30);
    expect(promisedMoment('quickContact', autumnSunday)).toEqual(
      winter('2026-10-26', OPENING + LEAD),
    );
    const autumnFriday = summer('2026-10-23', CLOSING + HOUR);
    expect(promisedMoment('quickLead', autumnFriday)).toEqual(winter('2026-10-26', CLOSING));
    expect(promisedMoment('quickLead', autumnFriday, 'evening')).toEqual(
      winter('2026-10-26', slotEnd('evening')),
    );
  });
});

describe('promisedMomentOf: a stored lead', () => {
  const thursdayNight = winter('2026-11-26', CLOSING + HOUR);

  it('names the form each lead kind was sent with', () => {
    const kinds: Record<LeadKind, CallbackForm | undefined> = {
      'quick-contact': 'quickContact',
      application: 'application',
      analysis: 'analysis',
      'quick-lead': 'quickLead',
      calculator: 'quickLead',
      contact: undefined,
      newsletter: undefined,
    };
    for (const [kind, form] of Object.entries(kinds)) {
      expect(callbackFormOf(kind as LeadKind)).toBe(form);
    }
  });

  it("is the form's promised moment, the 24 hours' for the contact form, none for the newsletter", () => {
    const at = winter('2026-11-24', OPENING + 3 * HOUR);
    for (const time of callbackTimeIds) {
      expect(promisedMomentOf('quick-contact', at, time)).toEqual(
        promisedMoment('quickContact', at, time),
      );
      expect(promisedMomentOf('calculator', at, time)).toEqual(
        promisedMoment('quickLead', at, time),
      );
    }
    expect(promisedMomentOf('quick-lead', thursdayNight)).toEqual(winter('2026-11-27', CLOSING));
    expect(promisedMomentOf('contact', thursdayNight)).toEqual(winter('2026-11-27', CLOSING));
    expect(promisedMomentOf('contact', at)).toEqual(plusMinutes(at, callback.formHours * HOUR));
    expect(promisedMomentOf('newsletter', thursdayNight)).toBeUndefined();
  });
});
