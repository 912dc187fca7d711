import { useId } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import {
  callbackTimeField,
  emailField,
  loanAmountField,
  messages,
  nameField,
  phoneField,
  quickContactPayload,
  type QuickContactPayload,
} from '@shared/lead-schema';
import { cardClass } from '@/components/ui/card';
import { callbackToast } from '@/content/forms';
import { quickContactCopy } from '@/content/quick-forms';
import { callbackEta } from '@/lib/callback-eta';
import { CallbackTimeField, LoanAmountField } from './form-parts';
import { ContactInput } from './contact-input';
import { withHoneypot } from './honeypot-field';
import { LeadFormEnd } from './lead-form-end';
import {
  checkedPayload,
  isBlank,
  toastConsentMissing,
  toastMissingData,
} from './lead-form-helpers';
import { useLeadForm } from './use-lead-form';

const schema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  loanAmount: loanAmountField,
  consent: z.boolean().refine(Boolean, messages.consentProcessing),
  callbackTime: callbackTimeField,
  website: z.string().optional(),
});

type Values = z.input<typeof schema>;

const emptyValues: Values = {
  name: '',
  email: '',
  phone: '',
  loanAmount: '',
  consent: false,
  callbackTime: 'asap',
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
  const lead = useLeadForm({
    name: 'quick-contact',
    instance: pageName,
    schema,
    defaultValues: emptyValues,
    consent: true,
    success: (payload: QuickContactPayload, sentAt) =>
      callbackToast('quickContact', callbackEta('quickContact', sentAt, payload.callbackTime)),
    failureKind: 'submission',
    toPayload: (values) =>
      checkedPayload(
        quickContactPayload,
        withHoneypot(
          {
            name: values.name,
            email: values.email,
            phone: values.phone,
            loanAmount: values.loanAmount,
            consent: true,
            callbackTime: values.callbackTime,
            formType: 'quick-contact',
            pageName,
          },
          values.website,
        ),
      ),
  });
  const {
    register,
    getValues,
    formState: { errors },
  } = lead.form;

  function onInvalid(invalid: FieldErrors<Values>) {
    const { name, email, phone } = getValues();
    if ([name, email, phone].some(isBlank)) toastMissingData(messages.quickMissing);
    else if (invalid.consent) toastConsentMissing();
  }

  return (
    <form
      data-form="quick-contact"
      noValidate
      // Never a GET: without JavaScript the browser would put what was typed in the address.
      method="post"
      aria-labelledby={headingId}
      {...lead.formProps}
      onSubmit={lead.onSubmit(onInvalid)}
      className={`@container relative grid gap-4 text-ink ${cardClass}`}
    >
      <div>
        <Heading id={headingId} className="text-xl font-bold text-brand-950">
          {title}
        </Heading>
        <p className="mt-1 text-sm text-ink-muted">{quickContactCopy.intro}</p>
      </div>
      <div className="grid gap-4 @sm:grid-cols-2">
        <ContactInput kind="name" registration={lead.field('name')} error={errors.name?.message} />
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
        <LoanAmountField registration={lead.field('loanAmount')} />
        <div className="@sm:col-span-2">
          <CallbackTimeField registration={lead.field('callbackTime')} />
        </div>
      </div>
      <LeadFormEnd
        consent={{ registration: lead.field('consent'), error: errors.consent?.message }}
        honeypot={register('website')}
        lead={lead}
        submit={quickContactCopy.submit}
        submitWidth="full"
      />
    </form>
  );
}
