import { Field, controlClass } from '@/components/ui/field';
import { fieldLabels, placeholders } from '@/content/forms';
import { useClearingRegister, useFieldError, type ContactValues } from './form-context';

/** Step 1 of both wizards: name, e-mail and phone, all required. */
export function ContactStep() {
  const field = useClearingRegister<ContactValues>();
  const error = useFieldError<ContactValues>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field label={fieldLabels.name} required error={error('name')}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              maxLength={200}
              placeholder={placeholders.name}
              className={controlClass}
              {...field('name')}
            />
          )}
        </Field>
      </div>
      <Field label={fieldLabels.email} required error={error('email')}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            maxLength={254}
            placeholder={placeholders.email}
            className={controlClass}
            {...field('email')}
          />
        )}
      </Field>
      <Field label={fieldLabels.phone} required error={error('phone')}>
        {(control) => (
          <input
            {...control}
            type="tel"
            autoComplete="tel"
            maxLength={40}
            placeholder={placeholders.phone}
            className={controlClass}
            {...field('phone')}
          />
        )}
      </Field>
    </div>
  );
}
