/**
 * The lead payloads: what each form sends to the send-email function, defined once. The browser
 * forms (through the @shared alias) and the Deno function import this module; it imports only zod.
 * The Polish messages are the spec's (§5) where it gives them.
 */
import { z } from 'zod';

export const MAX_BODY_BYTES = 64 * 1024;

/** The placeholder e-mail of the consolidation hero's quick lead, which asks for no address. */
export const QUICK_LEAD_EMAIL = 'brak-emaila@lead.invalid';

/** The honeypot field every lead form carries; people never see it, so only bots fill it in. */
export const HONEYPOT_FIELD = 'website';

export const APPLICATION_PAGE_NAME = 'Wniosek online';
export const ANALYSIS_PAGE_NAME = 'Bezpłatna analiza finansowa';
export const CONTACT_PAGE_NAME = 'Formularz kontaktowy';
export const QUICK_LEAD_PAGE_NAME = 'Pożyczka konsolidacyjna';
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
} as const;

// Field builders, shared by the payloads below and the browser forms' own schemas. A missing or
// mistyped value gets a Polish message too (zod's default is English).
const trimmed = (max: number, error: string = messages.invalidValue) =>
  z.string({ error }).trim().max(max);
const flag = () => z.boolean({ error: messages.invalidValue });
export const nameField = trimmed(200, messages.nameRequired).min(1, messages.nameRequired);
export const phoneField = trimmed(40, messages.phoneRequired).min(1, messages.phoneRequired);
export const emailField = trimmed(254, messages.emailRequired)
  .min(1, messages.emailRequired)
  .pipe(z.email(messages.emailInvalid));
export const optionalText = (max = 5000) => trimmed(max);
/** Digits only, or empty: amounts typed in złoty. */
export const digitsField = (message: string) => trimmed(12).regex(/^\d*$/, message);
export const loanAmountField = trimmed(60);
export const pageNameField = trimmed(200).min(1);
const honeypot = { [HONEYPOT_FIELD]: z.string().max(500).optional() };

export const uploadedFileSchema = z.object({
  name: trimmed(255).min(1),
  size: z.number({ error: messages.invalidValue }).int().nonnegative(),
});

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

export const quickContactPayload = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  loanAmount: loanAmountField,
  consent: agreed(messages.consentProcessing),
  formType: z.literal('quick-contact'),
  pageName: pageNameField,
  ...honeypot,
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
    consentMarketing: flag(),
    consentProcessing: agreed(messages.consentProcessing),
    consentDocuments: flag(),
    uploadedFiles: z.array(uploadedFileSchema),
    ...honeypot,
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
  consentMarketing: flag(),
  consentProcessing: agreed(messages.consentBoth),
  consentDocuments: agreed(messages.consentBoth),
  uploadedFiles: z.array(uploadedFileSchema),
  formType: z.literal('analysis'),
  pageName: z.literal(ANALYSIS_PAGE_NAME),
  ...honeypot,
});

export const contactPayload = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  message: optionalText().min(1, messages.messageRequired),
  formType: z.literal('contact'),
  pageName: z.literal(CONTACT_PAGE_NAME),
  ...honeypot,
});

export const quickLeadPayload = z.object({
  name: nameField,
  email: z.literal(QUICK_LEAD_EMAIL),
  phone: phoneField,
  loanAmount: loanAmountField,
  formType: z.literal('application'),
  pageName: z.literal(QUICK_LEAD_PAGE_NAME),
  ...honeypot,
});

export const newsletterPayload = z.object({
  email: emailField,
  consentMarketing: agreed(messages.newsletterConsent),
  formType: z.literal('newsletter'),
  pageName: pageNameField,
  ...honeypot,
});

export type QuickContactPayload = z.infer<typeof quickContactPayload>;
export type ApplicationPayload = z.infer<typeof applicationPayload>;
export type AnalysisPayload = z.infer<typeof analysisPayload>;
export type ContactPayload = z.infer<typeof contactPayload>;
export type QuickLeadPayload = z.infer<typeof quickLeadPayload>;
export type NewsletterPayload = z.infer<typeof newsletterPayload>;

/** What a lead is, as the advisers' notification names it. */
export type LeadKind =
  'quick-contact' | 'application' | 'analysis' | 'contact' | 'quick-lead' | 'newsletter';

export type Lead =
  | { kind: 'quick-contact'; data: QuickContactPayload }
  | { kind: 'application'; data: ApplicationPayload }
  | { kind: 'analysis'; data: AnalysisPayload }
  | { kind: 'contact'; data: ContactPayload }
  | { kind: 'quick-lead'; data: QuickLeadPayload }
  | { kind: 'newsletter'; data: NewsletterPayload };

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

/** True when the honeypot was filled: the body comes from a bot. */
export function isBot(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
}
