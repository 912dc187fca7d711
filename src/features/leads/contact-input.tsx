import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, controlClass } from '@/components/ui/field';
import { fieldLabels, placeholders } from '@/content/forms';

const inputs = {
  name: { type: 'text', autoComplete: 'name', maxLength: 200 },
  email: { type: 'email', autoComplete: 'email', maxLength: 254 },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: 40 },
} as const;

interface ContactInputProps {
  kind: keyof typeof inputs;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** A required name, e-mail or phone input with its label, placeholder and error, as every form has. */
export function ContactInput({ kind, registration, error }: ContactInputProps) {
  return (
    <Field label={fieldLabels[kind]} error={error} required>
      {(control) => (
        <input
          {...control}
          {...registration}
          {...inputs[kind]}
          placeholder={placeholders[kind]}
          required
          className={controlClass}
        />
      )}
    </Field>
  );
}
