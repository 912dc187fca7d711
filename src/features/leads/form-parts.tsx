import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Field, controlClass } from '@/components/ui/field';
import { loanAmountRanges } from '@/content/figures';
import { callbackTimeField, fieldLabels, loanAmountPlaceholder } from '@/content/forms';

/** A text with a link in it (a consent and its privacy-policy link): the link goes between. */
export interface LinkedText {
  before: string;
  linkText: string;
  href: string;
  after: string;
}

/** A consent text with its link to the privacy policy. */
export function LinkedTextLabel({ text }: { text: LinkedText }) {
  return (
    <>
      {text.before}
      <Link to={text.href} className="font-medium text-brand-800 underline underline-offset-2">
        {text.linkText}
      </Link>
      {text.after}
    </>
  );
}

/** The optional loan-amount range: a blank choice and the five ranges of spec §3. */
export function LoanAmountField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <Field label={fieldLabels.loanAmount}>
      {(control) => (
        <select {...control} {...registration} className={controlClass}>
          <option value="">{loanAmountPlaceholder}</option>
          {loanAmountRanges.map((range) => (
            <option key={range} value={range}>
              {range}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * When the visitor would like the call (issue 27): four radio buttons, two by two, each a 44 px
 * touch target: on a phone one tap, every choice in sight (a select would take two taps and hide
 * them). 'Jak najszybciej' is checked in the served HTML too, so a choice made before the form
 * hydrates is kept.
 */
export function CallbackTimeField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">{callbackTimeField.legend}</legend>
      <div className="grid grid-cols-2 gap-2 @xl:grid-cols-4">
        {callbackTimeField.options.map(({ id, label }) => (
          <label
            key={id}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm leading-snug text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              value={id}
              defaultChecked={id === callbackTimeField.defaultValue}
              {...registration}
              className="size-4 shrink-0 accent-brand-700 focus:outline-none"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
