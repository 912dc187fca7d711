import { z } from 'zod';
import {
  callbackTimeField,
  ANALYSIS_PAGE_NAME,
  digitsField,
  emailField,
  messages,
  nameField,
  optionalText,
  phoneField,
  uploadedFileSchema,
} from '@shared/lead-schema';
import type { FieldPath } from 'react-hook-form';
import type { ToastInput } from '@/components/ui/toast-store';
import type { AnalysisFlag } from '@/content/wizard';

export const analysisFlags: AnalysisFlag[] = [
  'bankRejection',
  'hasMortgage',
  'hasPaydayLoans',
  'latePayments',
];

/**
 * The analysis form's own rules, consents included: both are required, always, with one shared
 * message (spec §5). 'Dalej' checks only its step's fields; sending checks all, consents last.
 */
export const analysisFormSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  callbackTime: callbackTimeField,
  debt: digitsField(messages.debtDigits),
  income: digitsField(messages.incomeDigits),
  situationDetail: optionalText(),
  bankRejection: z.boolean(),
  hasMortgage: z.boolean(),
  hasPaydayLoans: z.boolean(),
  latePayments: z.boolean(),
  consentMarketingEmail: z.boolean(),
  consentMarketingPhone: z.boolean(),
  consentProcessing: z.boolean().refine(Boolean, messages.consentBoth),
  consentDocuments: z.boolean().refine(Boolean, messages.consentBoth),
  uploadedFiles: z.array(uploadedFileSchema),
  website: z.string(),
});

export type AnalysisValues = z.input<typeof analysisFormSchema>;
type Name = FieldPath<AnalysisValues>;

export const analysisDefaults: AnalysisValues = {
  name: '',
  email: '',
  phone: '',
  callbackTime: 'asap',
  debt: '',
  income: '',
  situationDetail: '',
  bankRejection: false,
  hasMortgage: false,
  hasPaydayLoans: false,
  latePayments: false,
  consentMarketingEmail: false,
  consentMarketingPhone: false,
  consentProcessing: false,
  consentDocuments: false,
  uploadedFiles: [],
  website: '',
};

/** The fields each step validates, in screen order. */
export const analysisSteps: Name[][] = [
  ['name', 'email', 'phone', 'callbackTime'],
  [...analysisFlags, 'debt', 'income', 'situationDetail'],
  ['consentProcessing', 'consentDocuments', 'consentMarketingEmail', 'consentMarketingPhone'],
];

/** The toast for missing consents: one message for both. */
export const analysisConsentNotice: ToastInput = {
  title: messages.consentTitle,
  description: messages.consentBoth,
};

/** The body of spec §7, before the shared schema checks (and trims) it. */
export function toAnalysisBody(values: AnalysisValues) {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    callbackTime: values.callbackTime,
    debt: values.debt,
    income: values.income,
    situationDetail: values.situationDetail,
    bankRejection: values.bankRejection,
    hasMortgage: values.hasMortgage,
    hasPaydayLoans: values.hasPaydayLoans,
    latePayments: values.latePayments,
    consentMarketingEmail: values.consentMarketingEmail,
    consentMarketingPhone: values.consentMarketingPhone,
    consentProcessing: values.consentProcessing,
    consentDocuments: values.consentDocuments,
    uploadedFiles: values.uploadedFiles.map(({ name, size }) => ({ name, size })),
    formType: 'analysis' as const,
    pageName: ANALYSIS_PAGE_NAME,
  };
}
