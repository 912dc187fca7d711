import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import {
  CONTACT_PAGE_NAME,
  contactPayload,
  emailField,
  messages,
  nameField,
  optionalText,
  phoneField,
} from '@shared/lead-schema';
import { CheckboxField, Field, checkboxClass, controlClass } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { fieldLabels, placeholders, successToasts } from '@/content/forms';
import { contactFormCopy, processingConsent } from '@/content/quick-forms';
import { LinkedTextLabel } from './form-parts';
import { HoneypotField, withHoneypot } from './honeypot-field';
import { checkedPayload, toastConsentMissing } from './lead-form-helpers';
import { useLeadSubmission } from './use-lead-submission';

const schema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  message: optionalText().min(1, messages.messageRequired),
  consent: z.boolean().refine(Boolean, messages.consentProcessing),
  website: z.string().optional(),
});

type Values = z.input<typeof schema>;
type FieldName = keyof Values;

const emptyValues: Values = {
  name: '',
  email: '',
  phone: '',
  message: '',
  consent: false,
  website: '',
};

/** The /kontakt form (spec §3, §5). The consent is required but, as decided, not sent. */
export function ContactForm() {
  const headingId = useId();
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: emptyValues,
    reValidateMode: 'onSubmit',
  });
  const { submit, sending } = useLeadSubmission({
    success: successToasts.contact,
    failureNoun: 'formularza',
  });

  const field = (name: FieldName) => register(name, { onChange: () => clearErrors(name) });

  async function onValid(values: z.output<typeof schema>) {
    const body = checkedPayload(
      contactPayload,
      withHoneypot(
        {
          name: values.name,
          email: values.email,
          phone: values.phone,
          message: values.message,
          formType: 'contact',
          pageName: CONTACT_PAGE_NAME,
        },
        values.website,
      ),
    );
    if (body && (await submit(body))) reset(emptyValues);
  }

  function onInvalid(invalid: FieldErrors<Values>) {
    if (invalid.consent) toastConsentMissing();
  }

  return (
    <form
      data-form="contact"
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="relative grid gap-4 rounded-card border border-slate-200 bg-white p-6 shadow-card"
    >
      <div>
        <h2 id={headingId} className="text-2xl font-bold text-brand-950">
          {contactFormCopy.title}
        </h2>
        <p className="mt-1 text-ink-muted">{contactFormCopy.intro}</p>
      </div>
      <Field label={fieldLabels.name} error={errors.name?.message} required>
        {(control) => (
          <input
            {...control}
            {...field('name')}
            type="text"
            autoComplete="name"
            placeholder={placeholders.name}
            required
            className={controlClass}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={fieldLabels.email} error={errors.email?.message} required>
          {(control) => (
            <input
              {...control}
              {...field('email')}
              type="email"
              autoComplete="email"
              placeholder={placeholders.email}
              required
              className={controlClass}
            />
          )}
        </Field>
        <Field label={fieldLabels.phone} error={errors.phone?.message} required>
          {(control) => (
            <input
              {...control}
              {...field('phone')}
              type="tel"
              autoComplete="tel"
              placeholder={placeholders.phone}
              required
              className={controlClass}
            />
          )}
        </Field>
      </div>
      <Field label={fieldLabels.message} error={errors.message?.message} required>
        {(control) => (
          <textarea
            {...control}
            {...field('message')}
            rows={5}
            placeholder={contactFormCopy.messagePlaceholder}
            required
            className={`${controlClass} min-h-32`}
          />
        )}
      </Field>
      <CheckboxField
        label={<LinkedTextLabel text={processingConsent} />}
        error={errors.consent?.message}
        required
      >
        {(control) => (
          <input
            {...control}
            {...field('consent')}
            type="checkbox"
            required
            className={checkboxClass}
          />
        )}
      </CheckboxField>
      <HoneypotField registration={register('website')} />
      <SubmitButton sending={sending} className="w-full sm:w-auto sm:justify-self-start">
        {contactFormCopy.submit}
      </SubmitButton>
    </form>
  );
}
