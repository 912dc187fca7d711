/**
 * What the consolidation calculator takes, defined once for the calculator's own checks, the lead
 * schema that validates the calculation it sends and the advisers' e-mail. It imports nothing.
 */
export const calculatorLimits = {
  /** The largest remaining balance of one obligation, in złoty. */
  maxBalance: 1_000_000,
  /** The most instalments one obligation may have left (30 years). */
  maxMonthsLeft: 360,
  /** The most obligations one calculation lists. */
  maxDebts: 20,
} as const;
