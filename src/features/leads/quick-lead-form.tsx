import { useId } from 'react';
import { z } from 'zod';
import {
  QUICK_LEAD_EMAIL,
  QUICK_LEAD_PAGE_NAME,
  loanAmountField,
  messages,
  nameField,
  phoneField,
  quickLeadPayload,
} from '@shared/lead-schema';
import { SubmitButton } from '@/features/leads/submit-button';
import { successToasts } from '@/content/forms';
import { quickLeadCopy } from '@/content/quick-forms';
import { LoanAmountField } from './form-parts';
import { ContactInput } from './contact-input';
import { FormPrivacyInfo } from './form-privacy-info';
import { HoneypotField, withHoneypot } from './honeypot-field';
import { checkedPayload, toastMissingData } from './lead-form-helpers';
import { SendFailureAlert } from './send-failure-alert';
import { useLeadForm } from './use-lead-form';

const schema = z.object({
  name: nameField,
  phone: phoneField,
  loanAmount: loanAmountField,
  website: z.string().optional(),
});

type Values = z.input<typeof schema>;

const emptyValues: Values = { name: '', phone: '', loanAmount: '', website: '' };

/**
 * The consolidation-loan hero's short form (spec §3): name and phone only; the lead carries the
 * fixed placeholder e-mail so advisers see that no address was given.
 */
export function QuickLeadForm() {
  const headingId = useId();
  const lead = useLeadForm({
    name: 'quick-lead',
    schema,
    defaultValues: emptyValues,
    consent: false,
    success: successToasts.quickLead,
    failureKind: 'submission',
    toPayload: (values) =>
      checkedPayload(
        quickLeadPayload,
        withHoneypot(
          {
            name: values.name,
            email: QUICK_LEAD_EMAIL,
            phone: values.phone,
            loanAmount: values.loanAmount,
            formType: 'application',
            pageName: QUICK_LEAD_PAGE_NAME,
          },
          values.website,
        ),
      ),
  });
  const {
    register,
    formState: { errors },
  } = lead.form;

  // Only name and phone can be invalid, and only by being empty.
  const onInvalid = () => toastMissingData(messages.quickLeadMissing);

  return (
    <form
      data-form="quick-lead"
      noValidate
      // Never a GET: without JavaScript the browser would put what was typed in the address.
      method="post"
      aria-labelledby={headingId}
      {...lead.formProps}
      onSubmit={lead.onSubmit(onInvalid)}
      className="@container relative grid gap-4 rounded-card border border-slate-200 bg-white p-6 text-ink shadow-card"
    >
      <h2 id={headingId} className="text-xl font-bold text-brand-950">
        {quickLeadCopy.title}
      </h2>
      <div className="grid gap-4 @sm:grid-cols-2 @xl:grid-cols-3">
        <ContactInput kind="name" registration={lead.field('name')} error={errors.name?.message} />
        <ContactInput
          kind="phone"
          registration={lead.field('phone')}
          error={errors.phone?.message}
        />
        <LoanAmountField registration={lead.field('loanAmount')} />
      </div>
      <HoneypotField registration={register('website')} />
      <SendFailureAlert failure={lead.failure} />
      <FormPrivacyInfo />
      <SubmitButton sending={lead.sending} className="w-full sm:w-auto sm:justify-self-start">
        {quickLeadCopy.submit}
      </SubmitButton>
    </form>
  );
}
