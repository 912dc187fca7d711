import type { CallbackTimeId } from '@shared/service-promises';
import { useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';

/** Fields both wizards have, read by the shared steps through the form context. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  callbackTime: CallbackTimeId;
}

export interface AmountValues {
  debt: string;
  income: string;
  situationDetail: string;
}

export interface ConsentValues {
  consentMarketingEmail: boolean;
  consentMarketingPhone: boolean;
  consentProcessing: boolean;
  consentDocuments: boolean;
}

/**
 * Registers a control whose error (or the error of `clears`, e.g. a group) disappears as soon as
 * the visitor edits it; the field is checked again on 'Dalej' or on sending.
 */
export function useClearingRegister<T extends FieldValues>() {
  const { register, clearErrors } = useFormContext<T>();
  return (name: FieldPath<T>, clears: FieldPath<T> = name) =>
    register(name, { onChange: () => clearErrors(clears) });
}

/** The current error message of a field, if any. */
export function useFieldError<T extends FieldValues>() {
  const { getFieldState, formState } = useFormContext<T>();
  return (name: FieldPath<T>) => getFieldState(name, formState).error?.message;
}
