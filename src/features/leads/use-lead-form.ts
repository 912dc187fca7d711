import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, type SubmitEvent } from 'react';
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type SubmitErrorHandler,
} from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { draftKey } from './lead-draft';
import type { LeadFailure, LeadFormOptions } from './lead-form-options';
import { useLeadDraft } from './use-lead-draft';
import { useLeadSend } from './use-lead-send';

/** Starts loading supabase-js on the first focus of a field, so it is there on sending. */
function useClientPrefetch(sendsLocally: boolean): () => void {
  const prefetched = useRef(false);
  return () => {
    if (prefetched.current || sendsLocally) return;
    prefetched.current = true;
    import('@/lib/supabase').catch(() => {
      // Loaded again on sending, where a failure is shown.
      prefetched.current = false;
    });
  };
}

/**
 * The one way to build a lead form. It owns the react-hook-form state (validated by `schema` on
 * submit, each field's error cleared as soon as the visitor edits it, spec §4), the submission id
 * and the draft in sessionStorage (./use-lead-draft.ts), the send with its automatic retries, the
 * spec's toasts and the alert that stays after a failure (./use-lead-send.ts). The form element
 * takes `formProps` (its ref and the first-focus prefetch of supabase-js); `field(name)` registers
 * a control.
 */
export function useLeadForm<Input extends FieldValues, Output extends FieldValues, Payload>(
  options: LeadFormOptions<Input, Output, Payload>,
) {
  const { name, instance, schema, defaultValues, reValidateMode = 'onSubmit' } = options;
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as never,
    mode: 'onSubmit',
    reValidateMode,
  });
  const { pathname } = useLocation();
  const withSubmissionId = options.submissionId ?? true;
  const draft = useLeadDraft(
    form,
    draftKey(name, pathname, instance),
    defaultValues,
    withSubmissionId,
  );
  const { submit, sending, failure } = useLeadSend(options, form, draft, pathname);
  const formRef = useRef<HTMLFormElement>(null);
  const prefetchClient = useClientPrefetch(options.send !== undefined);

  /** Registers a control whose error disappears as soon as the visitor edits it. */
  const field = (fieldName: FieldPath<Input>) =>
    form.register(fieldName, { onChange: () => form.clearErrors(fieldName) });

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

  const leadFailure: LeadFailure | undefined =
    failure === undefined
      ? undefined
      : { detail: failure, retry: () => formRef.current?.requestSubmit() };

  return {
    form,
    field,
    submit,
    onSubmit,
    sending,
    failure: leadFailure,
    formProps: { ref: formRef, onFocus: prefetchClient },
  };
}
