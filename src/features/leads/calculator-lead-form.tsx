import { useId } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import {
  CALCULATOR_PAGE_NAME,
  QUICK_LEAD_EMAIL,
  calculatorPayload,
  callbackTimeField,
  messages,
  nameField,
  phoneField,
  type Calculation,
  type CalculatorPayload,
} from '@shared/lead-schema';
import { panelClass } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { callbackToast } from '@/content/forms';
import { calculatorCopy } from '@/content/pages/consolidation-calculator';
import { callbackEta } from '@/lib/callback-eta';
import { ContactInput } from './contact-input';
import { CallbackTimeField } from './form-parts';
import { withHoneypot } from './honeypot-field';
import { LeadFormEnd } from './lead-form-end';
import { checkedPayload, toastConsentMissing, toastMissingData } from './lead-form-helpers';
import type { ThankYouState } from './thank-you-state';
import { useLeadForm } from './use-lead-form';

const schema = z.object({
  name: nameField,
  phone: phoneField,
  consent: z.boolean().refine(Boolean, messages.consentProcessing),
  callbackTime: callbackTimeField,
  website: z.string().optional(),
});

type Values = z.input<typeof schema>;

const emptyValues: Values = {
  name: '',
  phone: '',
  consent: false,
  callbackTime: 'asap',
  website: '',
};

const copy = calculatorCopy.form;

interface CalculatorLeadFormProps {
  /**
   * The calculation the calculator shows at this moment, or none. The page hands in the
   * calculator's store (features/calculator/calculation-store.ts), so the lead forms never import
   * the calculator.
   */
  readCalculation: () => Calculation | undefined;
}

/**
 * 'Wyślij wyliczenie doradcy' (issue 27): name, phone and the consent, sent with the calculation the
 * calculator shows at that moment; then the thank-you page, like the other leads.
 */
export function CalculatorLeadForm({ readCalculation }: CalculatorLeadFormProps) {
  const headingId = useId();
  const navigate = useNavigate();
  const lead = useLeadForm({
    name: 'calculator-lead',
    schema,
    defaultValues: emptyValues,
    consent: true,
    // The quick lead's promise (an adviser within 24 hours), told for the moment of sending.
    success: (payload: CalculatorPayload, sentAt) =>
      callbackToast('quickLead', callbackEta('quickLead', sentAt, payload.callbackTime)),
    failureKind: 'submission',
    toPayload: (values) => {
      const calculation = readCalculation();
      return checkedPayload(
        calculatorPayload,
        withHoneypot(
          {
            name: values.name,
            email: QUICK_LEAD_EMAIL,
            phone: values.phone,
            consentProcessing: values.consent,
            ...(calculation ? { calculation } : {}),
            callbackTime: values.callbackTime,
            formType: 'calculator',
            pageName: CALCULATOR_PAGE_NAME,
          },
          values.website,
        ),
      );
    },
    onSent: (payload, sentAt) => {
      const state = {
        fromApplication: true,
        name: payload.name,
        sentAt: sentAt.getTime(),
        ...(payload.callbackTime ? { callbackTime: payload.callbackTime } : {}),
      } satisfies ThankYouState;
      void navigate(paths.thankYou, { state });
    },
  });
  const {
    register,
    formState: { errors },
  } = lead.form;

  /** Name and phone first; the consent is asked for once they are filled in. */
  function onInvalid(invalid: FieldErrors<Values>) {
    if (invalid.name || invalid.phone) toastMissingData(messages.quickLeadMissing);
    else if (invalid.consent) toastConsentMissing();
  }

  return (
    <form
      data-form="calculator-lead"
      noValidate
      // Never a GET: without JavaScript the browser would put what was typed in the address.
      method="post"
      aria-labelledby={headingId}
      {...lead.formProps}
      onSubmit={lead.onSubmit(onInvalid)}
      className={`@container relative grid gap-4 ${panelClass}`}
    >
      <div>
        <h2 id={headingId} className="text-xl font-bold text-brand-950">
          {copy.title}
        </h2>
        <p className="mt-1 text-ink-muted">{copy.intro}</p>
      </div>
      <div className="grid gap-4 @lg:grid-cols-2">
        <ContactInput kind="name" registration={lead.field('name')} error={errors.name?.message} />
        <ContactInput
          kind="phone"
          registration={lead.field('phone')}
          error={errors.phone?.message}
        />
        <CallbackTimeField registration={lead.field('callbackTime')} />
      </div>
      <LeadFormEnd
        consent={{ registration: lead.field('consent'), error: errors.consent?.message }}
        honeypot={register('website')}
        lead={lead}
        submit={copy.submit}
        submitWidth="auto"
      />
    </form>
  );
}
