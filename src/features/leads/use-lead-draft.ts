import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@shared/lead-schema';
import { clearDraft, readDraft, writeDraft } from './lead-draft';

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

/** A lead form's draft and submission id, as useLeadDraft keeps them. */
export interface LeadDraft {
  /** The submission id, made now if the form sends one and has none yet. */
  submissionId: () => string | undefined;
  /** Keeps what the visitor typed, with the submission id, for a reload or a failed send. */
  save: () => void;
  /** After a success: no draft, and a new submission id next time. */
  clear: () => void;
}

/**
 * A lead form's draft in sessionStorage under `key`, and its submission id (made at the first
 * input when the form sends one, kept until a success). The draft is restored once mounted (never
 * during render: the prerendered HTML has none), then written on every edit. A reset (after a
 * success) is no edit, so it writes nothing. What the visitor typed before the form hydrated (the
 * browser kept it; react-hook-form read it from the fields as they registered) is written at once:
 * no edit may come before a reload.
 */
export function useLeadDraft<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  key: string,
  defaultValues: Input,
  withSubmissionId: boolean,
): LeadDraft {
  const id = useRef<string | undefined>(undefined);

  function submissionId(): string | undefined {
    if (withSubmissionId) id.current ??= crypto.randomUUID();
    return id.current;
  }

  function save() {
    const kept = Object.fromEntries(
      Object.entries(form.getValues()).filter(([field]) => field !== HONEYPOT_FIELD),
    );
    writeDraft(key, { values: kept, ...(id.current ? { submissionId: id.current } : {}) });
  }

  function clear() {
    clearDraft(key);
    id.current = undefined;
  }

  useEffect(() => {
    const draft = readDraft(key);
    if (draft) {
      id.current = draft.submissionId;
      form.reset({ ...defaultValues, ...draft.values }, { keepDefaultValues: true });
    } else if (typedBeforeHydration(form.getValues(), defaultValues)) {
      save();
    }
    return form.subscribe({
      formState: { values: true },
      callback: ({ name: changed }) => {
        if (changed === undefined) return;
        submissionId();
        save();
      },
    });
    // Once per form and page: the options are fixed for a form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return { submissionId, save, clear };
}
