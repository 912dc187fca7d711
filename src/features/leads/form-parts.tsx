import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Field, controlClass } from '@/components/ui/field';
import { loanAmountRanges } from '@/content/figures';
import { fieldLabels, loanAmountPlaceholder } from '@/content/forms';

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
