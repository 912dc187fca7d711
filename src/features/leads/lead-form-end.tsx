import type { UseFormRegisterReturn } from 'react-hook-form';
import { processingConsent } from '@/content/forms';
import { ConsentField } from './consent-field';
import { LinkedTextLabel } from './form-parts';
import { FormPrivacyInfo } from './form-privacy-info';
import { HoneypotField } from './honeypot-field';
import type { LeadFailure } from './lead-form-options';
import { SendFailureAlert } from './send-failure-alert';
import { SubmitButton } from './submit-button';

interface LeadFormEndProps {
  /** The processing consent's box, in a form that asks for it here (the quick lead does not). */
  consent?: { registration: UseFormRegisterReturn; error: string | undefined };
  /** The bot trap's field (honeypot-field.tsx). */
  honeypot: UseFormRegisterReturn;
  /** The form's send state (useLeadForm). */
  lead: { failure: LeadFailure | undefined; sending: boolean };
  submit: string;
  /** The send button across the form, or its own width from the small screen up. */
  submitWidth: 'full' | 'auto';
}

/**
 * How a single-step lead form ends, in this order: the processing consent, the bot trap, the alert
 * of a failed send, the information clause and the send button.
 */
export function LeadFormEnd({ consent, honeypot, lead, submit, submitWidth }: LeadFormEndProps) {
  return (
    <>
      {consent ? (
        <ConsentField
          label={<LinkedTextLabel text={processingConsent} />}
          registration={consent.registration}
          error={consent.error}
          required
        />
      ) : null}
      <HoneypotField registration={honeypot} />
      <SendFailureAlert failure={lead.failure} />
      <FormPrivacyInfo />
      <SubmitButton
        sending={lead.sending}
        className={submitWidth === 'full' ? 'w-full' : 'w-full sm:w-auto sm:justify-self-start'}
      >
        {submit}
      </SubmitButton>
    </>
  );
}
