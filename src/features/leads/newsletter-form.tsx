import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailField, messages, newsletterPayload } from '@shared/lead-schema';
import { CheckboxField, Field, checkboxClass, controlClass } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { fieldLabels, placeholders, successToasts } from '@/content/forms';
import { leadPageNames, newsletterConsent, newsletterCopy } from '@/content/quick-forms';
import { LinkedTextLabel } from './form-parts';
import { HoneypotField, withHoneypot } from './honeypot-field';
import { checkedPayload } from './lead-form-helpers';
import { useLeadSubmission } from './use-lead-submission';

const schema = z.object({
  email: emailField,
  consentMarketing: z.boolean().refine(Boolean, messages.newsletterConsent),
  website: z.string().optional(),
});

type Values = z.input<typeof schema>;
type FieldName = keyof Values;

const emptyValues: Values = { email: '', consentMarketing: false, website: '' };

/** The knowledge hub's newsletter sign-up (design §3): an e-mail and a marketing consent. */
export function NewsletterForm() {
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
    success: successToasts.newsletter,
    failureNoun: 'zgłoszenia',
  });

  const field = (name: FieldName) => register(name, { onChange: () => clearErrors(name) });

  async function onValid(values: z.output<typeof schema>) {
    const body = checkedPayload(
      newsletterPayload,
      withHoneypot(
        {
          email: values.email,
          consentMarketing: true,
          formType: 'newsletter',
          pageName: leadPageNames.knowledge,
        },
        values.website,
      ),
    );
    if (body && (await submit(body))) reset(emptyValues);
  }

  return (
    <form
      data-form="newsletter"
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit(onValid)}
      className="relative grid gap-4 rounded-card border border-brand-100 bg-brand-50 p-6 sm:p-8"
    >
      <div>
        <h2 id={headingId} className="text-2xl font-bold text-brand-950">
          {newsletterCopy.title}
        </h2>
        <p className="mt-1 text-ink-muted">{newsletterCopy.intro}</p>
      </div>
      <div className="grid max-w-md gap-4">
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
      </div>
      <CheckboxField
        label={<LinkedTextLabel text={newsletterConsent} />}
        error={errors.consentMarketing?.message}
        required
      >
        {(control) => (
          <input
            {...control}
            {...field('consentMarketing')}
            type="checkbox"
            required
            className={checkboxClass}
          />
        )}
      </CheckboxField>
      <HoneypotField registration={register('website')} />
      <SubmitButton sending={sending} className="w-full sm:w-auto sm:justify-self-start">
        {newsletterCopy.submit}
      </SubmitButton>
    </form>
  );
}
