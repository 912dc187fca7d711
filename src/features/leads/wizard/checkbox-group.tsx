import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/field';

/** What each box of a group gets: its invalid state and, for the first box, the group's error. */
interface GroupBoxState {
  invalid: boolean;
  errorId?: string;
}

interface CheckboxGroupProps {
  legend: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: (state: GroupBoxState) => ReactNode;
}

/** A fieldset of checkboxes with one error for the whole group, tied to the group and first box. */
export function CheckboxGroup({
  legend,
  hint,
  error,
  required = false,
  children,
}: CheckboxGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined} className="grid gap-3">
      <legend className="mb-1 text-sm font-medium text-ink">
        {legend}
        {required ? (
          <span aria-hidden="true" className="text-danger-600">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintId} className="-mt-2 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {children({ invalid: Boolean(error), errorId: error ? errorId : undefined })}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}

interface GroupCheckboxProps {
  label: string;
  registration: UseFormRegisterReturn;
  invalid: boolean;
  describedBy?: string;
}

/** One box of a group, as a tile that is clicked anywhere (a big touch target). */
export function GroupCheckbox({ label, registration, invalid, describedBy }: GroupCheckboxProps) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-ink transition-colors hover:border-brand-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input
        type="checkbox"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="size-5 shrink-0 rounded border-slate-400 accent-brand-700 aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-danger-600"
        {...registration}
      />
      <span>{label}</span>
    </label>
  );
}
