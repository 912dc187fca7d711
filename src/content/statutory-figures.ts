/**
 * The statutes' numbers the guides and src/content/law.ts state (the consumer credit act, the credit
 * bureaus' rules, the cost caps, court deadlines) and the inputs of the guides' worked examples.
 * Kept apart from figures.ts, which the page frame loads on every page: only the pages and guides
 * that state them load these.
 */

/**
 * The consumer credit act (ustawa z dnia 12 maja 2011 r. o kredycie konsumenckim) as the site states
 * it; the wording lives in src/content/law.ts.
 * - `maxAmount`: art. 3 ust. 1: a consumer credit agreement is one for a credit of at most this many
 *   złoty (ust. 1a adds unsecured credits for renovating a home, of any amount). Above it the act's
 *   rights (withdrawal, early repayment) do not apply and the contract governs.
 * - `withdrawalDays`: art. 53 ust. 1: withdrawal without giving a reason within this many days.
 * - `settlementDays`: art. 52: after a full early repayment the lender settles within this many days.
 * - `restructuringWorkingDays`: art. 21a: a consumer in arrears is called to pay within at least
 *   this many working days and may apply for a restructuring within as many.
 * - `earlyRepaymentCommission`: art. 50: a commission for early repayment (prowizja za spłatę
 *   kredytu przed terminem) may be agreed only for a repayment in a fixed-rate period and only when
 *   more than `averageWagesMultiple` times the average wage (`averageWageForEarlyRepayment`) is
 *   repaid within `windowMonths` months (ust. 1); at most `moreThanYearLeftPercent` of the amount
 *   repaid when more than a year is left (ust. 2), `upToYearLeftPercent` when that period "nie
 *   przekracza jednego roku" (ust. 3), never more than the interest of that period (ust. 4).
 */
export const consumerCredit = {
  maxAmount: 255_550,
  withdrawalDays: 14,
  settlementDays: 14,
  restructuringWorkingDays: 14,
  earlyRepaymentCommission: {
    moreThanYearLeftPercent: 1,
    upToYearLeftPercent: 0.5,
    averageWagesMultiple: 3,
    windowMonths: 12,
  },
} as const;

/**
 * The average monthly wage in the enterprise sector (przeciętne wynagrodzenie w sektorze
 * przedsiębiorstw) that art. 50 ust. 1 of the consumer credit act names: the one the President of
 * GUS announces in Monitor Polski for December of the year before the repayment. For December
 * 2025 GUS gave 9583.31 PLN (published 22.01.2026; 9582.91 PLN without profit payouts), which
 * counts for repayments made in 2026. The owner's counsel confirms the value announced in Monitor
 * Polski, and it is replaced each January (launch checklist).
 */
export const averageWageForEarlyRepayment = {
  /** The December whose wage counts, as "YYYY-12" (a month, not a figure). */
  month: '2025-12',
  amount: 9_583.31,
} as const;

/**
 * After withdrawing from a consumer credit agreement, the consumer returns the amount paid out, with
 * the interest for the days it was used, without delay and at the latest within this many days of
 * the withdrawal statement (ustawa o kredycie konsumenckim, art. 54 ust. 1).
 */
export const consumerCreditWithdrawal = {
  repaymentDays: 30,
} as const;

export const guideExamples = {
  /** RRSO guide: the consolidation example's amount, rate and fees over a shorter term. */
  shorterTermMonths: 48,
  /** Early-repayment guide: the consolidation example (variable rate) repaid after this many. */
  variableRateRepaidAfterMonths: 36,
  /** Early-repayment guide: the same credit, part repaid after the same instalments. */
  partRepayment: 20_000,
  /** Early-repayment guide: the teacher example (fixed rate) repaid after this many instalments. */
  fixedRateRepaidAfterMonths: 12,
} as const;

/*
 * Statutory constants stated by the guides bik-i-biura-informacji-gospodarczej-co-widza-kredytodawcy,
 * konsolidacja-chwilowek-kiedy-pomaga-a-kiedy-nie and komornik-lub-windykator-pisze-co-robic.
 */

/**
 * When data on a credit may stay in the credit bureaus after it is repaid or expired, and when a
 * debt may be reported to an economic information bureau (BIG).
 * - `bik`: ustawa z dnia 29 sierpnia 1997 r. – Prawo bankowe, art. 105a ust. 3: without the
 *   consumer's consent only where the delay was more than `overdueDays` days, the bank told the
 *   consumer it meant to do so and at least `noticeDays` days have passed since, and for no longer
 *   than `yearsAfterExpiry` years after the obligation expired.
 * - `economicInformation`: ustawa z dnia 9 kwietnia 2010 r. o udostępnianiu informacji
 *   gospodarczych i wymianie danych gospodarczych, art. 14 ust. 1: a consumer's debt of at least
 *   `consumerMinimumDebt` zł, due for at least `overdueDays` days, at least `noticeMonths` month
 *   after a payment demand (registered letter or personal delivery) warning of the report, and not
 *   after `maxYearsSinceDue` years from the day the debt fell due.
 */
export const creditBureauRules = {
  bik: { overdueDays: 60, noticeDays: 30, yearsAfterExpiry: 5 },
  economicInformation: {
    consumerMinimumDebt: 200,
    overdueDays: 30,
    noticeMonths: 1,
    maxYearsSinceDue: 6,
  },
} as const;

/**
 * Statutory caps on what a consumer credit may cost.
 * - `otherCosts` (pozaodsetkowe koszty kredytu): ustawa o kredycie konsumenckim, art. 36a as amended
 *   by the anti-usury act of 6 October 2022 (Dz.U. 2022 poz. 2339), in force since 18.12.2022: for a
 *   credit repaid over at least `shortTermDays` days, MPKK = K × `fixedPercent`% + K × n/R ×
 *   `perYearPercent`% (K the total credit amount, n the term in days, R the days of the year;
 *   ust. 1); for a shorter one, MPKK = K × `shortTermPercent`% (ust. 1a); never more than
 *   `maxPercentOfAmount`% of K over the whole term (ust. 2). Art. 36b and 36c count together the
 *   costs of a repayment deferred, or of further credits granted by the same lender (or one related
 *   to it), within `relatedCreditsDays` days of the (first) credit's payout.
 * - `maximumRate` (odsetki maksymalne): Kodeks cywilny, art. 359 § 2 and § 2¹: statutory interest is the NBP
 *   reference rate plus `referenceRateMarginBasisPoints` basis points (3.5 percentage points; kept in
 *   basis points so that no fraction of it reads like a CSS size); contractual interest may not
 *   exceed `multipleOfStatutory` times the statutory interest a year (odsetki maksymalne).
 */
export const creditCostCaps = {
  otherCosts: {
    fixedPercent: 10,
    perYearPercent: 10,
    maxPercentOfAmount: 45,
    shortTermDays: 30,
    shortTermPercent: 5,
    relatedCreditsDays: 120,
  },
  maximumRate: { referenceRateMarginBasisPoints: 350, multipleOfStatutory: 2 },
} as const;

/**
 * Court and enforcement deadlines (Kodeks postępowania cywilnego): a sprzeciw against a payment
 * order in the summary (upominawcze) procedure, the electronic one (EPU) included, within
 * `paymentOrderObjectionWeeks` weeks of its delivery in Poland (art. 502 § 1, art. 505²⁸ ff.); a complaint
 * against a bailiff's action (skarga na czynności komornika) within `bailiffComplaintWeeks` week
 * (art. 767 § 4); the rules on letters not collected from the post office (art. 139 § 1, and
 * art. 139¹ for the first letter of a case against a natural person, since 7.11.2019).
 */
export const courtDeadlines = {
  paymentOrderObjectionWeeks: 2,
  bailiffComplaintWeeks: 1,
  /** Art. 139 § 1: a letter left at the post office is to be collected within this many days; then the notice is repeated. */
  postalNoticeDays: 7,
  /** Art. 139 § 1: a later letter not collected counts as delivered this many days after the first notice. */
  postalDepositDays: 14,
  /** Art. 139¹ § 2: the claimant has this many months to have the first letter served by a bailiff. */
  bailiffServiceMonths: 2,
} as const;
