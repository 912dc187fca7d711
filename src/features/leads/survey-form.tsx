import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Field, controlClass } from '@/components/ui/field';
import { successToasts } from '@/content/forms';
import type { SurveyPayload } from '@shared/lead-schema';
import { surveyCopy } from '@/content/survey-form';
import { FormPrivacyInfo } from './form-privacy-info';
import { useLeadForm } from './use-lead-form';

const schema = z.object({
  experience: z.enum(['', ...surveyCopy.experienceOptions.map((option) => option.value)]),
  additionalFeedback: z.string(),
});

type Values = z.input<typeof schema>;

const emptyValues: Values = { experience: '', additionalFeedback: '' };

/**
 * The thank-you page's feedback survey (spec §3: only experience and additionalFeedback have
 * inputs). Nothing is required; the answers go to the send-email function, which stores them
 * anonymously (issue 27: the spec only logged them), then a thank-you replaces the survey.
 */
export function SurveyForm() {
  const headingId = useId();
  const legendId = useId();
  const [submitted, setSubmitted] = useState(false);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const lead = useLeadForm({
    name: 'survey',
    schema,
    defaultValues: emptyValues,
    consent: false,
    submissionId: false,
    success: successToasts.survey,
    failureKind: 'form',
    toPayload: (values): SurveyPayload => ({
      formType: 'survey',
      ...(values.experience ? { experience: values.experience } : {}),
      additionalFeedback: values.additionalFeedback.trim(),
    }),
    onSent: () => setSubmitted(true),
  });
  const experience = useWatch({ control: lead.form.control, name: 'experience' });

  useEffect(() => {
    if (submitted) thanksRef.current?.focus();
  }, [submitted]);

  if (submitted) {
    return (
      <p
        ref={thanksRef}
        tabIndex={-1}
        className="rounded-card border border-brand-100 bg-brand-50 p-6 text-lg font-semibold text-brand-900 outline-none"
      >
        {surveyCopy.thanks}
      </p>
    );
  }

  return (
    <form
      data-form="survey"
      noValidate
      // Never a GET: without JavaScript the browser would put what was typed in the address.
      method="post"
      aria-labelledby={headingId}
      {...lead.formProps}
      onSubmit={lead.onSubmit()}
      className="grid gap-5 rounded-card border border-slate-200 bg-white p-6 shadow-card"
    >
      <div>
        <h2 id={headingId} className="text-xl font-bold text-brand-950">
          {surveyCopy.title}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{surveyCopy.intro}</p>
      </div>
      <div role="group" aria-labelledby={legendId} className="grid gap-2">
        <p id={legendId} className="text-sm font-medium text-ink">
          {surveyCopy.experienceLegend}
        </p>
        <div className="flex flex-wrap gap-2">
          {surveyCopy.experienceOptions.map((option) => {
            const pressed = experience === option.value;
            return (
              <button
                key={option.value}
                type="button"
                name="experience"
                value={option.value}
                aria-pressed={pressed}
                onClick={() =>
                  lead.form.setValue('experience', pressed ? '' : option.value, {
                    shouldDirty: true,
                  })
                }
                className={
                  pressed
                    ? 'btn border border-brand-700 bg-brand-700 text-white'
                    : 'btn border border-slate-300 bg-white text-ink hover:bg-brand-50'
                }
              >
                {option.label}
              </button>
            );
          })}
        </div>
      </div>
      <Field label={surveyCopy.feedbackLabel}>
        {(control) => (
          <textarea
            {...control}
            {...lead.field('additionalFeedback')}
            rows={4}
            className={controlClass}
          />
        )}
      </Field>
      <FormPrivacyInfo kind="survey" />
      <button type="submit" className="btn-primary w-full sm:w-auto sm:justify-self-start">
        {surveyCopy.submit}
      </button>
    </form>
  );
}
