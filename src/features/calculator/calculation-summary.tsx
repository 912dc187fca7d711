import { calculatorCopy } from '@/content/pages/consolidation-calculator';
import { formatPercent, formatPln } from '@/lib/format';
import { useCalculation } from './calculation-store';

const copy = calculatorCopy.form;

/** What the form will send with the lead: the calculation on screen, or that there is none. */
export function CalculationSummary() {
  const calculation = useCalculation();
  return (
    <p className="rounded-lg border-l-4 border-brand-600 bg-white p-3 text-sm text-ink shadow-card">
      {calculation
        ? copy.withCalculation(
            calculation.debts.length,
            calculation.term,
            formatPln(calculation.instalment),
            formatPercent(calculation.rrso),
          )
        : copy.withoutCalculation}
    </p>
  );
}
