import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField, checkboxClass } from '@/components/ui/field';

interface ConsentFieldProps {
  /** The consent's text (with its link to the privacy policy where it has one). */
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
  /** Marked with an asterisk and `required`; the rule itself lives in the form's schema. */
  required?: boolean;
}

/** The one consent box of every lead form: its text, its asterisk when required, its error. */
export function ConsentField({ label, registration, error, required = false }: ConsentFieldProps) {
  return (
    <CheckboxField label={label} error={error} required={required}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type="checkbox"
          required={required}
          className={checkboxClass}
        />
      )}
    </CheckboxField>
  );
}
