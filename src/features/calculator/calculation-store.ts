import { useSyncExternalStore } from 'react';
import type { Debt } from '@/lib/consolidation';

/**
 * The calculation on screen, shared by the calculator (which writes it as the visitor types), the
 * summary under it (which shows it) and the callback form (features/leads/calculator-lead-form.tsx,
 * which sends it with the lead: the page hands it getCalculation). Undefined while the calculator
 * shows no result. The shape is the lead's `calculation` (lead-schema.ts).
 */
export interface Calculation {
  debts: Debt[];
  term: number;
  /** The new monthly instalment, in złoty. */
  instalment: number;
  /** The new credit's RRSO, in percent. */
  rrso: number;
}

let current: Calculation | undefined;
const listeners = new Set<() => void>();

export function setCalculation(calculation: Calculation | undefined): void {
  if (calculation === current) return;
  current = calculation;
  for (const listener of listeners) listener();
}

export function getCalculation(): Calculation | undefined {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current calculation; none in the prerendered HTML and while hydrating, as the server had. */
export function useCalculation(): Calculation | undefined {
  return useSyncExternalStore(subscribe, getCalculation, () => undefined);
}
