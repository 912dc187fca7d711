import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import {
  emailField,
  loanAmountField,
  messages,
  nameField,
  phoneField,
  quickContactPayload,
} from '@shared/lead-schema';
import { CheckboxField, Field, checkboxClass, controlClass } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { fieldLabels, placeholders, successToasts } from '@/content/forms';
import { processingConsent, quickContactCopy } from '@/content/quick-forms';
import { LinkedTextLabel, LoanAmountField } from './form-parts';
import { HoneypotField, withHoneypot } from './honeypot-field';
import {
  checkedPayload,
  isBlank,
  toastConsentMissing,
  toastMissingData,
} from './lead-form-helpers';
import { useLeadSubmission } from './use-lead-submission';

const schema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  loanAmount: loanAmountField,
  consent: z.boolean().refine(Boolean, messages.consentProcessing),
  website: z.string().optional(),
});

type Values = z.input<typeof schema>;
type FieldName = keyof Values;

const emptyValues: Values = {
  name: '',
  email: '',
  phone: '',
  loanAmount: '',
  consent: false,
  website: '',
};

export interface QuickContactFormProps {
  /** The page or section the lead comes from, sent as pageName. */
  pageName: string;
  title: string;
  headingLevel?: 2 | 3;
}

/** The home page's quick contact form (spec §3, §5): a call back within 30 minutes. */
export function QuickContactForm({ pageName, title, headingLevel = 2 }: QuickContactFormProps) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const {
    register,
    handleSubmit,
    clearErrors,
    getValues,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: emptyValues,
    reValidateMode: 'onSubmit',
  });
  const { submit, sending } = useLeadSubmission({
    success: successToasts.quickContact,
    failureNoun: 'zgłoszenia',
  });

  /** A field whose error clears as soon as the visitor edits it. */
  const field = (name: FieldName) => register(name, { onChange: () => clearErrors(name) });

  async function onValid(values: z.output<typeof schema>) {
    const body = checkedPayload(
      quickContactPayload,
      withHoneypot(
        {
          name: values.name,
          email: values.email,
          phone: values.phone,
          loanAmount: values.loanAmount,
          consent: true,
          formType: 'quick-contact',
          pageName,
        },
        values.website,
      ),
    );
    if (body && (await submit(body))) reset(emptyValues);
  }

  function onInvalid(invalid: FieldErrors<Values>) {
    const { name, email, phone } = getValues();
    if ([name, email, phone].some(isBlank)) toastMissingData(messages.quickMissing);
    else if (invalid.consent) toastConsentMissing();
  }

  return (
    <form
      data-form="quick-contact"
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="relative grid gap-4 rounded-card border border-slate-200 bg-white p-6 text-ink shadow-card"
    >
      <div>
        <Heading id={headingId} className="text-xl font-bold text-brand-950">
          {title}
        </Heading>
        <p className="mt-1 text-sm text-ink-muted">{quickContactCopy.intro}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
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
        <LoanAmountField registration={field('loanAmount')} />
      </div>
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
      <SubmitButton sending={sending} className="w-full">
        {quickContactCopy.submit}
      </SubmitButton>
    </form>
  );
}
