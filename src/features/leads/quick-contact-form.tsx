import { useId } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import {
  emailField,
  loanAmountField,
  messages,
  nameField,
  phoneField,
  quickContactPayload,
} from '@shared/lead-schema';
import { SubmitButton } from '@/components/ui/submit-button';
import { successToasts } from '@/content/forms';
import { quickContactCopy } from '@/content/quick-forms';
import { LoanAmountField, ProcessingConsentField } from './form-parts';
import { ContactInput } from './contact-input';
import { HoneypotField, withHoneypot } from './honeypot-field';
import {
  checkedPayload,
  isBlank,
  toastConsentMissing,
  toastMissingData,
} from './lead-form-helpers';
import { useLeadForm } from './use-lead-form';
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
    field,
    register,
    handleSubmit,
    getValues,
    reset,
    formState: { errors },
  } = useLeadForm(schema, emptyValues);
  const { submit, sending } = useLeadSubmission({
    success: successToasts.quickContact,
    failureNoun: 'zgłoszenia',
  });

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
      className="@container relative grid gap-4 rounded-card border border-slate-200 bg-white p-6 text-ink shadow-card"
    >
      <div>
        <Heading id={headingId} className="text-xl font-bold text-brand-950">
          {title}
        </Heading>
        <p className="mt-1 text-sm text-ink-muted">{quickContactCopy.intro}</p>
      </div>
      <div className="grid gap-4 @sm:grid-cols-2">
        <ContactInput kind="name" registration={field('name')} error={errors.name?.message} />
        <ContactInput kind="email" registration={field('email')} error={errors.email?.message} />
        <ContactInput kind="phone" registration={field('phone')} error={errors.phone?.message} />
        <LoanAmountField registration={field('loanAmount')} />
      </div>
      <ProcessingConsentField registration={field('consent')} error={errors.consent?.message} />
      <HoneypotField registration={register('website')} />
      <SubmitButton sending={sending} className="w-full">
        {quickContactCopy.submit}
      </SubmitButton>
    </form>
  );
}
