import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CheckboxField, checkboxClass } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { consentCopy } from '@/content/wizard';
import { useClearingRegister, useFieldError, type ConsentValues } from './form-context';

interface ConsentCheckboxProps {
  name: keyof ConsentValues;
  label: ReactNode;
  required?: boolean;
}

/** One consent box with its own error. */
export function ConsentCheckbox({ name, label, required = false }: ConsentCheckboxProps) {
  const field = useClearingRegister<ConsentValues>();
  const error = useFieldError<ConsentValues>();
  return (
    <CheckboxField label={label} required={required} error={error(name)}>
      {(control) => (
        <input type="checkbox" {...control} className={checkboxClass} {...field(name)} />
      )}
    </CheckboxField>
  );
}

/** The processing consent's text, linking to the privacy policy (a new tab keeps the entries). */
export function ProcessingConsentLabel() {
  const { before, link, after } = consentCopy.processing;
  return (
    <>
      {before}
      <Link
        to={paths.privacy}
        target="_blank"
        rel="noopener"
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {link}
        <span className="sr-only"> (otwiera się w nowej karcie)</span>
      </Link>
      {after}
    </>
  );
}
