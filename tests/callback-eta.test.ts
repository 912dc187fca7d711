// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callbackEta } from '@/lib/callback-eta';
import type { CallbackForm } from '@shared/callback-promise';
import { isWorkingDay } from '@shared/warsaw-calendar';
import { polishHolidays } from '@shared/polish-holidays';
import type { CallbackTimeId } from '@/content/figures';

/**
 * A moment in Warsaw in the week of Monday 23 November 2026 (winter time, UTC+1): day 23 is a
 * Monday, 28 a Saturday, 29 a Sunday.
 */
const at = (day: number, time: string) => new Date(`2026-11-${day}T${time}:00+01:00`);

type Case = [day: number, time: string, expected: string];

function expectEtas(form: CallbackForm, cases: Case[], callbackTime?: CallbackTimeId) {
  const actual = cases.map(([day, time]) => [
    day,
    time,
    callbackEta(form, at(day, time), callbackTime),
  ]);
  expect(actual).toEqual(cases);
}

describe('callbackEta: when the adviser really calls', () => {
  it('the quick contact: 30 minutes in working hours, else the next opening', () => {
    expectEtas('quickContact', [
      [23, '06:30', 'dziś po 8:00'],
      [23, '08:00', 'w ciągu 30 minut'],
      [23, '13:10', 'w ciągu 30 minut'],
      // The last moment 30 minutes still fit before closing.
      [23, '19:30', 'w ciągu 30 minut'],
      [23, '19:45', 'jutro po 8:00'],
      [24, '12:00', 'w ciągu 30 minut'],
      [24, '21:30', 'jutro po 8:00'],
      [25, '19:45', 'jutro po 8:00'],
      [26, '23:59', 'jutro po 8:00'],
      [27, '07:59', 'dziś po 8:00'],
      [27, '12:00', 'w ciągu 30 minut'],
      [27, '19:45', 'w poniedziałek po 8:00'],
      [27, '22:00', 'w poniedziałek po 8:00'],
      [28, '10:00', 'w poniedziałek po 8:00'],
      [29, '00:30', 'w poniedziałek po 8:00'],
      [29, '18:00', 'w poniedziałek po 8:00'],
    ]);
  });

  it('the forms promising 24 hours: only when the next 24 hours hold a working day', () => {
    for (const form of ['application', 'analysis', 'quickLead'] as const) {
      expectEtas(form, [
        [23, '06:30', 'w ciągu 24 godzin'],
        [23, '13:10', 'w ciągu 24 godzin'],
        [24, '19:45', 'w ciągu 24 godzin'],
        [25, '23:00', 'w ciągu 24 godzin'],
        [26, '21:00', 'w ciągu 24 godzin'],
        [27, '07:00', 'w ciągu 24 godzin'],
        // Friday: the 24 hours would end on Saturday, when nobody calls.
        [27, '12:00', 'najpóźniej w poniedziałek'],
        [27, '19:45', 'w poniedziałek'],
        [27, '22:00', 'w poniedziałek'],
        [28, '10:00', 'w poniedziałek'],
        [29, '18:00', 'w poniedziałek'],
      ]);
    }
  });

  it('a chosen part of the day: the next such part of a working day', () => {
    expectEtas(
      'quickContact',
      [
        [23, '06:30', 'dziś rano, między 8:00 a 12:00'],
        [23, '10:00', 'jeszcze dziś rano, do 12:00'],
        [23, '11:45', 'jutro rano, między 8:00 a 12:00'],
        [26, '13:00', 'jutro rano, między 8:00 a 12:00'],
        [27, '13:00', 'w poniedziałek rano, między 8:00 a 12:00'],
        [28, '09:00', 'w poniedziałek rano, między 8:00 a 12:00'],
      ],
      'morning',
    );
    expectEtas(
      'quickContact',
      [
        [23, '10:00', 'dziś po południu, między 12:00 a 16:00'],
        [24, '15:00', 'jeszcze dziś po południu, do 16:00'],
        [25, '19:45', 'jutro po południu, między 12:00 a 16:00'],
        [29, '13:00', 'w poniedziałek po południu, między 12:00 a 16:00'],
      ],
      'afternoon',
    );
    expectEtas(
      'quickContact',
      [
        [24, '12:00', 'dziś wieczorem, między 16:00 a 20:00'],
        [24, '19:15', 'jeszcze dziś wieczorem, do 20:00'],
        [24, '19:45', 'jutro wieczorem, między 16:00 a 20:00'],
        [27, '19:45', 'w poniedziałek wieczorem, między 16:00 a 20:00'],
      ],
      'evening',
    );
    // A form an adviser reads first: today's part only if it has not begun.
    expectEtas(
      'application',
      [
        [23, '11:00', 'dziś po południu, między 12:00 a 16:00'],
        [23, '12:30', 'jutro po południu, między 12:00 a 16:00'],
        [27, '12:30', 'w poniedziałek po południu, między 12:00 a 16:00'],
      ],
      'afternoon',
    );
  });

  it('reads the Warsaw clock across the changes of time', () => {
    // Monday after the spring change (29 March 2026): 20:15 summer time is after closing; the
    // same instant read as winter time (19:15) would wrongly promise 30 minutes.
    expect(callbackEta('quickContact', new Date('2026-03-30T20:15:00+02:00'))).toBe(
      'jutro po 8:00',
    );
    // Monday after the autumn change (25 October 2026): 7:45 winter time is before opening.
    expect(callbackEta('quickContact', new Date('2026-10-26T07:45:00+01:00'))).toBe('dziś po 8:00');
    // The change days themselves are Sundays: the second 2:30 of 25 October is still Sunday.
    expect(callbackEta('quickContact', new Date('2026-10-25T02:30:00+01:00'))).toBe(
      'w poniedziałek po 8:00',
    );
    // The visitor's own clock does not matter: 18:50 UTC on a Monday is 19:50 in Warsaw.
    expect(callbackEta('quickContact', new Date('2026-11-23T18:50:00Z'))).toBe('jutro po 8:00');
  });
});

describe('callbackEta on Polish public holidays', () => {
  it('knows the statutory days off, Easter computed, 24 December from 2025', () => {
    expect(polishHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-05',
      '2026-04-06',
      '2026-05-01',
      '2026-05-03',
      '2026-05-24',
      '2026-06-04',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(polishHolidays(2027)).toContain('2027-03-29'); // Easter Monday
    expect(polishHolidays(2027)).toContain('2027-05-27'); // Corpus Christi
    expect(polishHolidays(2024)).not.toContain('2024-12-24');
    expect(polishHolidays(2024)).toContain('2024-04-01');
    // A year of working days: 365 days, 104 weekend days, and the holidays that fall on weekdays.
    const days = Array.from({ length: 365 }, (_, i) =>
      new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
    );
    // 2026: eight fall on a weekday (1.01, 6.01, 6.04, 1.05, 4.06, 11.11, 24.12, 25.12).
    expect(days.filter(isWorkingDay)).toHaveLength(365 - 104 - 8);
  });

  const on = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);
  const summer = (date: string, time: string) => new Date(`${date}T${time}:00+02:00`);

  it('promises no call on a holiday and names the next working day', () => {
    // Thursday 24 December 2026: Christmas Eve, then Christmas and a weekend.
    expect(callbackEta('quickContact', on('2026-12-24', '10:00'))).toBe('w poniedziałek po 8:00');
    expect(callbackEta('quickContact', on('2026-12-23', '21:00'))).toBe('w poniedziałek po 8:00');
    expect(callbackEta('application', on('2026-12-23', '12:00'))).toBe('najpóźniej w poniedziałek');
    // Easter Monday 6 April 2026, and the Sunday before it.
    expect(callbackEta('quickContact', summer('2026-04-06', '10:00'))).toBe('we wtorek po 8:00');
    expect(callbackEta('quickContact', summer('2026-04-05', '10:00'))).toBe('we wtorek po 8:00');
    expect(callbackEta('analysis', summer('2026-04-03', '21:00'))).toBe('we wtorek');
    // Corpus Christi, Thursday 4 June 2026: a Wednesday evening waits for Friday.
    expect(callbackEta('quickContact', summer('2026-06-03', '21:00'))).toBe('w piątek po 8:00');
    expect(callbackEta('quickLead', summer('2026-06-03', '09:00'))).toBe('najpóźniej w piątek');
    expect(callbackEta('quickContact', summer('2026-06-03', '21:00'), 'morning')).toBe(
      'w piątek rano, między 8:00 a 12:00',
    );
    // 11 November 2026 is a Wednesday; the day after is an ordinary Thursday.
    expect(callbackEta('quickContact', on('2026-11-11', '12:00'))).toBe('w czwartek po 8:00');
    expect(callbackEta('quickContact', on('2026-11-12', '12:00'))).toBe('w ciągu 30 minut');
  });
});
