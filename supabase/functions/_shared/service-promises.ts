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
 * (spec §1, §2 thank-you page, §9), and no Saturday hours are promised, since weekend requests are
 * answered within `callback.weekendHours`.
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
 *   sent at the weekend within `weekendHours`;
 * - the application wizard (its thank-you page is the default variant, which spec §2 gave 30
 *   minutes: the toast's 24 hours wins, being quoted and the more cautious promise), the free
 *   analysis and the consolidation-loan quick lead form: within `formHours`;
 * - the contact form: "najszybciej, jak to możliwe" (spec §8), no number.
 * The per-product contact times of spec §9 (30 minutes, 24 hours) were readings of these two:
 * offer pages send visitors to the application wizard, so they promise `formHours`.
 */
export const callback = {
  quickContactMinutes: 30,
  formHours: 24,
  weekendHours: 24,
} as const;
