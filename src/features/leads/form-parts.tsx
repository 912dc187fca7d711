import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Field, controlClass } from '@/components/ui/field';
import { loanAmountRanges } from '@/content/figures';
import { callbackTimeField, fieldLabels, loanAmountPlaceholder } from '@/content/forms';
import type { LinkedText } from '@/content/types';

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
 * When the visitor would like the call (issue 27): a select, 'Jak najszybciej' first and chosen.
 * A select rather than radio buttons: the forms hydrate at the first touch, and a radio group
 * ticked before that is cleared as react-hook-form registers its buttons one by one, while a
 * select keeps its choice (as the loan amount does). On a phone it opens the system's own list.
 */
export function CallbackTimeField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <Field label={callbackTimeField.label}>
      {(control) => (
        <select {...control} {...registration} className={controlClass}>
          {callbackTimeField.options.map(({ id, label }) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
