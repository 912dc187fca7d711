import { useId } from 'react';
import { z } from 'zod';
import { emailField, messages, newsletterPayload } from '@shared/lead-schema';
import { SubmitButton } from '@/features/leads/submit-button';
import { successToasts } from '@/content/forms';
import { newsletterConsent } from '@/content/forms';
import { newsletterCopy } from '@/content/newsletter-form';
import { leadPageNames } from '@/content/quick-forms';
import { ConsentField } from './consent-field';
import { LinkedTextLabel } from './form-parts';
import { ContactInput } from './contact-input';
import { FormPrivacyInfo } from './form-privacy-info';
import { HoneypotField, withHoneypot } from './honeypot-field';
import { checkedPayload } from './lead-form-helpers';
import { SendFailureAlert } from './send-failure-alert';
import { useLeadForm } from './use-lead-form';

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
  const lead = useLeadForm({
    name: 'newsletter',
    schema,
    defaultValues: emptyValues,
    consent: true,
    success: successToasts.newsletter,
    failureKind: 'submission',
    toPayload: (values) =>
      checkedPayload(
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
      ),
  });
  const {
    register,
    formState: { errors },
  } = lead.form;

  return (
    <form
      data-form="newsletter"
      noValidate
      // Never a GET: without JavaScript the browser would put what was typed in the address.
      method="post"
      aria-labelledby={headingId}
      {...lead.formProps}
      onSubmit={lead.onSubmit()}
      className="relative grid gap-4 rounded-card border border-brand-100 bg-brand-50 p-6 sm:p-8"
    >
      <div>
        <h2 id={headingId} className="text-2xl font-bold text-brand-950">
          {newsletterCopy.title}
        </h2>
        <p className="mt-1 text-ink-muted">{newsletterCopy.intro}</p>
      </div>
      <div className="grid max-w-md gap-4">
        <ContactInput
          kind="email"
          registration={lead.field('email')}
          error={errors.email?.message}
        />
      </div>
      <ConsentField
        label={<LinkedTextLabel text={newsletterConsent} />}
        registration={lead.field('consentMarketing')}
        error={errors.consentMarketing?.message}
        required
      />
      <HoneypotField registration={register('website')} />
      <SendFailureAlert failure={lead.failure} />
      <FormPrivacyInfo kind="newsletter" />
      <SubmitButton sending={lead.sending} className="w-full sm:w-auto sm:justify-self-start">
        {newsletterCopy.submit}
      </SubmitButton>
    </form>
  );
}
