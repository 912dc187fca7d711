import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  debtFields,
  type CalculatorValues,
  type CheckedInput,
  type FieldName,
} from './calculator-input';

/**
 * Which message each field shows. An empty field's message waits until the visitor has left it or
 * asked for the result ('Pokaż wynik': `revealMissing`); every other message shows as it is typed.
 */
export function useFieldMessages(
  form: UseFormReturn<CalculatorValues>,
  rows: readonly unknown[],
  checked: CheckedInput,
) {
  // Empty fields whose message the visitor asked for with 'Pokaż wynik'.
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const fieldNames: FieldName[] = [
    ...rows.flatMap((_, index) => debtFields.map((field) => `debts.${index}.${field}` as const)),
    'term',
  ];
  const errorOf = (name: FieldName) =>
    checked.missing.has(name) &&
    !revealed.has(name) &&
    !form.getFieldState(name, form.formState).isTouched
      ? undefined
      : checked.errors[name];
  return {
    errorOf,
    showsError: fieldNames.some((name) => errorOf(name) !== undefined),
    /** The first field, in the order shown, whose value stops the result. */
    firstInvalid: () => fieldNames.find((name) => checked.errors[name] !== undefined),
    /** Shows the messages of every empty field. */
    revealMissing: () => setRevealed(new Set(checked.missing)),
    /** Forgets what was revealed: the names are positional, and the rows have moved. */
    forgetRevealed: () => setRevealed(new Set()),
  };
}
