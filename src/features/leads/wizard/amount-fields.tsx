import { Field, controlClass } from '@/components/ui/field';
import { fieldLabels, placeholders } from '@/content/forms';
import { wizardCopy } from '@/content/wizard';
import { useClearingRegister, useFieldError, type AmountValues } from './form-context';

/** Debt and income (optional, digits only) and the free-text description of the situation. */
export function AmountFields() {
  const field = useClearingRegister<AmountValues>();
  const error = useFieldError<AmountValues>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label={fieldLabels.debt} hint={wizardCopy.debtHint} error={error('debt')}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            placeholder={placeholders.debt}
            className={controlClass}
            {...field('debt')}
          />
        )}
      </Field>
      <Field label={fieldLabels.income} hint={wizardCopy.incomeHint} error={error('income')}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            placeholder={placeholders.income}
            className={controlClass}
            {...field('income')}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field label={fieldLabels.situationDetail} error={error('situationDetail')}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={5000}
              className={`${controlClass} min-h-28`}
              {...field('situationDetail')}
            />
          )}
        </Field>
      </div>
    </div>
  );
}
