import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import {
  outcomeIds,
  outcomeLabels,
  outcomeWithReason,
  type OutcomeId,
} from '@shared/adviser-request';
import { Field, FieldError, controlClass } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import { adviserOutcomeCopy as copy } from '@/content/pages/adviser-lead';
import { FailureAlert } from './failure-alert';
import { followUpBounds, localMomentValue } from './follow-up-moment';
import {
  emptyOutcomeValues,
  needsMoment,
  outcomeFormSchema,
  type OutcomeFormValues,
  type OutcomeRequest,
} from './outcome-form-schema';
import type { AdviserAnswer, AdviserFailure } from './send-adviser-request';

interface OutcomeFormProps {
  link: string;
  onRecord: (request: OutcomeRequest) => Promise<AdviserAnswer>;
  /** The label of the outcome recorded last on this page, said in the status line. */
  recorded: string | undefined;
  /** Changes after each outcome recorded: the focus moves to the status line then. */
  focusKey: number | undefined;
}

const fieldNames = Object.keys(emptyOutcomeValues) as (keyof OutcomeFormValues)[];

/**
 * How the contact went, recorded by the adviser who has the lead: one of the six outcomes, the
 * moment for a retry or a meeting, and a reason (declined) or a note. Checked by the shared schema;
 * the function's own field messages go beside their fields. A failure keeps every value and offers
 * the same send again where it can help; a recorded outcome clears the form for the next one.
 */
export function OutcomeForm({ link, onRecord, recorded, focusKey }: OutcomeFormProps) {
  const headingId = useId();
  const outcomeErrorId = useId();
  const status = useRef<HTMLParagraphElement>(null);
  const [failure, setFailure] = useState<AdviserFailure | undefined>(undefined);
  // The moments the picker offers: from the page's opening (the schema checks them at sending).
  const [bounds] = useState(() => followUpBounds(new Date()));
  const resolver = useMemo(() => zodResolver(outcomeFormSchema(link)), [link]);
  const form = useForm<OutcomeFormValues, unknown, OutcomeRequest>({
    resolver,
    defaultValues: emptyOutcomeValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const {
    control,
    register,
    formState: { errors, isSubmitting },
  } = form;
  const outcome = useWatch({ control, name: 'outcome' });
  const declined = outcome === outcomeWithReason;

  useEffect(() => {
    if (focusKey !== undefined) status.current?.focus();
  }, [focusKey]);

  /** A field's error goes as soon as it is edited (spec §4, as in the lead forms). */
  const field = <Name extends keyof OutcomeFormValues>(name: Name) =>
    register(name, { onChange: () => form.clearErrors(name) });

  const submit = form.handleSubmit(async (request) => {
    setFailure(undefined);
    const answer = await onRecord(request);
    if (answer.ok) {
      if (answer.result === 'recorded') form.reset(emptyOutcomeValues);
      return;
    }
    // The function's message per field: beside the form's own fields, the rest (the link) in
    // the alert, after its general message.
    const entries = Object.entries(answer.fieldErrors ?? {});
    const isField = (name: string): name is keyof OutcomeFormValues =>
      fieldNames.includes(name as keyof OutcomeFormValues);
    entries
      .filter(([name]) => isField(name))
      .forEach(([name, message], index) =>
        form.setError(
          name as keyof OutcomeFormValues,
          { type: 'server', message },
          {
            shouldFocus: index === 0,
          },
        ),
      );
    const others = entries.filter(([name]) => !isField(name)).map(([, message]) => message);
    setFailure({ ...answer, error: [answer.error, ...others].join(' ') });
  });

  return (
    <Panel heading={copy.heading} lead={copy.lead} headingId={headingId}>
      <p
        ref={status}
        role="status"
        tabIndex={-1}
        className={
          recorded
            ? 'rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 font-semibold text-brand-900'
            : 'sr-only'
        }
      >
        {recorded ? copy.recorded(recorded) : ''}
      </p>
      <form
        data-form="adviser-outcome"
        noValidate
        method="post"
        aria-labelledby={headingId}
        onSubmit={(event) => void submit(event)}
        className="grid gap-5"
      >
        <fieldset
          aria-describedby={errors.outcome ? outcomeErrorId : undefined}
          className="grid gap-2"
        >
          <legend className="mb-2 text-sm font-medium text-ink">
            {copy.legend}
            <span aria-hidden="true" className="text-danger-600">
              {' '}
              *
            </span>
          </legend>
          {errors.outcome?.message ? (
            <FieldError id={outcomeErrorId}>{errors.outcome.message}</FieldError>
          ) : null}
          <div className="grid gap-2 sm:grid-cols-2">
            {outcomeIds.map((id) => (
              <OutcomeChoice key={id} id={id} registration={field('outcome')} />
            ))}
          </div>
        </fieldset>
        {needsMoment(outcome) ? (
          <Field
            label={copy.momentLabels[outcome as keyof typeof copy.momentLabels]}
            hint={copy.momentHint}
            error={errors.followUpAt?.message}
            required
          >
            {(props) => (
              <input
                {...props}
                {...field('followUpAt')}
                type="datetime-local"
                min={localMomentValue(bounds.min)}
                max={localMomentValue(bounds.max)}
                className={`${controlClass} sm:max-w-xs`}
              />
            )}
          </Field>
        ) : null}
        <Field
          label={declined ? copy.reasonLabel : copy.noteLabel}
          error={errors.note?.message}
          required={declined}
        >
          {(props) => (
            <textarea
              {...props}
              {...field('note')}
              rows={3}
              className={`${controlClass} min-h-24`}
            />
          )}
        </Field>
        <FailureAlert failure={failure} onRetry={() => void submit()} keptNote />
        <button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
          className="btn-primary w-full sm:w-auto sm:justify-self-start"
        >
          {isSubmitting ? copy.submitting : copy.submit}
        </button>
      </form>
    </Panel>
  );
}

function OutcomeChoice({
  id,
  registration,
}: {
  id: OutcomeId;
  registration: UseFormRegisterReturn<'outcome'>;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-ink has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-semibold">
      <input
        {...registration}
        type="radio"
        value={id}
        className="size-5 shrink-0 accent-brand-700"
      />
      {outcomeLabels[id]}
    </label>
  );
}
