import type { RefObject, SubmitEvent } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { calculatorLimits } from '@shared/calculator-limits';
import { panelClass } from '@/components/ui/card';
import { Field, controlClass } from '@/components/ui/field';
import { calculatorCopy as copy } from '@/content/pages/consolidation-calculator';
import { debtFields, type CalculatorValues, type FieldName } from './calculator-input';

interface DebtRowProps {
  index: number;
  register: UseFormRegister<CalculatorValues>;
  errorOf: (name: FieldName) => string | undefined;
  /** Removes the row; none while it is the only one. */
  onRemove: (() => void) | undefined;
}

/** One obligation: its balance, instalment and instalments left, and its 'Usuń' button. */
function DebtRow({ index, register, errorOf, onRemove }: DebtRowProps) {
  return (
    <fieldset className="grid items-start gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-3">
      <legend className="px-1 text-sm font-semibold text-brand-900">
        {copy.debtLegend(index + 1)}
      </legend>
      {debtFields.map((field) => {
        const name = `debts.${index}.${field}` as const;
        return (
          <Field key={field} label={copy.labels[field]} error={errorOf(name)} required>
            {(control) => (
              <input
                {...control}
                {...register(name)}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={12}
                className={controlClass}
              />
            )}
          </Field>
        );
      })}
      {onRemove ? (
        <div className="sm:col-span-3">
          <button
            type="button"
            aria-label={copy.removeLabel(index + 1)}
            onClick={onRemove}
            className="btn-secondary min-h-10 px-4 py-1.5 text-sm"
          >
            {copy.remove}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}

interface TermFieldProps {
  register: UseFormRegister<CalculatorValues>;
  /** What the field shows before any code runs. */
  defaultValue: string;
  error: string | undefined;
}

/** The new credit's term, in months. */
function TermField({ register, defaultValue, error }: TermFieldProps) {
  return (
    <Field label={copy.labels.term} hint={copy.termHint} error={error} required>
      {(control) => (
        <input
          {...control}
          {...register('term')}
          // Served with the default term: the uncontrolled field shows it before any code runs.
          defaultValue={defaultValue}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          className={`${controlClass} max-w-40`}
        />
      )}
    </Field>
  );
}

interface CalculatorFormProps {
  /** The heading's id, made by the calculator (its ids stay those of the served HTML). */
  headingId: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** The rows react-hook-form keeps, one per obligation, each with its key. */
  rows: readonly { id: string }[];
  register: UseFormRegister<CalculatorValues>;
  errorOf: (name: FieldName) => string | undefined;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The term the served field shows before any code runs. */
  defaultTerm: string;
}

/**
 * The calculator's form: a row per obligation, 'Dodaj zobowiązanie' up to the schema's number of
 * rows, the term and 'Pokaż wynik'.
 */
export function CalculatorForm(props: CalculatorFormProps) {
  const { headingId, formRef, onSubmit, rows, register, errorOf, onAdd, onRemove } = props;
  return (
    <form
      data-form="calculator"
      noValidate
      // Never a GET: without JavaScript the browser would put the debts typed in the address.
      method="post"
      aria-labelledby={headingId}
      ref={formRef}
      onSubmit={onSubmit}
      className={`grid gap-5 ${panelClass}`}
    >
      <div>
        <h3 id={headingId} className="text-xl font-bold text-brand-950">
          {copy.debtsTitle}
        </h3>
        <p className="mt-1 text-sm text-ink-muted">{copy.debtsHint}</p>
      </div>
      <div className="grid gap-4">
        {rows.map((row, index) => (
          <DebtRow
            key={row.id}
            index={index}
            register={register}
            errorOf={errorOf}
            onRemove={rows.length > 1 ? () => onRemove(index) : undefined}
          />
        ))}
      </div>
      {rows.length < calculatorLimits.maxDebts ? (
        <button type="button" onClick={onAdd} className="btn-secondary justify-self-start">
          <span aria-hidden="true">+</span>
          {copy.add}
        </button>
      ) : (
        <p className="text-sm text-ink-muted">{copy.maxDebts}</p>
      )}
      <TermField register={register} defaultValue={props.defaultTerm} error={errorOf('term')} />
      <button type="submit" className="btn-primary justify-self-start">
        {copy.showResult}
      </button>
    </form>
  );
}
