import { useRef, type MouseEvent, type SubmitEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { messages } from '@shared/lead-schema';
import { toast, type ToastInput } from '@/components/ui/toast-store';
import { useWizardSteps } from './use-wizard-steps';

const stepInvalidToast: ToastInput = {
  variant: 'destructive',
  title: messages.stepInvalidTitle,
  description: messages.stepInvalid,
};

interface WizardOptions<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The fields each step validates, in screen order (the first invalid one gets the focus). */
  steps: readonly (readonly FieldPath<T>[])[];
  /** The control to focus for an error kept on a group (e.g. the first box of a list). */
  focusTarget?: (name: FieldPath<T>) => FieldPath<T>;
}

/**
 * Step navigation of a lead wizard: 'Dalej' validates only the current step's fields, 'Wstecz'
 * always works; both scroll to the top and focus the new step's heading. A failed check shows the
 * 'Sprawdź dane' toast and focuses the first invalid field, on its own step.
 */
export function useWizard<T extends FieldValues>({
  form,
  steps,
  focusTarget = (name) => name,
}: WizardOptions<T>) {
  const wizard = useWizardSteps(steps.length);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = useRef(false);
  const { trigger, getFieldState, setFocus } = form;

  function focusHeading() {
    headingRef.current?.focus({ preventScroll: true });
  }

  function move(target: number) {
    window.scrollTo({ top: 0 });
    wizard.goTo(target, focusHeading);
  }

  /** Shows `step` (1-based) and focuses `name` on it. */
  function focusField(step: number, name: FieldPath<T>) {
    wizard.goTo(step, () => setFocus(focusTarget(name)));
  }

  function firstInvalid(names: readonly FieldPath<T>[]) {
    return names.find((name) => getFieldState(name).error);
  }

  async function next() {
    const names = steps[wizard.step - 1] ?? [];
    if (await trigger([...names])) {
      move(wizard.step + 1);
      return;
    }
    toast(stepInvalidToast);
    const name = firstInvalid(names);
    if (name) focusField(wizard.step, name);
  }

  function back() {
    move(wizard.step - 1);
  }

  /**
   * Validates every step; on failure shows the first step with an error and says why: 'Sprawdź
   * dane', or, when only the last step's consents are missing, `consentNotice()`.
   */
  async function validateAll(consentNotice: () => ToastInput): Promise<boolean> {
    if (await trigger()) return true;
    for (const [index, names] of steps.entries()) {
      const name = firstInvalid(names);
      if (!name) continue;
      const lastStep = index === steps.length - 1;
      toast(lastStep ? { variant: 'destructive', ...consentNotice() } : stepInvalidToast);
      focusField(index + 1, name);
      break;
    }
    return false;
  }

  /**
   * The form's submit handler: before the last step it acts as 'Dalej' (also when Enter is pressed
   * in a field: 'Dalej' is the form's submit button there); on the last step it runs
   * `send` once at a time (a second click while it runs does nothing).
   */
  function onSubmit(send: () => Promise<void>) {
    return (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!wizard.isLast) {
        void next();
        return;
      }
      if (busy.current) return;
      busy.current = true;
      void send().finally(() => {
        busy.current = false;
      });
    };
  }

  /**
   * Ignores the second click of a double click on the submit button: after a double click on
   * 'Dalej' it would land on 'Wyślij' (same place on the last step) and send unasked.
   */
  function onClickCapture(event: MouseEvent<HTMLFormElement>) {
    const target = event.target as Element;
    if (event.detail > 1 && target.closest('button[type="submit"]')) event.preventDefault();
  }

  return { ...wizard, headingRef, next, back, validateAll, onSubmit, onClickCapture };
}
