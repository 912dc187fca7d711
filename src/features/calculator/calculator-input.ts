import { calculatorLimits } from '@shared/calculator-limits';
import { calculatorCopy, calculatorOffer } from '@/content/pages/consolidation-calculator';
import { instalmentsCoverBalance, type Debt } from '@/lib/consolidation';

/** One row as typed: the field values are strings until they are checked. */
export interface DebtRowInput {
  balance: string;
  instalment: string;
  monthsLeft: string;
}

export type DebtField = keyof DebtRowInput;

/** A row's fields, in the order they are shown. */
export const debtFields: DebtField[] = ['balance', 'instalment', 'monthsLeft'];

/** What the calculator's fields hold: text, checked by checkInput as it is typed. */
export interface CalculatorValues {
  debts: DebtRowInput[];
  term: string;
}

/** A field's name, as react-hook-form registers it and checkInput keys its message. */
export type FieldName = 'term' | `debts.${number}.${DebtField}`;

/** What the visitor typed, checked: the debts and term when all is valid, each field's message. */
export interface CheckedInput {
  debts: Debt[] | undefined;
  term: number | undefined;
  /** Keyed "debts.N.balance", "term": the field's Polish message. */
  errors: Record<string, string>;
  /** Keyed like `errors`: a required field left empty (its message waits for the visitor). */
  missing: Set<string>;
}

const { messages } = calculatorCopy;

/** Whole złoty or a count: digits only (spaces between thousands allowed, as people write them). */
function wholeNumber(value: string): number | undefined {
  const digits = value.replace(/[\s\u00a0]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : undefined;
}

type Check = (value: string) => { value?: number; error?: string; missing?: true };

const checks: Record<DebtField | 'term', Check> = {
  balance(raw) {
    if (raw.trim() === '') return { error: messages.balanceRequired, missing: true };
    const value = wholeNumber(raw);
    if (value === undefined) return { error: messages.balanceDigits };
    if (value <= 0) return { error: messages.balancePositive };
    if (value > calculatorLimits.maxBalance) return { error: messages.balanceMax };
    return { value };
  },
  instalment(raw) {
    if (raw.trim() === '') return { error: messages.instalmentRequired, missing: true };
    const value = wholeNumber(raw);
    if (value === undefined) return { error: messages.instalmentDigits };
    if (value <= 0) return { error: messages.instalmentPositive };
    // As the lead schema takes it (a larger one would fail the send).
    if (value > calculatorLimits.maxBalance) return { error: messages.instalmentMax };
    return { value };
  },
  monthsLeft(raw) {
    if (raw.trim() === '') return { error: messages.monthsRequired, missing: true };
    const value = wholeNumber(raw);
    if (value === undefined || value < 1 || value > calculatorLimits.maxMonthsLeft) {
      return { error: messages.monthsRange };
    }
    return { value };
  },
  term(raw) {
    const value = wholeNumber(raw);
    if (
      value === undefined ||
      value < calculatorOffer.minMonths ||
      value > calculatorOffer.maxMonths
    ) {
      return { error: messages.termRange };
    }
    return { value };
  },
};

/**
 * Checks every field, then what no single field shows: each complete row's instalments must be able
 * to repay it (its message goes beside the number of instalments, the row's last field), and the
 * rows must be no more than the lead schema takes. The debts and term are given only when all of
 * it is valid.
 */
export function checkInput(rows: readonly DebtRowInput[], rawTerm: string): CheckedInput {
  const errors: Record<string, string> = {};
  const missing = new Set<string>();
  const debts: Debt[] = [];
  let valid = rows.length > 0 && rows.length <= calculatorLimits.maxDebts;
  const take = (name: string, field: DebtField | 'term', raw: string) => {
    const result = checks[field](raw);
    if (result.error) {
      errors[name] = result.error;
      if (result.missing) missing.add(name);
      valid = false;
    }
    return result.value;
  };
  rows.forEach((row, index) => {
    const balance = take(`debts.${index}.balance`, 'balance', row.balance);
    const instalment = take(`debts.${index}.instalment`, 'instalment', row.instalment);
    const monthsLeft = take(`debts.${index}.monthsLeft`, 'monthsLeft', row.monthsLeft);
    if (balance === undefined || instalment === undefined || monthsLeft === undefined) return;
    const debt = { balance, instalment, monthsLeft };
    if (!instalmentsCoverBalance(debt)) {
      errors[`debts.${index}.monthsLeft`] = messages.instalmentsShort(debt);
      valid = false;
    }
    debts.push(debt);
  });
  const term = take('term', 'term', rawTerm);
  return valid && term !== undefined
    ? { debts, term, errors, missing }
    : { debts: undefined, term: undefined, errors, missing };
}
