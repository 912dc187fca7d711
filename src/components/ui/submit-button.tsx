import type { ReactNode } from 'react';
import { sendingLabel } from '@/content/forms';

/** The submit button of a lead form: disabled and reading 'Wysyłanie...' while sending. */
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
