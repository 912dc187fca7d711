import { useId } from 'react';
import type { FieldErrors } from 'react-hook-form';
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
import { cardClass } from '@/components/ui/card';
import { Field, controlClass } from '@/components/ui/field';
import { fieldLabels, successToasts } from '@/content/forms';
import { contactFormCopy } from '@/content/contact-form';
import { ContactInput } from './contact-input';
import { withHoneypot } from './honeypot-field';
import { LeadFormEnd } from './lead-form-end';
import { checkedPayload, toastConsentMissing, toastStepInvalid } from './lead-form-helpers';
import { useLeadForm } from './use-lead-form';

const schema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  message: optionalText().min(1, messages.messageRequired),
  consent: z.boolean().refine(Boolean, messages.consentProcessing),
  website: z.string().optional(),
});

type Values = z.input<typeof schema>;

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
  const lead = useLeadForm({
    name: 'contact',
    schema,
    defaultValues: emptyValues,
    consent: true,
    success: successToasts.contact,
    failureKind: 'form',
    toPayload: (values) =>
      checkedPayload(
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
      ),
  });
  const {
    register,
    formState: { errors },
  } = lead.form;

  /**
   * Missing or malformed fields are announced first ('Sprawdź dane'); the consent is asked for
   * only once everything else is filled in, so an empty form never opens with 'Wymagana zgoda'.
   */
  function onInvalid(invalid: FieldErrors<Values>) {
    const fields = (['name', 'email', 'phone', 'message'] as const).some((name) => invalid[name]);
    if (fields) toastStepInvalid();
    else if (invalid.consent) toastConsentMissing();
  }

  return (
    <form
      data-form="contact"
      noValidate
      // Never a GET: without JavaScript the browser would put what was typed in the address.
      method="post"
      aria-labelledby={headingId}
      {...lead.formProps}
      onSubmit={lead.onSubmit(onInvalid)}
      className={`relative grid gap-4 ${cardClass}`}
    >
      <div>
        <h2 id={headingId} className="text-2xl font-bold text-brand-950">
          {contactFormCopy.title}
        </h2>
        <p className="mt-1 text-ink-muted">{contactFormCopy.intro}</p>
      </div>
      <ContactInput kind="name" registration={lead.field('name')} error={errors.name?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactInput
          kind="email"
          registration={lead.field('email')}
          error={errors.email?.message}
        />
        <ContactInput
          kind="phone"
          registration={lead.field('phone')}
          error={errors.phone?.message}
        />
      </div>
      <Field label={fieldLabels.message} error={errors.message?.message} required>
        {(control) => (
          <textarea
            {...control}
            {...lead.field('message')}
            rows={5}
            placeholder={contactFormCopy.messagePlaceholder}
            required
            className={`${controlClass} min-h-32`}
          />
        )}
      </Field>
      <LeadFormEnd
        consent={{ registration: lead.field('consent'), error: errors.consent?.message }}
        honeypot={register('website')}
        lead={lead}
        submit={contactFormCopy.submit}
        submitWidth="auto"
      />
    </form>
  );
}
