import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { CONSENT_VERSION } from '@shared/lead-schema';
import { toast } from '@/components/ui/toast-store';
import { sendFailure, type FailureKind } from '@/content/forms';
import { trackLead } from '@/features/consent/measurement';
import type { Envelope, LeadFormOptions } from './lead-form-options';
import { LeadSendFailure, leadsQueryClient } from './lead-retry';
import { sendLead, type SendLeadResult } from './send-lead';
import type { LeadDraft } from './use-lead-draft';

/** The failure toast, with what failed; `detail` says why, when the function said it. */
function toastSendFailure(kind: FailureKind, detail: string | undefined): void {
  toast({
    variant: 'destructive',
    title: sendFailure.title,
    description: sendFailure.description(kind, detail),
  });
}

/**
 * Sending a lead form's valid values: one send at a time (a double click sends one request), with
 * the automatic retries of lead-retry.ts. `submit` resolves to whether the lead was sent. On
 * success: toast, cleared form and draft, a new submission id next time, the conversion measured,
 * `onSent`. On failure: the toast, and `failure` (its detail, '' without one) until the next try.
 */
export function useLeadSend<Input extends FieldValues, Output extends FieldValues, Payload>(
  options: LeadFormOptions<Input, Output, Payload>,
  form: UseFormReturn<Input, unknown, Output>,
  draft: LeadDraft,
  pathname: string,
) {
  const { name, defaultValues, toPayload, consent, success, failureKind, onSent } = options;
  const withSubmissionId = options.submissionId ?? true;
  const send =
    options.send ?? (sendLead as unknown as (body: Payload & Envelope) => Promise<SendLeadResult>);
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const mutation = useMutation(
    {
      mutationFn: async (payload: Payload & Envelope) => {
        const result = await send(payload);
        if (!result.ok) throw new LeadSendFailure(result);
      },
    },
    leadsQueryClient,
  );

  async function submit(values: Output): Promise<boolean> {
    if (inFlight.current) return false;
    const payload = toPayload(values);
    if (payload === undefined) return false;
    const submissionId = draft.submissionId();
    // The id goes into the draft before the send: a resend after a reload is the same lead.
    draft.save();
    const body = {
      ...payload,
      ...(withSubmissionId ? { submissionId } : {}),
      ...(consent ? { consentVersion: CONSENT_VERSION } : {}),
    } as Payload & Envelope;
    inFlight.current = true;
    setFailure(undefined);
    try {
      await mutation.mutateAsync(body);
    } catch (error) {
      const detail = error instanceof LeadSendFailure ? error.detail : undefined;
      toastSendFailure(failureKind, detail);
      setFailure(detail ?? '');
      return false;
    } finally {
      inFlight.current = false;
    }
    const sentAt = new Date();
    toast(typeof success === 'function' ? success(payload, sentAt) : success);
    draft.clear();
    form.reset(defaultValues);
    // A conversion for the measurement tools; the survey is no lead.
    if (withSubmissionId) trackLead((payload as { formType?: string }).formType ?? name, pathname);
    onSent?.(payload, sentAt);
    return true;
  }

  return { submit, sending: mutation.isPending, failure };
}
