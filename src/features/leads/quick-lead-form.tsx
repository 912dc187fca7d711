import { useId } from 'react';
import { z } from 'zod';
import {
  QUICK_LEAD_EMAIL,
  QUICK_LEAD_PAGE_NAME,
  callbackTimeField,
  loanAmountField,
  messages,
  nameField,
  phoneField,
  quickLeadPayload,
  type QuickLeadPayload,
} from '@shared/lead-schema';
import { cardClass } from '@/components/ui/card';
import { callbackFormCopy, callbackToast } from '@/content/forms';
import { quickLeadCopy } from '@/content/quick-forms';
import { callbackEta } from '@/lib/callback-eta';
import { CallbackTimeField, LoanAmountField } from './form-parts';
import { ContactInput } from './contact-input';
import { withHoneypot } from './honeypot-field';
import { LeadFormEnd } from './lead-form-end';
import { checkedPayload, toastMissingData } from './lead-form-helpers';
import { useLeadForm } from './use-lead-form';

const schema = z.object({
  name: nameField,
  phone: phoneField,
  loanAmount: loanAmountField,
  callbackTime: callbackTimeField,
  website: z.string().optional(),
});

type Values = z.input<typeof schema>;

const emptyValues: Values = {
  name: '',
  phone: '',
  loanAmount: '',
  callbackTime: 'asap',
  website: '',
};

export interface QuickLeadFormProps {
  /**
   * 'hero': the consolidation-loan hero's form, with the loan amount; 'callback': the compact
   * callback form of an offer page's closing call to action (issue 27), beside its link to the
   * application.
   */
  variant?: 'hero' | 'callback';
  /** The page the lead comes from, sent as pageName. */
  pageName?: string;
}

/**
 * The short form that asks for a call: name and phone only (spec §3), and when to call. The lead
 * carries the fixed placeholder e-mail so advisers see that no address was given.
 */
export function QuickLeadForm({
  variant = 'hero',
  pageName = QUICK_LEAD_PAGE_NAME,
}: QuickLeadFormProps) {
  const headingId = useId();
  const callback = variant === 'callback';
  const copy = callback ? callbackFormCopy : quickLeadCopy;
  const lead = useLeadForm({
    name: 'quick-lead',
    // The consolidation-loan page holds both: each keeps its own draft.
    instance: variant,
    schema,
    defaultValues: emptyValues,
    consent: false,
    success: (payload: QuickLeadPayload, sentAt) =>
      callbackToast('quickLead', callbackEta('quickLead', sentAt, payload.callbackTime)),
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
            callbackTime: values.callbackTime,
            formType: 'application',
            pageName,
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
      data-variant={variant}
      noValidate
      // Never a GET: without JavaScript the browser would put what was typed in the address.
      method="post"
      aria-labelledby={headingId}
      {...lead.formProps}
      onSubmit={lead.onSubmit(onInvalid)}
      className={`@container relative grid gap-4 text-ink ${cardClass}`}
    >
      {callback ? (
        <div>
          {/* Under the call to action's own h2. */}
          <h3 id={headingId} className="text-xl font-bold text-brand-950">
            {copy.title}
          </h3>
          <p className="mt-1 text-sm text-ink-muted">{callbackFormCopy.intro}</p>
        </div>
      ) : (
        <h2 id={headingId} className="text-xl font-bold text-brand-950">
          {copy.title}
        </h2>
      )}
      <div
        className={
          callback ? 'grid gap-4 @sm:grid-cols-2' : 'grid gap-4 @sm:grid-cols-2 @3xl:grid-cols-4'
        }
      >
        <ContactInput kind="name" registration={lead.field('name')} error={errors.name?.message} />
        <ContactInput
          kind="phone"
          registration={lead.field('phone')}
          error={errors.phone?.message}
        />
        {callback ? null : <LoanAmountField registration={lead.field('loanAmount')} />}
        <CallbackTimeField registration={lead.field('callbackTime')} />
      </div>
      <LeadFormEnd
        honeypot={register('website')}
        lead={lead}
        submit={copy.submit}
        submitWidth={callback ? 'full' : 'auto'}
      />
    </form>
  );
}
