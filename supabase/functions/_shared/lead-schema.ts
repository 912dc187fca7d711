/**
 * The lead payloads: what each form sends to the send-email function, defined once. The browser
 * forms (through the @shared alias) and the Deno function import this module; it imports only zod
 * the calculator's limits (./calculator-limits.ts) and the call-time choices of
 * ./service-promises.ts, both of which import nothing.
 * The Polish messages are the spec's (§5) where it gives them.
 */
import { z } from 'zod';
import { calculatorLimits } from './calculator-limits.ts';
import { callbackTimeIds } from './service-promises.ts';

// No `new Function` probe or JIT: the site's Content-Security-Policy allows no eval, and a strict
// CSP reports even a probe that is caught. Set before any schema below parses. Any issue a schema
// gives no message of its own reads in Polish too (zod's defaults are English): see polishIssue.
z.config({ jitless: true, customError: (issue) => polishIssue(issue.code) });

export const MAX_BODY_BYTES = 64 * 1024;

/** The placeholder e-mail of the quick lead and callback forms, which ask for no address. */
export const QUICK_LEAD_EMAIL = 'brak-emaila@lead.invalid';

/** The honeypot field every lead form carries; people never see it, so only bots fill it in. */
export const HONEYPOT_FIELD = 'website';

/**
 * The version of the consent and information wording the forms show, stored with each lead as
 * evidence of what the visitor agreed to. Change it whenever that wording changes.
 */
export const CONSENT_VERSION = '2026-11-27';
/**
 * Every version the site has published, oldest first: a page a visitor opened before a change (or
 * the service worker kept) still sends its own. Nothing else is stored as consent evidence.
 */
export const PUBLISHED_CONSENT_VERSIONS = ['2025-05-15', '2026-11-24', CONSENT_VERSION] as const;

/** The most files a form sends (names and sizes only); the file picker stops there too. */
export const MAX_FILES = 20;

export const APPLICATION_PAGE_NAME = 'Wniosek online';
export const ANALYSIS_PAGE_NAME = 'Bezpłatna analiza finansowa';
export const CONTACT_PAGE_NAME = 'Formularz kontaktowy';
export const QUICK_LEAD_PAGE_NAME = 'Pożyczka konsolidacyjna';
export const CALCULATOR_PAGE_NAME = 'Kalkulator konsolidacji';
/** loanAmount of an application that gives no debt. */
export const NO_AMOUNT = 'Nie podano';

export const messages = {
  nameRequired: 'Imię i nazwisko jest wymagane',
  phoneRequired: 'Numer telefonu jest wymagany',
  emailRequired: 'Adres e-mail jest wymagany',
  emailInvalid: 'Podaj poprawny adres e-mail',
  messageRequired: 'Napisz, w czym możemy pomóc',
  debtDigits: 'Podaj kwotę w formacie liczbowym, np. 50000',
  incomeDigits: 'Podaj kwotę w formacie liczbowym, np. 3500',
  situationRequired: 'Zaznacz co najmniej jedną opcję',
  consentTitle: 'Wymagana zgoda',
  consentProcessing: 'Prosimy o wyrażenie zgody na przetwarzanie danych osobowych.',
  consentBoth:
    'Prosimy o wyrażenie zgody na przetwarzanie danych osobowych oraz analizę dokumentów.',
  consentDocumentsTitle: 'Wymagana zgoda na analizę dokumentów',
  consentDocuments: 'Jeśli załączasz dokumenty, wymagana jest zgoda na ich analizę.',
  newsletterConsent: 'Zaznacz zgodę, abyśmy mogli wysyłać Ci newsletter.',
  quickMissingTitle: 'Uzupełnij dane',
  quickMissing: 'Prosimy o podanie imienia, emaila i telefonu.',
  quickLeadMissing: 'Prosimy o podanie imienia i telefonu.',
  stepInvalidTitle: 'Sprawdź dane',
  stepInvalid: 'Wypełnij wszystkie wymagane pola poprawnie.',
  invalidBody: 'Formularz zawiera niepoprawne dane. Sprawdź pola i spróbuj ponownie.',
  invalidValue: 'Nieprawidłowa wartość pola.',
  nameTooShort: 'Podaj imię i nazwisko (co najmniej 2 litery).',
  phoneInvalid: 'Podaj poprawny numer telefonu, np. 600 100 200.',
  phoneTooShort: 'Numer telefonu powinien mieć co najmniej 9 cyfr.',
  singleLine: 'Wpisz tę wartość w jednym wierszu.',
  invalidCharacters:
    'Pole zawiera znaki, których nie możemy przyjąć. Wpisz je ponownie z klawiatury.',
  tooLong: 'Ten tekst jest za długi. Skróć go, proszę.',
  tooMany: `Możesz dołączyć najwyżej ${MAX_FILES} plików.`,
  required: 'To pole jest wymagane.',
} as const;

/**
 * The message of an issue its schema gives none for, by zod's issue code: a body from anything
 * but the site's own forms can still produce these, and every answer the function gives is Polish.
 */
export function polishIssue(code: string | undefined): string {
  switch (code) {
    case 'too_big':
      return messages.tooLong;
    case 'unrecognized_keys':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return messages.invalidBody;
    default:
      return messages.invalidValue;
  }
}

// Field builders, shared by the payloads below and the browser forms' own schemas. A missing or
// mistyped value gets a Polish message too (zod's default is English).

/**
 * Invisible characters: format characters (zero-width spaces, joiners, direction marks, BOM) and
 * the fillers that are letters or symbols yet show nothing (Hangul fillers, the blank Braille
 * pattern): dropped, so a name of them is empty rather than blank-looking.
 */
const INVISIBLE_CHARACTERS = /[\p{Cf}\u115f\u1160\u3164\uffa0\u2800]/gu;
/**
 * Every character that ends a line somewhere: CR, LF, VT, FF, NEL and the Unicode line and
 * paragraph separators. In a single-line field any of them could plant a fake line in the
 * advisers' e-mail, so such a value is refused.
 */
const LINE_BREAKS = /[\n\v\f\r\u0085\u2028\u2029]/;
/** The other control characters (C0 but tab and the line breaks, DEL, C1 but NEL): dropped. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;
/** Half of a surrogate pair without its other half: not text, and PostgreSQL refuses it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A string with invisible and control characters dropped; lone surrogates are refused after. */
const text = (error: string) =>
  z
    .string({ error })
    .refine((value) => !LONE_SURROGATE.test(value), messages.invalidCharacters)
    .overwrite((value) => value.replace(INVISIBLE_CHARACTERS, '').replace(CONTROL_CHARACTERS, ''));

/**
 * One line of text: invisible and control characters dropped, a tab turned into a space, trimmed,
 * and no line break of any kind, which could otherwise plant fake lines in the advisers' e-mail.
 */
const singleLine = (max: number, error: string = messages.invalidValue) =>
  text(error)
    .overwrite((value) => value.replaceAll('\t', ' '))
    .trim()
    .max(max, messages.tooLong)
    .refine((value) => !LINE_BREAKS.test(value), messages.singleLine);
/** Free text over several lines: every kind of line break kept as \n, control characters dropped. */
const multiLine = (max: number) =>
  text(messages.invalidValue)
    .overwrite((value) => value.replace(/\r\n?|[\v\f\u0085\u2028\u2029]/g, '\n'))
    .trim()
    .max(max, messages.tooLong);
const count = (value: string, pattern: RegExp) => value.match(pattern)?.length ?? 0;
const flag = () => z.boolean({ error: messages.invalidValue });

export const nameField = singleLine(200, messages.nameRequired)
  .min(1, messages.nameRequired)
  .refine((value) => value === '' || count(value, /\p{L}/gu) >= 2, messages.nameTooShort);
/**
 * The one normal form of a phone number (E.164: "+48600100200") from the spellings people type:
 * "600 100 200", "600-100-200", "+48 600 100 200", "(+48) 600-100-200", "0048 600 100 200",
 * "+48 (0) 600 100 200", or a foreign number with its country code; undefined for anything else.
 * The same rule as the store's SQL function public.normal_phone (a test holds them together).
 */
export function normalPhone(typed: string): string | undefined {
  const compact = typed.replaceAll('(0)', '').replace(/[\s().\-/]/g, '');
  if (/^(\+|00)?48\d{9}$/.test(compact) || /^0?\d{9}$/.test(compact)) {
    return `+48${compact.slice(-9)}`;
  }
  // A Polish number has nine digits after +48: any other count is a mistyped one.
  if (/^(\+|00)48/.test(compact)) return undefined;
  if (/^\+[1-9]\d{7,14}$/.test(compact)) return compact;
  if (/^00[1-9]\d{7,14}$/.test(compact)) return `+${compact.slice(2)}`;
  return undefined;
}

/** Digits and what people write between them: spaces, +, brackets, dashes, dots, slashes. */
const PHONE_CHARACTERS = /^[\d\s+().\-/]*$/;

export const phoneField = singleLine(40, messages.phoneRequired)
  .min(1, messages.phoneRequired)
  .refine((value) => PHONE_CHARACTERS.test(value), messages.phoneInvalid)
  .refine(
    (value) => !PHONE_CHARACTERS.test(value) || count(value, /\d/g) >= 9,
    messages.phoneTooShort,
  )
  .refine(
    (value) => count(value, /\d/g) < 9 || normalPhone(value) !== undefined,
    messages.phoneInvalid,
  );
export const emailField = singleLine(254, messages.emailRequired)
  .min(1, messages.emailRequired)
  .pipe(z.email(messages.emailInvalid));
export const optionalText = (max = 5000) => multiLine(max);
/** Digits only, or empty: amounts typed in złoty. */
export const digitsField = (message: string) => singleLine(12).regex(/^\d*$/, message);
export const loanAmountField = singleLine(60);
export const pageNameField = singleLine(200).min(1);
/** When the visitor would like the call ('asap' when not given): see service-promises.ts. */
export const callbackTimeField = z.enum(callbackTimeIds, { error: messages.invalidValue });

/** The click ids of the ad platforms, sent only when the visitor gave marketing consent. */
export const clickIdKeys = ['gclid', 'gbraid', 'wbraid', 'fbclid'] as const;
export type ClickIdKey = (typeof clickIdKeys)[number];

/** What a campaign tag may hold: letters, digits, spaces and the punctuation tags use. */
const CAMPAIGN_TEXT = /^[\p{L}\p{N}\p{Pd} _.,:;/|+~()!&@#%']+$/u;
/** Drops the value when it does not pass: attribution never costs the visitor a lead. */
const dropInvalid = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
/** An object without its dropped values, or undefined when none is left. */
function compact<T extends Record<string, unknown>>(value: T): Partial<T> | undefined {
  const kept = Object.entries(value).filter(([, item]) => item !== undefined);
  return kept.length > 0 ? (Object.fromEntries(kept) as Partial<T>) : undefined;
}
const campaignText = () => dropInvalid(singleLine(200).min(1).regex(CAMPAIGN_TEXT));
/** The referrer as origin and path: an http(s) URL with no query and no fragment. */
const referrerUrl = () =>
  dropInvalid(
    singleLine(500)
      .pipe(z.url({ protocol: /^https?$/ }))
      .refine((url) => !/[?#]/.test(url)),
  );
const landingPath = () => dropInvalid(singleLine(500).regex(/^\/[\p{L}\p{N}/._~%-]*$/u));
const clickId = () => dropInvalid(singleLine(500).regex(/^[\w.~-]+$/));

/**
 * The campaign that brought the visitor (issue 27): the first UTM tags, referrer (origin and path)
 * and landing path of the visit, and the ad platforms' click ids with marketing consent. Each value
 * is checked for length and characters; one that fails is dropped, never the lead.
 */
export const attributionSchema = dropInvalid(
  z
    .object({
      source: campaignText(),
      medium: campaignText(),
      campaign: campaignText(),
      term: campaignText(),
      content: campaignText(),
      referrer: referrerUrl(),
      landingPage: landingPath(),
      clickIds: dropInvalid(
        z
          .object(
            Object.fromEntries(clickIdKeys.map((key) => [key, clickId()])) as Record<
              ClickIdKey,
              ReturnType<typeof clickId>
            >,
          )
          .transform(compact),
      ),
    })
    .transform(compact),
);
export type Attribution = NonNullable<z.infer<typeof attributionSchema>>;

/**
 * Sent by every form besides its spec body: the submission id (a UUID made when the visitor starts
 * the form; the same id again is the same lead), the version of the consent wording shown, and the
 * campaign attribution (added by the one send call, src/features/leads/send-lead.ts).
 */
const envelope = {
  [HONEYPOT_FIELD]: z.unknown().optional(),
  submissionId: z.uuid({ error: messages.invalidValue }).optional(),
  consentVersion: z.enum(PUBLISHED_CONSENT_VERSIONS, { error: messages.invalidValue }).optional(),
  attribution: attributionSchema,
};

export const uploadedFileSchema = z.object(
  {
    name: singleLine(255).min(1, messages.required),
    size: z.number({ error: messages.invalidValue }).int().nonnegative(),
  },
  { error: messages.invalidValue },
);
/** The attached files' names and sizes: at most as many as the file picker takes. */
const uploadedFiles = z
  .array(uploadedFileSchema, { error: messages.invalidValue })
  .max(MAX_FILES, messages.tooMany);

export const situationKeys = [
  'latePayments',
  'paydayLoans',
  'bankRejection',
  'consolidation',
  'cashLoan',
  'medicalProfession',
  'other',
] as const;
export type SituationKey = (typeof situationKeys)[number];

export const selectedSituationsSchema = z
  .object(
    Object.fromEntries(situationKeys.map((key) => [key, flag()])) as Record<
      SituationKey,
      z.ZodBoolean
    >,
  )
  .refine((situations) => Object.values(situations).some(Boolean), {
    message: messages.situationRequired,
  });

const agreed = (message: string) => z.literal(true, { message });

/**
 * The optional marketing consents of the wizards, one per channel (both unticked by default, each
 * withdrawable on its own); the forms always send both. A page built before the split sends only
 * `consentMarketing`, one box for both channels: still accepted and stored as sent, never read as
 * a consent for either channel (those stay unset).
 */
const marketingConsents = {
  consentMarketingEmail: flag().optional(),
  consentMarketingPhone: flag().optional(),
  consentMarketing: flag().optional(),
};

export const quickContactPayload = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  loanAmount: loanAmountField,
  consent: agreed(messages.consentProcessing),
  callbackTime: callbackTimeField.optional(),
  formType: z.literal('quick-contact'),
  pageName: pageNameField,
  ...envelope,
});

export const applicationPayload = z
  .object({
    name: nameField,
    email: emailField,
    phone: phoneField,
    message: optionalText(),
    loanAmount: loanAmountField,
    formType: z.literal('application'),
    pageName: pageNameField,
    selectedSituations: selectedSituationsSchema,
    debt: digitsField(messages.debtDigits),
    income: digitsField(messages.incomeDigits),
    ...marketingConsents,
    consentProcessing: agreed(messages.consentProcessing),
    consentDocuments: flag(),
    uploadedFiles,
    callbackTime: callbackTimeField.optional(),
    ...envelope,
  })
  .superRefine((payload, context) => {
    if (payload.uploadedFiles.length > 0 && !payload.consentDocuments) {
      context.addIssue({
        code: 'custom',
        path: ['consentDocuments'],
        message: messages.consentDocuments,
      });
    }
  });

export const analysisPayload = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  debt: digitsField(messages.debtDigits),
  income: digitsField(messages.incomeDigits),
  situationDetail: optionalText(),
  bankRejection: flag(),
  hasMortgage: flag(),
  hasPaydayLoans: flag(),
  latePayments: flag(),
  ...marketingConsents,
  consentProcessing: agreed(messages.consentBoth),
  consentDocuments: agreed(messages.consentBoth),
  uploadedFiles,
  callbackTime: callbackTimeField.optional(),
  formType: z.literal('analysis'),
  pageName: z.literal(ANALYSIS_PAGE_NAME),
  ...envelope,
});

export const contactPayload = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  message: optionalText().min(1, messages.messageRequired),
  formType: z.literal('contact'),
  pageName: z.literal(CONTACT_PAGE_NAME),
  ...envelope,
});

export const quickLeadPayload = z.object({
  name: nameField,
  email: z.literal(QUICK_LEAD_EMAIL),
  phone: phoneField,
  loanAmount: loanAmountField,
  callbackTime: callbackTimeField.optional(),
  formType: z.literal('application'),
  /** The consolidation-loan hero's form, or an offer page's callback form: that page's name. */
  pageName: pageNameField,
  ...envelope,
});

/** A whole number of złoty or months within [min, max]. */
const wholeNumber = (min: number, max: number) =>
  z.number({ error: messages.invalidValue }).int(messages.invalidValue).min(min).max(max);

/**
 * The consolidation calculator's result as the visitor saw it: the obligations they listed, the
 * term they picked and the new credit's instalment and RRSO. The product's own limits (term,
 * largest credit) are the calculator's; the schema keeps every value a sane, finite number.
 */
export const calculationSchema = z.object({
  debts: z
    .array(
      z.object({
        balance: wholeNumber(1, calculatorLimits.maxBalance),
        instalment: wholeNumber(1, calculatorLimits.maxBalance),
        monthsLeft: wholeNumber(1, calculatorLimits.maxMonthsLeft),
      }),
    )
    .min(1)
    .max(calculatorLimits.maxDebts),
  term: wholeNumber(1, calculatorLimits.maxMonthsLeft),
  instalment: z
    .number({ error: messages.invalidValue })
    .positive()
    .max(calculatorLimits.maxBalance),
  rrso: z.number({ error: messages.invalidValue }).nonnegative().max(1000),
});

/**
 * 'Wyślij wyliczenie doradcy' under the consolidation calculator: name and phone (and the quick
 * lead's placeholder e-mail), the consent, and the calculation when the calculator shows one (without it the adviser reads "bez wyliczenia").
 */
export const calculatorPayload = z.object({
  name: nameField,
  // Like the quick lead's: the form asks for no address.
  email: z.literal(QUICK_LEAD_EMAIL),
  phone: phoneField,
  consentProcessing: agreed(messages.consentProcessing),
  calculation: calculationSchema.optional(),
  callbackTime: callbackTimeField.optional(),
  formType: z.literal('calculator'),
  pageName: z.literal(CALCULATOR_PAGE_NAME),
  ...envelope,
});

export const newsletterPayload = z.object({
  email: emailField,
  consentMarketing: agreed(messages.newsletterConsent),
  formType: z.literal('newsletter'),
  pageName: pageNameField,
  ...envelope,
});

export const surveyExperiences = ['positive', 'neutral', 'negative'] as const;
export type SurveyExperience = (typeof surveyExperiences)[number];

/**
 * The thank-you page's survey: how the form went and what to improve. Not a lead: no name, no
 * contact, no attribution; the function stores it anonymously (public.survey_answers).
 */
export const surveyPayload = z.object({
  formType: z.literal('survey'),
  experience: z.enum(surveyExperiences, { error: messages.invalidValue }).optional(),
  additionalFeedback: optionalText(2000).default(''),
  [HONEYPOT_FIELD]: z.unknown().optional(),
});
export type SurveyPayload = z.infer<typeof surveyPayload>;

export function isSurveyBody(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as Record<string, unknown>).formType === 'survey'
  );
}

export type QuickContactPayload = z.infer<typeof quickContactPayload>;
export type ApplicationPayload = z.infer<typeof applicationPayload>;
export type AnalysisPayload = z.infer<typeof analysisPayload>;
export type ContactPayload = z.infer<typeof contactPayload>;
export type QuickLeadPayload = z.infer<typeof quickLeadPayload>;
export type NewsletterPayload = z.infer<typeof newsletterPayload>;
export type CalculatorPayload = z.infer<typeof calculatorPayload>;
export type Calculation = z.infer<typeof calculationSchema>;

/** What a lead is, as the advisers' notification names it. */
export type LeadKind =
  | 'quick-contact'
  | 'application'
  | 'analysis'
  | 'contact'
  | 'quick-lead'
  | 'newsletter'
  | 'calculator';

export type Lead =
  | { kind: 'quick-contact'; data: QuickContactPayload }
  | { kind: 'application'; data: ApplicationPayload }
  | { kind: 'analysis'; data: AnalysisPayload }
  | { kind: 'contact'; data: ContactPayload }
  | { kind: 'quick-lead'; data: QuickLeadPayload }
  | { kind: 'newsletter'; data: NewsletterPayload }
  | { kind: 'calculator'; data: CalculatorPayload };

export type LeadPayload = Lead['data'];

export type ParseLeadResult =
  { success: true; lead: Lead } | { success: false; fieldErrors: Record<string, string> };

const schemaFor = {
  'quick-contact': quickContactPayload,
  application: applicationPayload,
  analysis: analysisPayload,
  contact: contactPayload,
  'quick-lead': quickLeadPayload,
  newsletter: newsletterPayload,
  calculator: calculatorPayload,
} satisfies Record<LeadKind, z.ZodType>;

/**
 * Which lead a body is. The quick lead and the full application share formType 'application'; the
 * quick lead is the one with the placeholder e-mail and no list of situations.
 */
export function leadKindOf(body: unknown): LeadKind | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  switch (record.formType) {
    case 'quick-contact':
    case 'analysis':
    case 'contact':
    case 'newsletter':
    case 'calculator':
      return record.formType;
    case 'application':
      return 'selectedSituations' in record || record.email !== QUICK_LEAD_EMAIL
        ? 'application'
        : 'quick-lead';
    default:
      return undefined;
  }
}

/** Validates a request body; field errors are keyed by dotted path ("selectedSituations"). */
export function parseLead(body: unknown): ParseLeadResult {
  const kind = leadKindOf(body);
  if (!kind) return { success: false, fieldErrors: { formType: 'Nieznany rodzaj formularza.' } };
  const result = schemaFor[kind].safeParse(body);
  if (result.success) return { success: true, lead: { kind, data: result.data } as Lead };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'body';
    fieldErrors[key] ??= issue.message;
  }
  return { success: false, fieldErrors };
}

/**
 * True when the honeypot was filled, or holds anything but a string: the body comes from a bot.
 * Bots get the same silent success as people, so the field is never named to them.
 */
export function isBot(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !(HONEYPOT_FIELD in body)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value !== 'string' || value.trim() !== '';
}
