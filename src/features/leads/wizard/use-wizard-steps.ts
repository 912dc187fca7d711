import { useEffect, useRef, useState } from 'react';

/**
 * The current step of a wizard (1-based). `goTo` can run a callback once the new step is on screen,
 * e.g. to focus its heading or a field of it.
 */
export function useWizardSteps(total: number) {
  const [step, setStep] = useState(1);
  const afterRender = useRef<(() => void) | null>(null);

  useEffect(() => {
    const run = afterRender.current;
    afterRender.current = null;
    run?.();
  }, [step]);

  function goTo(target: number, then?: () => void) {
    const next = Math.min(Math.max(target, 1), total);
    if (next === step) {
      then?.();
      return;
    }
    afterRender.current = then ?? null;
    setStep(next);
  }

  return { step, total, isFirst: step === 1, isLast: step === total, goTo };
}
