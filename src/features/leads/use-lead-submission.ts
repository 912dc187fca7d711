import { QueryClient, useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import type { LeadPayload } from '@shared/lead-schema';
import { toast, type ToastInput } from '@/components/ui/toast-store';
import { sendFailure } from '@/content/forms';
import { sendLead } from './send-lead';

/**
 * The forms' query client: leads are never retried automatically (a retry could send a visitor's
 * request twice); the visitor decides to send again.
 */
export const leadsQueryClient = new QueryClient({
  defaultOptions: { mutations: { retry: 0 } },
});

export interface LeadSubmissionOptions {
  /** The success toast (spec §8). */
  success: ToastInput;
  /** 'zgłoszenia' (quick forms) or 'formularza' (analysis and contact), as the spec words it. */
  failureNoun: 'zgłoszenia' | 'formularza';
}

/**
 * Sends a lead once: while a request is under way further submissions are ignored (a double click
 * sends one request). Shows the spec's success or failure toast; resolves to whether it was sent.
 */
export function useLeadSubmission({ success, failureNoun }: LeadSubmissionOptions) {
  const inFlight = useRef(false);
  const mutation = useMutation({ mutationFn: sendLead }, leadsQueryClient);

  async function submit(payload: LeadPayload): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    try {
      const result = await mutation.mutateAsync(payload);
      if (result.ok) {
        toast(success);
        return true;
      }
      toast({
        variant: 'destructive',
        title: sendFailure.title,
        description: sendFailure.description(failureNoun, result.detail),
      });
      return false;
    } finally {
      inFlight.current = false;
    }
  }

  return { submit, sending: mutation.isPending };
}
