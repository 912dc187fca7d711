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
  /** Newsletter sign-ups (the evidence of a consent) and the anonymous survey's answers. */
  contactDataYears: 2,
  /**
   * A lead, by how far it went, counted from its last change (received, corrected, claimed, an
   * outcome): the defaults of public.lead_retention (migration 20261128150000), which the owner
   * may change per stage with counsel; tests/lead-retention.test.ts holds the two together.
   */
  leadMonths: { noApplication: 6, application: 12, payout: 24 },
  clientDataYearsAfterContract: 6,
  taxDocumentsYears: 5,
  complaintDays: 30,
  legalLastUpdated: '28.11.2026',
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
