import { useId } from 'react';
import { z } from 'zod';
import { emailField, messages, newsletterPayload } from '@shared/lead-schema';
import { CheckboxField, checkboxClass } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { successToasts } from '@/content/forms';
import { leadPageNames, newsletterConsent, newsletterCopy } from '@/content/quick-forms';
import { LinkedTextLabel } from './form-parts';
import { ContactInput } from './contact-input';
import { HoneypotField, withHoneypot } from './honeypot-field';
import { checkedPayload } from './lead-form-helpers';
import { useLeadForm } from './use-lead-form';
import { useLeadSubmission } from './use-lead-submission';

const schema = z.object({
  email: emailField,
  consentMarketing: z.boolean().refine(Boolean, messages.newsletterConsent),
  website: z.string().optional(),
});

type Values = z.input<typeof schema>;

const emptyValues: Values = { email: '', consentMarketing: false, website: '' };

/** The knowledge hub's newsletter sign-up (design §3): an e-mail and a marketing consent. */
export function NewsletterForm() {
  const headingId = useId();
  const {
    field,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useLeadForm(schema, emptyValues);
  const { submit, sending } = useLeadSubmission({
    success: successToasts.newsletter,
    failureNoun: 'zgłoszenia',
  });

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
        <ContactInput kind="email" registration={field('email')} error={errors.email?.message} />
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
