import type { ReactNode } from 'react';
import { sendingLabel } from '@/content/forms';

/**
 * The submit button of the lead forms: disabled and reading the forms' sending label while sending.
 * It lives with the forms (not in components/ui) because the label is the forms' copy.
 */
export function SubmitButton({
  sending,
  children,
  className = '',
}: {
  sending: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={sending}
      aria-busy={sending}
      className={`btn-primary ${className}`}
    >
      {sending ? sendingLabel : children}
    </button>
  );
}
