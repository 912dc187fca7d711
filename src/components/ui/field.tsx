import { useId, type ReactNode } from 'react';

/** The attributes that tie a control to its label, hint and error (GOV.UK pattern). */
interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
}

export const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-ink-soft/80 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 aria-[invalid=true]:border-danger-600';

/** A labelled form control with an optional hint and an error tied to it by aria-describedby. */
export function Field({ label, error, hint, required = false, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger-600">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
      <span aria-hidden="true">!</span>
      {children}
    </p>
  );
}

interface CheckboxFieldProps {
  label: ReactNode;
  error?: string;
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A checkbox (rendered by `children`) followed by its label, with an error tied to it. The label's
 * padding makes the row a 44 px touch target.
 */
export function CheckboxField({ label, error, required = false, children }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-3">
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          'aria-required': required ? true : undefined,
        })}
        <label htmlFor={id} className="flex-1 py-2.5 text-sm leading-relaxed text-ink-muted">
          {label}
          {required ? (
            <span aria-hidden="true" className="text-danger-600">
              {' '}
              *
            </span>
          ) : null}
        </label>
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

export const checkboxClass =
  'mt-3 size-5 shrink-0 rounded border-slate-400 accent-brand-700 aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-danger-600';
