import { useEffect, useId, useRef, type RefObject, type SubmitEvent } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { calculatorDefaultTerm } from '@/content/pages/consolidation-calculator';
import { CalculatorForm } from './calculator-form';
import type { CalculatorValues, DebtRowInput } from './calculator-input';
import { CalculatorResults } from './calculator-results';
import { useComparison, useValuesOnScreen } from './use-comparison';
import { useFieldMessages } from './use-field-messages';

const emptyRow: DebtRowInput = { balance: '', instalment: '', monthsLeft: '' };

const defaultValues: CalculatorValues = {
  debts: [emptyRow],
  term: String(calculatorDefaultTerm),
};

/**
 * Moves the focus, after the next render, to the field of the name given (one that render may
 * add): the field to go on with after a row is added or removed, or the first one in error.
 */
function useFocusAfterRender(formRef: RefObject<HTMLFormElement | null>) {
  const focusAfterRender = useRef<string | undefined>(undefined);
  useEffect(() => {
    const name = focusAfterRender.current;
    if (!name) return;
    focusAfterRender.current = undefined;
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  });
  return (name: string) => {
    focusAfterRender.current = name;
  };
}

/**
 * The consolidation calculator (issue 27): the obligations the visitor repays today, one row each,
 * and the term of one consolidation credit of their sum; the result follows every keystroke and is
 * read out to screen readers once typing pauses (./calculator-results.tsx).
 *
 * Prerendered as a real form and hydrated at the visitor's first touch, focus or key in it
 * (src/pages/consolidation-calculator-page.tsx), like the lead forms and by the same means: its
 * fields are react-hook-form's uncontrolled inputs, so what is typed into the served fields before
 * the code arrives stays in them, and react-hook-form reads it as the fields register
 * (./use-comparison.ts).
 */
export function ConsolidationCalculator() {
  const headingId = useId();
  const resultsId = useId();
  const form = useForm<CalculatorValues>({ defaultValues });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'debts' });
  const { checked, result } = useComparison(useValuesOnScreen(form, defaultValues, fields));
  const messages = useFieldMessages(form, fields, checked);
  const formRef = useRef<HTMLFormElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender(formRef);

  /**
   * 'Pokaż wynik' (or Enter in a field): the result follows every keystroke anyway, so this moves
   * the focus to it, or, while a field stops it, shows every message and moves the focus to the
   * first field in error (GOV.UK).
   */
  function showResult(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const firstInvalid = messages.firstInvalid();
    if (firstInvalid === undefined) {
      resultsHeading.current?.focus();
      return;
    }
    messages.revealMissing();
    focusAfterRender(firstInvalid);
  }

  function addRow() {
    focusAfterRender(`debts.${fields.length}.balance`);
    append(emptyRow, { shouldFocus: false });
  }

  function removeRow(index: number) {
    // Focus goes to the row that takes this one's place, or the one before when it was the last.
    focusAfterRender(`debts.${Math.min(index, fields.length - 2)}.balance`);
    remove(index);
    // Revealed names are positional: those of later rows would now point at other rows.
    messages.forgetRevealed();
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
      <CalculatorForm
        headingId={headingId}
        formRef={formRef}
        onSubmit={showResult}
        rows={fields}
        register={form.register}
        errorOf={messages.errorOf}
        onAdd={addRow}
        onRemove={removeRow}
        defaultTerm={defaultValues.term}
      />
      <CalculatorResults
        id={resultsId}
        headingRef={resultsHeading}
        result={result}
        showsError={messages.showsError}
      />
    </div>
  );
}
