import { sendFailureAlert } from '@/content/forms';
import type { LeadFailure } from './lead-form-options';

/**
 * Stays in the form after a failed send (the toast goes after 5 s): every entry is kept, the
 * visitor can send the same submission again or call the advisers instead.
 */
export function SendFailureAlert({ failure }: { failure: LeadFailure | undefined }) {
  if (!failure) return null;
  const { title, body, phone, retry } = sendFailureAlert;
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-card border border-danger-600/40 bg-danger-50 p-4 text-sm text-ink"
    >
      <p className="font-semibold text-danger-700">{title}</p>
      {failure.detail ? <p>{failure.detail}</p> : null}
      <p>
        {body}{' '}
        <a
          href={`tel:${phone.tel}`}
          className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2"
        >
          {phone.display}
        </a>
        .
      </p>
      <button type="button" onClick={failure.retry} className="btn-secondary justify-self-start">
        {retry}
      </button>
    </div>
  );
}
