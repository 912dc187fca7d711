import { z } from 'zod';
import {
  callbackTimeField,
  APPLICATION_PAGE_NAME,
  NO_AMOUNT,
  digitsField,
  emailField,
  messages,
  nameField,
  optionalText,
  phoneField,
  selectedSituationsSchema,
  situationKeys,
  uploadedFileSchema,
  type SituationKey,
} from '@shared/lead-schema';
import type { FieldPath } from 'react-hook-form';

import type { ToastInput } from '@/components/ui/toast-store';

/**
 * The application wizard's own rules. The attached files are a field of the form, so the consent
 * rules live here too (design §3): processing always, documents only when a file is attached.
 * 'Dalej' checks only its step's fields; sending checks all, consents last (spec §4).
 */
export const applicationFormSchema = z
  .object({
    name: nameField,
    email: emailField,
    phone: phoneField,
    callbackTime: callbackTimeField,
    selectedSituations: selectedSituationsSchema,
    debt: digitsField(messages.debtDigits),
    income: digitsField(messages.incomeDigits),
    situationDetail: optionalText(),
    consentMarketingEmail: z.boolean(),
    consentMarketingPhone: z.boolean(),
    consentProcessing: z.boolean(),
    consentDocuments: z.boolean(),
    uploadedFiles: z.array(uploadedFileSchema),
    website: z.string(),
  })
  .superRefine((values, context) => {
    if (!values.consentProcessing) {
      context.addIssue({
        code: 'custom',
        path: ['consentProcessing'],
        message: messages.consentProcessing,
      });
    }
    if (values.uploadedFiles.length > 0 && !values.consentDocuments) {
      context.addIssue({
        code: 'custom',
        path: ['consentDocuments'],
        message: messages.consentDocuments,
      });
    }
  });

export type ApplicationValues = z.input<typeof applicationFormSchema>;
type Name = FieldPath<ApplicationValues>;

export const applicationDefaults: ApplicationValues = {
  name: '',
  email: '',
  phone: '',
  callbackTime: 'asap',
  selectedSituations: Object.fromEntries(situationKeys.map((key) => [key, false])) as Record<
    SituationKey,
    boolean
  >,
  debt: '',
  income: '',
  situationDetail: '',
  consentMarketingEmail: false,
  consentMarketingPhone: false,
  consentProcessing: false,
  consentDocuments: false,
  uploadedFiles: [],
  website: '',
};

/** The fields each step validates, in screen order. */
export const applicationSteps: Name[][] = [
  ['name', 'email', 'phone', 'callbackTime'],
  ['selectedSituations', 'debt', 'income', 'situationDetail'],
  ['consentProcessing', 'consentDocuments', 'consentMarketingEmail', 'consentMarketingPhone'],
];

/** The situation error sits on the group; the focus goes to its first box. */
export const applicationFocusTarget = (name: Name): Name =>
  name === 'selectedSituations' ? `selectedSituations.${situationKeys[0]}` : name;

/** The toast for missing consents: the processing one first, else the documents one. */
export function applicationConsentNotice(processingMissing: boolean): ToastInput {
  return processingMissing
    ? { title: messages.consentTitle, description: messages.consentProcessing }
    : { title: messages.consentDocumentsTitle, description: messages.consentDocuments };
}

/** The body of spec §7, before the shared schema checks (and trims) it. */
export function toApplicationBody(values: ApplicationValues) {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    callbackTime: values.callbackTime,
    message: values.situationDetail,
    loanAmount: values.debt.trim() || NO_AMOUNT,
    formType: 'application' as const,
    pageName: APPLICATION_PAGE_NAME,
    selectedSituations: Object.fromEntries(
      situationKeys.map((key) => [key, values.selectedSituations[key]]),
    ) as Record<SituationKey, boolean>,
    debt: values.debt,
    income: values.income,
    consentMarketingEmail: values.consentMarketingEmail,
    consentMarketingPhone: values.consentMarketingPhone,
    consentProcessing: values.consentProcessing,
    consentDocuments: values.consentDocuments,
    uploadedFiles: values.uploadedFiles.map(({ name, size }) => ({ name, size })),
  };
}
