/**
 * What the firm promises about reaching a visitor, defined once for the site (src/content/figures.ts
 * re-exports it) and for the send-email function (the advisers' e-mail asks for the callback the
 * visitor was promised), so the two cannot differ. It imports nothing.
 */

/**
 * The advisers' working hours, the only opening hours the site states (footer, contact page,
 * mobile menu, offline page, callback promises). Spec §9 gives three readings (footer Mon–Fri
 * 9:00–20:00 and Sat 10:00–15:00, contact page Mon–Fri 8:00–20:00, mobile menu Mon–Fri
 * 8:00–18:00): Mon–Fri 8:00–20:00 is the one the quick-form callback promise is made against
 * (spec §1, §2 thank-you page, §9). No Saturday hours are promised: nobody calls at the weekend, so
 * requests sent then are answered on Monday from the opening hour (issue 27; the spec's "weekend
 * within 24 hours" could not be kept without weekend hours).
 */
export const workingHours = {
  /** The days as a row label and in running text ("pon.–pt."). */
  days: { label: 'Poniedziałek–piątek', short: 'pon.–pt.' },
  from: '8:00',
  to: '20:00',
} as const;

/**
 * How soon an adviser calls back, per form. The toasts of spec §8 are quoted word for word, so each
 * form promises what its toast says, and its thank-you page and every page that sends visitors to
 * it say the same:
 * - the quick contact form (home page): within `quickContactMinutes` in working hours; requests
 *   sent later are answered on the next working day from the opening hour;
 * - the application wizard (its thank-you page is the default variant, which spec §2 gave 30
 *   minutes: the toast's 24 hours wins, being quoted and the more cautious promise), the free
 *   analysis and the consolidation-loan quick lead form: within `formHours`;
 * - the contact form: "najszybciej, jak to możliwe" (spec §8), no number.
 * The per-product contact times of spec §9 (30 minutes, 24 hours) were readings of these two:
 * offer pages send visitors to the application wizard, so they promise `formHours`.
 * What the visitor is told after sending, at a given hour and day, is computed from these and
 * `workingHours` by ./callback-promise.ts (the case of the rules and the moment it promises) and
 * src/lib/callback-eta.ts (its words).
 */
export const callback = {
  quickContactMinutes: 30,
  formHours: 24,
} as const;

/** "8:00" as minutes after midnight. */
export const minutesOf = (time: string): number => {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};

/** Minutes after midnight as "8:00". */
export const timeOf = (minutes: number): string =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

const opening = minutesOf(workingHours.from);
const third = (minutesOf(workingHours.to) - opening) / 3;

/** A part of the working day the visitor may ask to be called in. */
export interface CallbackSlot {
  /** Morning, afternoon, evening as an adverb: "rano". */
  when: string;
  from: string;
  to: string;
}

/** The working day in three equal parts (8:00–12:00, 12:00–16:00, 16:00–20:00). */
const slot = (index: number, when: string): CallbackSlot => ({
  when,
  from: timeOf(opening + index * third),
  to: timeOf(opening + (index + 1) * third),
});

export const callbackSlots = {
  morning: slot(0, 'rano'),
  afternoon: slot(1, 'po południu'),
  evening: slot(2, 'wieczorem'),
} as const;

/**
 * When the visitor would like the call (issue 27), sent as `callbackTime` by the quick forms, the
 * callback forms and the wizards: as soon as possible (the default), or in one part of the day.
 */
export const callbackTimeIds = ['asap', 'morning', 'afternoon', 'evening'] as const;
export type CallbackTimeId = (typeof callbackTimeIds)[number];

const slotLabel = (id: keyof typeof callbackSlots, word: string) =>
  `${word} (${callbackSlots[id].from}–${callbackSlots[id].to})`;

/** The choices as the forms and the advisers' e-mail name them: 'Rano (8:00–12:00)'. */
export const callbackTimeLabels: Record<CallbackTimeId, string> = {
  asap: 'Jak najszybciej',
  morning: slotLabel('morning', 'Rano'),
  afternoon: slotLabel('afternoon', 'Po południu'),
  evening: slotLabel('evening', 'Wieczorem'),
};
