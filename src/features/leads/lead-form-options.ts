import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ToastInput } from '@/components/ui/toast-store';
import type { FailureKind } from '@/content/forms';
import type { SendLeadResult } from './send-lead';

/** The `data-form` names of design §3. */
export type LeadFormName =
  | 'quick-contact'
  | 'application'
  | 'analysis'
  | 'contact'
  | 'quick-lead'
  | 'survey'
  | 'newsletter'
  | 'calculator-lead';

/** What a lead form tells useLeadForm (./use-lead-form.ts): its name, rules, body and outcome. */
export interface LeadFormOptions<Input extends FieldValues, Output, Payload> {
  /** The form's `data-form` name; with the page's path (and `instance`) it keys the draft. */
  name: LeadFormName;
  /** Tells apart two forms of one kind on one page (the home page's two quick forms). */
  instance?: string;
  /** The form's own rules (consents and attached files included). */
  schema: z.ZodType<Output, Input>;
  defaultValues: Input;
  /**
   * The spec body of valid values, checked with the shared payload schema; undefined when that
   * check failed (the visitor has been told) and nothing is to be sent.
   */
  toPayload: (values: Output) => Payload | undefined;
  /** Adds `consentVersion` to the body: the form shows a consent. */
  consent: boolean;
  /**
   * The success toast (spec §8); a function when it depends on what was sent and when (the
   * callback time: src/lib/callback-eta.ts).
   */
  success: ToastInput | ((payload: Payload, sentAt: Date) => ToastInput);
  /** What the failure toast says failed: a submission (quick forms) or a form (analysis, contact). */
  failureKind: FailureKind;
  /** After a success (the form is already cleared): e.g. open /dziekujemy. */
  onSent?: (payload: Payload, sentAt: Date) => void;
  /** Where the body goes; the send-email function unless the form keeps it local (the survey). */
  send?: (payload: Payload & Envelope) => Promise<SendLeadResult>;
  /** Whether the body carries a submission id (every lead does; the survey is not a lead). */
  submissionId?: boolean;
  /** When a field shown invalid is checked again: on the next submit, or (wizards) on each edit. */
  reValidateMode?: 'onSubmit' | 'onChange';
}

export interface Envelope {
  submissionId?: string;
  consentVersion?: string;
}

/** What the form shows after a failed send until the next attempt: see SendFailureAlert. */
export interface LeadFailure {
  detail: string;
  retry: () => void;
}
