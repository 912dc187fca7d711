import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type SubmitErrorHandler,
} from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import type { z } from 'zod';
import { CONSENT_VERSION, HONEYPOT_FIELD } from '@shared/lead-schema';
import { toast, type ToastInput } from '@/components/ui/toast-store';
import { sendFailure, type FailureKind } from '@/content/forms';
import { trackLead } from '@/features/consent/measurement';
import { clearDraft, draftKey, readDraft, writeDraft } from './lead-draft';
import { LeadSendFailure, leadsQueryClient } from './lead-retry';
import { sendLead, type SendLeadResult } from './send-lead';

/** The `data-form` names of design §3. */
type LeadFormName =
  | 'quick-contact'
  | 'application'
  | 'analysis'
  | 'contact'
  | 'quick-lead'
  | 'survey'
  | 'newsletter'
  | 'calculator-lead';

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

/**
 * Whether a field (the honeypot aside) holds something other than its default: what a visitor
 * typed, ticked or picked before the form hydrated.
 */
function typedBeforeHydration(values: object, defaults: object): boolean {
  const initial = new Map(Object.entries(defaults));
  return Object.entries(values).some(
    ([field, value]) =>
      field !== HONEYPOT_FIELD && JSON.stringify(value) !== JSON.stringify(initial.get(field)),
  );
}

/**
 * The one way to build a lead form. It owns the react-hook-form state (validated by `schema` on
 * submit, each field's error cleared as soon as the visitor edits it, spec §4), the submission id
 * (made at the first input, kept until a success), the draft in sessionStorage (restored after
 * mount), the send with its automatic retries (lead-retry.ts), the spec's toasts and the alert
 * that stays after a failure. The form element takes `formProps` (its ref and the first-focus
 * prefetch of supabase-js); `field(name)` registers a control.
 */
export function useLeadForm<Input extends FieldValues, Output extends FieldValues, Payload>({
  name,
  instance,
  schema,
  defaultValues,
  toPayload,
  consent,
  success,
  failureKind,
  onSent,
  send: localSend,
  submissionId: withSubmissionId = true,
  reValidateMode = 'onSubmit',
}: LeadFormOptions<Input, Output, Payload>) {
  const send =
    localSend ?? (sendLead as unknown as (body: Payload & Envelope) => Promise<SendLeadResult>);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as never,
    mode: 'onSubmit',
    reValidateMode,
  });
  const { pathname } = useLocation();
  const key = draftKey(name, pathname, instance);
  const id = useRef<string | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const prefetched = useRef(false);
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

  /** Keeps what the visitor typed, with the submission id, for a reload or a failed send. */
  function saveDraft() {
    const kept = Object.fromEntries(
      Object.entries(form.getValues()).filter(([field]) => field !== HONEYPOT_FIELD),
    );
    writeDraft(key, { values: kept, ...(id.current ? { submissionId: id.current } : {}) });
  }

  // The draft: restored once mounted (never during render: the prerendered HTML has none), then
  // written on every edit. A reset (after a success) is no edit, so it writes nothing. What the
  // visitor typed before the form hydrated (the browser kept it; react-hook-form read it from the
  // fields as they registered) is written at once: no edit may come before a reload.
  useEffect(() => {
    const draft = readDraft(key);
    if (draft) {
      id.current = draft.submissionId;
      form.reset({ ...defaultValues, ...draft.values }, { keepDefaultValues: true });
    } else if (typedBeforeHydration(form.getValues(), defaultValues)) {
      saveDraft();
    }
    return form.subscribe({
      formState: { values: true },
      callback: ({ name: changed }) => {
        if (changed === undefined) return;
        if (withSubmissionId) id.current ??= crypto.randomUUID();
        saveDraft();
      },
    });
    // Once per form and page: the options are fixed for a form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  /** Registers a control whose error disappears as soon as the visitor edits it. */
  const field = (fieldName: FieldPath<Input>) =>
    form.register(fieldName, { onChange: () => form.clearErrors(fieldName) });

  /**
   * Sends valid values once at a time (a double click sends one request); resolves to whether the
   * lead was sent. On success: toast, cleared form and draft, a new submission id next time.
   */
  async function submit(values: Output): Promise<boolean> {
    if (inFlight.current) return false;
    const payload = toPayload(values);
    if (payload === undefined) return false;
    if (withSubmissionId) id.current ??= crypto.randomUUID();
    // The id goes into the draft before the send: a resend after a reload is the same lead.
    saveDraft();
    const body = {
      ...payload,
      ...(withSubmissionId ? { submissionId: id.current } : {}),
      ...(consent ? { consentVersion: CONSENT_VERSION } : {}),
    } as Payload & Envelope;
    inFlight.current = true;
    setFailure(undefined);
    try {
      await mutation.mutateAsync(body);
    } catch (error) {
      const detail = error instanceof LeadSendFailure ? error.detail : undefined;
      toast({
        variant: 'destructive',
        title: sendFailure.title,
        description: sendFailure.description(failureKind, detail),
      });
      setFailure(detail ?? '');
      return false;
    } finally {
      inFlight.current = false;
    }
    const sentAt = new Date();
    toast(typeof success === 'function' ? success(payload, sentAt) : success);
    clearDraft(key);
    id.current = undefined;
    form.reset(defaultValues);
    // A conversion for the measurement tools; the survey is no lead.
    if (withSubmissionId) trackLead((payload as { formType?: string }).formType ?? name, pathname);
    onSent?.(payload, sentAt);
    return true;
  }

  /**
   * The form's `onSubmit`: validates (invalid fields go to `onInvalid`), then `submit`. A send
   * failure is already shown by `submit`; anything else that rejects is a bug, logged like an error
   * thrown in an event handler.
   */
  const onSubmit =
    (onInvalid?: SubmitErrorHandler<Input>) => (event: SubmitEvent<HTMLFormElement>) => {
      const validateAndSend = form.handleSubmit(submit, onInvalid);
      validateAndSend(event).catch((error: unknown) => {
        console.error(error);
      });
    };

  /** Starts loading supabase-js on the first focus of a field, so it is there on sending. */
  function prefetchClient() {
    if (prefetched.current || localSend) return;
    prefetched.current = true;
    import('@/lib/supabase').catch(() => {
      // Loaded again on sending, where a failure is shown.
      prefetched.current = false;
    });
  }

  const leadFailure: LeadFailure | undefined =
    failure === undefined
      ? undefined
      : { detail: failure, retry: () => formRef.current?.requestSubmit() };

  return {
    form,
    field,
    submit,
    onSubmit,
    sending: mutation.isPending,
    failure: leadFailure,
    formProps: { ref: formRef, onFocus: prefetchClient },
  };
}
