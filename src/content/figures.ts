/**
 * Every business figure of the site (spec §9), defined once. Copy and sections read them from here;
 * nothing else in the code base types a rate, an amount, a period or an hour.
 */

import { typesetText } from '../lib/typography';

/*
 * One value per promise (design.md §4a): the firm's experience, its working hours, how soon an
 * adviser calls back after each form and how long each product's decision takes live here once.
 * Where spec §1 and §9 give several readings, the one chosen is noted with its reason; every page,
 * toast, thank-you variant, the mobile menu, the footer and the offline page read these values
 * (derived wording: src/content/promises.ts).
 */

/**
 * The firm's experience: "ponad 10 lat". The spec also claims "since 2010", "over 15 years" and
 * 12+ years for the chief analyst; the owner answers for every published number, so the site
 * states the most cautious claim, and only this one (the analyst's experience included).
 */
export const experience = {
  yearsClaim: 10,
} as const;

/**
 * The advisers' working hours and how soon they call back, per form: defined beside the lead
 * schema, because the advisers' e-mail asks for the same callback the site promises.
 */
import {
  callback,
  callbackSlots,
  callbackTimeIds,
  callbackTimeLabels,
  workingHours,
  type CallbackTimeId,
} from '@shared/service-promises';

export { callback, callbackSlots, callbackTimeIds, callbackTimeLabels, workingHours };

/**
 * When the callback promises hold (issue 38): the forms' hours count on working days, since
 * nobody calls at the weekend (a request sent on Friday evening is answered on Monday), and the
 * quick contact's minutes in working hours. Every page states a callback promise with its
 * condition (src/content/promises.ts, `callbackPromise`; the mobile menu reads it here).
 */
export const callbackCondition = {
  forms: 'w dni robocze',
  quickContact: 'w godzinach pracy',
} as const;
export type { CallbackTimeId };

/** The opening hours as rows (day range, hours), built from `workingHours` only. */
const openingHoursRows = [
  { days: workingHours.days.label, hours: typesetText(`${workingHours.from}–${workingHours.to}`) },
] as const;

export const openingHours = {
  rows: openingHoursRows,
} as const;

export const loanTerms = {
  maxAmountUnsecured: 300_000,
  maxPeriodMonths: 120,
  /** The lender's usual decision time for the general offers (consolidation included). */
  decisionHours: { from: 12, to: 48 },
  rateFrom: 8.49,
  analysisFee: 0,
} as const;

export const consolidation = {
  maxAmount: 300_000,
  maxPeriodMonths: 120,
  rateFrom: 8.49,
  processDays: { from: 7, to: 14 },
  urgentWorkingDays: { from: 3, to: 5 },
} as const;

export const civilContract = {
  maxAmount: 200_000,
  maxPeriodYears: 10,
  rateFrom: 8.99,
  minimumWorkMonths: 6,
  /** The one decision time of this product: decision and payout possible within it. */
  decisionAndPayoutHours: 48,
} as const;

export const nurse = {
  maxAmount: 300_000,
  maxPeriodYears: 10,
  rateFrom: 8.49,
  minimumEmploymentMonths: 3,
  /** Amounts and periods of the instalment table; the instalments are computed. */
  examples: [
    { amount: 30_000, months: 36 },
    { amount: 50_000, months: 60 },
    { amount: 100_000, months: 84 },
  ],
} as const;

export const teacher = {
  maxAmount: 300_000,
  maxPeriodYears: 10,
  rateFrom: 8.49,
  /** The one decision time of this product: decision and payout possible within it. */
  decisionAndPayoutHours: 24,
  examples: [
    { amount: 10_000, months: 36 },
    { amount: 30_000, months: 60 },
    { amount: 50_000, months: 84 },
  ],
} as const;

export const military = {
  maxAmount: 300_000,
  maxPeriodYears: 12,
  rateFrom: 7.9,
  /**
   * The decision time of the credits for soldiers (this page and the soldier page): spec §9 gives
   * "decision and payout within 48 h", "72 h average" and "48–72 h"; the most cautious reading is
   * a decision within 72 hours of a complete application and payout in 3–5 working days.
   */
  decisionHours: 72,
  payoutWorkingDays: { from: 3, to: 5 },
  extraSecurityAbove: 200_000,
  bankStatementMonths: 3,
  exampleRate: 8.5,
  examples: [
    { amount: 30_000, months: 36 },
    { amount: 50_000, months: 60 },
    { amount: 100_000, months: 84 },
  ],
} as const;

export const soldier = {
  maxAmount: 500_000,
  rateFrom: 5.9,
  minimumServiceMonths: 6,
  age: { from: 18, to: 65 },
  /**
   * Step times of the soldier page's process (spec §2: 3 min, 2 h, 24 h, 48 h). The call and the
   * decision are promises made elsewhere (`callback.formHours`, `military.decisionHours`), so only
   * the application's and the analysis's own times are here.
   */
  applicationMinutes: 3,
  analysisHours: 24,
} as const;

export const doctor = {
  maxAmountUnsecured: 500_000,
  rateFrom: 5.9,
  maxPeriodMonths: 144,
  /** The one decision time of this product. */
  decisionHours: 48,
  averageProcessWorkingDays: { from: 5, to: 7 },
  minimumEmploymentMonths: 3,
  incomeProofMonths: 3,
} as const;

export const retention = {
  contactDataYears: 2,
  clientDataYearsAfterContract: 6,
  taxDocumentsYears: 5,
  complaintDays: 30,
  legalLastUpdated: '27.11.2026',
} as const;

export const loanAmountRanges = [
  'do 10 000 zł',
  '10 000–30 000 zł',
  '30 000–50 000 zł',
  '50 000–100 000 zł',
  'powyżej 100 000 zł',
] as const;

/** Spec §9 "Required documents (profession pages)": bank statements cover this many months. */
export const requiredDocuments = {
  bankStatementMonths: 3,
} as const;

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

/** The spec's representative example: 100 000 zł over 96 months with a 3 000 zł commission. */
const typicalExample = { amount: 100_000, months: 96, commissionPercent: 3 } as const;

/**
 * Inputs of each product's representative example (ustawa o kredycie konsumenckim, art. 7): the
 * rate is the one the product's pages advertise ("od …"). Only the offer's own figures are here; the
 * instalment, interest, total cost, total payable and RRSO are computed by src/lib/finance.ts. The
 * owner confirms these inputs with the lenders before launch (launch checklist).
 */
export const creditExamples = {
  consolidation: {
    ...typicalExample,
    annualRatePercent: consolidation.rateFrom,
    rateType: 'variable',
  },
  /**
   * The consolidation calculator's own (/kalkulator-konsolidacji): the consolidation credit's rate
   * and commission over the term the calculator starts with, so that the rate and the RRSO its
   * page states are those of the calculation it shows (issue 38).
   */
  consolidationCalculator: {
    ...typicalExample,
    months: 84,
    annualRatePercent: consolidation.rateFrom,
    rateType: 'variable',
  },
  civilContract: {
    ...typicalExample,
    annualRatePercent: civilContract.rateFrom,
    rateType: 'variable',
  },
  doctor: { ...typicalExample, annualRatePercent: doctor.rateFrom, rateType: 'variable' },
  nurse: { ...typicalExample, annualRatePercent: nurse.rateFrom, rateType: 'variable' },
  /** Spec §2 teacher page: the amount, term, fixed rate and commission it names. */
  teacher: {
    amount: 10_000,
    months: 36,
    commissionPercent: 5,
    annualRatePercent: teacher.rateFrom,
    rateType: 'fixed',
  },
  soldier: { ...typicalExample, annualRatePercent: soldier.rateFrom, rateType: 'variable' },
  military: { ...typicalExample, annualRatePercent: military.rateFrom, rateType: 'variable' },
  /**
   * /pozyczki-pozabankowe: a bank cash credit at the general offer's rate, in place of a non-bank
   * loan. The spec's typical inputs until the owner gives the ones on which the firm expects to
   * conclude at least two thirds of such agreements (consumer credit act art. 8 ust. 2; launch
   * checklist).
   */
  cashLoan: { ...typicalExample, annualRatePercent: loanTerms.rateFrom, rateType: 'variable' },
} as const;

export type CreditExampleProduct = keyof typeof creditExamples;

/** The date on which the representative examples were calculated. */
export const examplesCalculatedOn = '23.11.2026';

/**
 * The broker's own remuneration (wynagrodzenie pośrednika kredytowego): the consumer pays it to us
 * when the credit is paid out (spec §1: no fee up front, a commission once financing is obtained).
 * It is a cost of the credit, so it enters the total cost, the total payable and the RRSO of every
 * representative example (consumer credit act art. 5 pkt 6; directive 2008/48/EC art. 21(c)).
 *
 * How much it is, only the owner can say: until then the status is `pending`, each example says it
 * leaves the remuneration out, and the launch checklist lists it. Once given, as
 * `{ status: 'given', payer: 'consumer', due: 'payout', percentOfAmount: P, fixedAmount: F }`
 * (P percent of the total credit amount and/or F złoty; 0 for a part not charged), every example
 * includes it with no other change.
 */
export type BrokerRemuneration = Readonly<
  | { status: 'pending'; payer: 'consumer'; due: 'payout' }
  | {
      status: 'given';
      payer: 'consumer';
      due: 'payout';
      /** Percent of the total credit amount (całkowita kwota kredytu). */
      percentOfAmount: number;
      /** A fixed sum in złoty per credit. */
      fixedAmount: number;
    }
>;

export const brokerRemuneration: BrokerRemuneration = {
  status: 'pending',
  payer: 'consumer',
  due: 'payout',
};

/*
 * Inputs of the guides jak-czytac-rrso-i-calkowity-koszt-kredytu,
 * wczesniejsza-splata-kredytu-ile-kosztuje and odstapienie-od-umowy-kredytu-w-14-dni. Their worked
 * examples start from the product examples above (`creditExamples`); what they derive is computed
 * by src/lib/finance.ts.
 */

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
