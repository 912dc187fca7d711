import { useEffect, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { calculatorOffer } from '@/content/pages/consolidation-calculator';
import { compareConsolidation, type ConsolidationResult } from '@/lib/consolidation';
import { setCalculation } from './calculation-store';
import { checkInput, type CalculatorValues } from './calculator-input';

/** The values as they are now, copied: react-hook-form changes its own in place. */
function snapshot({ debts, term }: CalculatorValues): CalculatorValues {
  return { debts: debts.map((row) => ({ ...row })), term };
}

/**
 * The values on screen, followed once mounted (react-hook-form gives its values from then on; the
 * lead forms read theirs at the same moment): what the fields held as they registered, typed
 * before hydration included, then every edit and every added or removed row (`rows` changes).
 */
export function useValuesOnScreen(
  form: UseFormReturn<CalculatorValues>,
  initial: CalculatorValues,
  rows: unknown,
): CalculatorValues {
  const [values, setValues] = useState(initial);
  useEffect(() => {
    const read = () => {
      setValues(snapshot(form.getValues()));
    };
    const unsubscribe = form.subscribe({ formState: { values: true }, callback: read });
    read();
    return unsubscribe;
  }, [form, rows]);
  return values;
}

/**
 * The values checked and, when they are valid, compared with one consolidation credit. The
 * calculation on screen is published for the callback form (./calculation-store.ts), and
 * withdrawn when the calculator goes.
 */
export function useComparison(values: CalculatorValues) {
  const checked = useMemo(() => checkInput(values.debts, values.term), [values]);
  const result: ConsolidationResult = useMemo(
    () =>
      checked.debts && checked.term !== undefined
        ? compareConsolidation(checked.debts, checked.term, calculatorOffer)
        : { status: 'invalid' },
    [checked],
  );
  const computed = result.status === 'ok' ? result : undefined;

  // The callback form sends what is on screen.
  useEffect(() => {
    setCalculation(
      computed && checked.debts && checked.term !== undefined
        ? {
            debts: checked.debts,
            term: checked.term,
            instalment: computed.figures.instalment,
            rrso: computed.figures.aprPercent,
          }
        : undefined,
    );
  }, [computed, checked]);
  useEffect(() => () => setCalculation(undefined), []);

  return { checked, result };
}
