import { callback, callbackCondition, experience, workingHours } from '@/content/figures';
import { typeset } from '@/lib/typography';

/** The firm's standing promises (spec §1), worded once for every page's reassurance lists. */
export const promises = typeset({
  freeAnalysis: 'Bezpłatna i niezobowiązująca analiza',
  noUpfrontFee: 'Brak opłat z góry – prowizja dopiero po uzyskaniu finansowania',
  manyBanks: 'Porównanie ofert wielu banków',
} as const);

/*
 * The wording of the promises of src/content/figures.ts, built from their one value each. Pages,
 * toasts and the thank-you page compose their sentences from these, never from a typed number.
 */

/** "pon.–pt. 8:00–20:00" */
export const workingHoursText = `${workingHours.days.short} ${workingHours.from}–${workingHours.to}`;

/** "w godzinach pracy (pon.–pt. 8:00–20:00)" */
export const inWorkingHours = `${callbackCondition.quickContact} (${workingHoursText})`;

/**
 * How soon an adviser calls back after each form, as "w ciągu …" (see `callback` in figures.ts),
 * without its condition: the words of the sentences computed when a form is sent (the toast and
 * the thank-you page, src/lib/callback-eta.ts), which know the day and hour. Pages promise
 * `callbackPromise`. The contact form promises no time: "najszybciej, jak to możliwe" (spec §8).
 */
export const callbackWithin = {
  quickContact: `w ciągu ${callback.quickContactMinutes} minut`,
  application: `w ciągu ${callback.formHours} godzin`,
  analysis: `w ciągu ${callback.formHours} godzin`,
  quickLead: `w ciągu ${callback.formHours} godzin`,
} as const;

export type CallbackForm = keyof typeof callbackWithin;

/**
 * The callback promises as every page and form states them (issue 38), each with the condition it
 * holds under (`callbackCondition` in figures.ts): advisers work Mon–Fri, so the forms' 24 hours
 * count on working days and the quick contact's 30 minutes in working hours.
 */
export const callbackPromise = {
  /** "w ciągu 24 godzin w dni robocze": the application, the analysis and the quick lead form. */
  forms: `${callbackWithin.application} ${callbackCondition.forms}`,
  /** "w ciągu 30 minut w godzinach pracy" */
  quickContactShort: `${callbackWithin.quickContact} ${callbackCondition.quickContact}`,
  /** "w ciągu 30 minut w godzinach pracy (pon.–pt. 8:00–20:00)" */
  quickContact: `${callbackWithin.quickContact} ${inWorkingHours}`,
  /** "w dni robocze": said beside the short form "24 h" of a stat. */
  formsCondition: callbackCondition.forms,
} as const;

/**
 * When requests sent at the weekend are answered: "w poniedziałek po 8:00" (nobody calls at the
 * weekend; see `workingHours` in figures.ts). Read as "zgłoszenia z weekendu obsługujemy …".
 */
export const weekendWithin = `w poniedziałek po ${workingHours.from}`;

/** "zgłoszenia z weekendu – w poniedziałek po 8:00" */
export const weekendCallback = `zgłoszenia z weekendu – ${weekendWithin}`;

/** Short forms for stats and step badges: "30 min", "24 h". */
export const callbackShort = {
  quickContact: `${callback.quickContactMinutes} min`,
  forms: `${callback.formHours} h`,
} as const;

/** The firm's one experience claim: "ponad 10 lat". */
export const experienceClaim = `ponad ${experience.yearsClaim} lat`;
