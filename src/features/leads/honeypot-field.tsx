import type { UseFormRegisterReturn } from 'react-hook-form';
import { honeypotLabel } from '@/content/forms';

/**
 * A field people never see, never reach with Tab and screen readers never announce; bots that fill
 * every input fill it, and the function then drops their submission. Sent only when filled.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {honeypotLabel}
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}

/** The payload with the honeypot left out when it is empty, so a person's body is the spec's. */
export function withHoneypot<T extends object>(payload: T, honeypot: string | undefined): T {
  return honeypot?.trim() ? { ...payload, website: honeypot } : payload;
}
