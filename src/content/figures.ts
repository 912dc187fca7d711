/**
 * Every business figure of the site (spec §9), defined once. Copy and sections read them from here;
 * nothing else in the code base types a rate, an amount, a period or an hour.
 */

export const experience = {
  sinceYear: 2010,
  /** "ponad 15 lat" */
  yearsClaim: 15,
  /** "ponad 10 lat" in the general promises */
  minimumYearsClaim: 10,
  expertYears: 12,
} as const;

export const callback = {
  quickMinutes: 30,
  fullHours: 24,
  weekendHours: 24,
  workingHours: { from: '8:00', to: '20:00', days: 'pon.–pt.' },
} as const;

export const openingHours = {
  footer: [
    { days: 'Poniedziałek–piątek', hours: '9:00–20:00' },
    { days: 'Sobota', hours: '10:00–15:00' },
  ],
  contactPage: [{ days: 'Poniedziałek–piątek', hours: '8:00–20:00' }],
  mobileMenuSupport: { days: 'pon.–pt.', hours: '8:00–18:00' },
} as const;

export const loanTerms = {
  maxAmountUnsecured: 300_000,
  maxPeriodMonths: 120,
  decisionHours: { from: 12, to: 48 },
  rateFrom: 8.49,
  analysisFee: 0,
} as const;

export const consolidation = {
  maxAmount: 300_000,
  maxPeriodMonths: 120,
  rateFrom: 8.49,
  contactMinutes: 30,
  processDays: { from: 7, to: 14 },
  urgentWorkingDays: { from: 3, to: 5 },
} as const;

export const civilContract = {
  maxAmount: 200_000,
  maxPeriodYears: 10,
  rateFrom: 8.99,
  minimumWorkMonths: 6,
  contactMinutes: 30,
  decisionAndPayoutHours: 48,
} as const;

export const nurse = {
  maxAmount: 300_000,
  maxPeriodYears: 10,
  rateFrom: 8.49,
  minimumEmploymentMonths: 3,
  contactHours: 24,
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
  contactMinutes: 30,
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
  contactHours: 24,
  decisionAndPayoutHours: 48,
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
  averageDecisionHours: 72,
  faqDecisionHours: { from: 48, to: 72 },
  averagePayoutWorkingDays: { from: 3, to: 5 },
  minimumServiceMonths: 6,
  age: { from: 18, to: 65 },
  processTimes: ['3 min', '2 h', '24 h', '48 h'],
} as const;

export const doctor = {
  maxAmountUnsecured: 500_000,
  rateFrom: 5.9,
  maxPeriodMonths: 144,
  decisionHours: 48,
  lowerRatePoints: { from: 1, to: 2 },
  averageProcessWorkingDays: { from: 5, to: 7 },
  minimumEmploymentMonths: 3,
  incomeProofMonths: 3,
} as const;

export const noCreditCapacity = {
  contactMinutes: 30,
} as const;

export const retention = {
  contactDataYears: 2,
  clientDataYearsAfterContract: 6,
  taxDocumentsYears: 5,
  complaintDays: 30,
  legalLastUpdated: '24.11.2026',
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

/** Statutory right to withdraw from a consumer credit agreement (ustawa o kredycie konsumenckim). */
export const consumerCredit = {
  withdrawalDays: 14,
  /**
   * Art. 50: early repayment of a variable-rate credit costs no compensation; during a fixed-rate
   * period the lender may charge at most this share of the repaid amount (the lower one when less than
   * a year of the agreement remains).
   */
  earlyRepaymentCompensationPercent: { moreThanYearLeft: 1, upToYearLeft: 0.5 },
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
} as const;

export type CreditExampleProduct = keyof typeof creditExamples;

/** The date on which the representative examples were calculated. */
export const examplesCalculatedOn = '23.11.2026';
