import { z } from 'zod';
import {
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
  type SituationKey,
} from '@shared/lead-schema';
import type { FieldPath } from 'react-hook-form';

import type { ToastInput } from '@/components/ui/toast-store';
import type { AttachedFile } from './use-file-list';

/** The application wizard's own rules; the consents are checked on sending (spec §4). */
export const applicationFormSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  selectedSituations: selectedSituationsSchema,
  debt: digitsField(messages.debtDigits),
  income: digitsField(messages.incomeDigits),
  situationDetail: optionalText(),
  consentMarketing: z.boolean(),
  consentProcessing: z.boolean(),
  consentDocuments: z.boolean(),
  website: z.string(),
});

export type ApplicationValues = z.input<typeof applicationFormSchema>;
type Name = FieldPath<ApplicationValues>;

export const applicationDefaults: ApplicationValues = {
  name: '',
  email: '',
  phone: '',
  selectedSituations: Object.fromEntries(situationKeys.map((key) => [key, false])) as Record<
    SituationKey,
    boolean
  >,
  debt: '',
  income: '',
  situationDetail: '',
  consentMarketing: false,
  consentProcessing: false,
  consentDocuments: false,
  website: '',
};

/** The fields each step validates, in screen order. */
export const applicationSteps: Name[][] = [
  ['name', 'email', 'phone'],
  ['selectedSituations', 'debt', 'income', 'situationDetail'],
  ['consentProcessing', 'consentDocuments', 'consentMarketing'],
];

/** The situation error sits on the group; the focus goes to its first box. */
export const applicationFocusTarget = (name: Name): Name =>
  name === 'selectedSituations' ? `selectedSituations.${situationKeys[0]}` : name;

/** Missing consents: processing always, documents only when a file is attached. */
export function applicationConsentErrors(
  values: ApplicationValues,
  hasFiles: boolean,
): { errors: [Name, string][]; notice: ToastInput } {
  const errors: [Name, string][] = [];
  if (!values.consentProcessing) errors.push(['consentProcessing', messages.consentProcessing]);
  if (hasFiles && !values.consentDocuments) {
    errors.push(['consentDocuments', messages.consentDocuments]);
  }
  const notice = values.consentProcessing
    ? { title: messages.consentDocumentsTitle, description: messages.consentDocuments }
    : { title: messages.consentTitle, description: messages.consentProcessing };
  return { errors, notice };
}

/** The body of spec §7, before the shared schema checks (and trims) it. */
export function toApplicationBody(values: ApplicationValues, files: AttachedFile[]) {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    message: values.situationDetail,
    loanAmount: values.debt.trim() || NO_AMOUNT,
    formType: 'application' as const,
    pageName: APPLICATION_PAGE_NAME,
    selectedSituations: Object.fromEntries(
      situationKeys.map((key) => [key, values.selectedSituations[key]]),
    ) as Record<SituationKey, boolean>,
    debt: values.debt,
    income: values.income,
    consentMarketing: values.consentMarketing,
    consentProcessing: values.consentProcessing,
    consentDocuments: values.consentDocuments,
    uploadedFiles: files.map(({ name, size }) => ({ name, size })),
  };
}
