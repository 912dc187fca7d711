import { SubmitButton } from '@/components/ui/submit-button';
import { wizardCopy } from '@/content/wizard';

interface StepNavigationProps {
  isFirst: boolean;
  isLast: boolean;
  sending: boolean;
  submitLabel: string;
  onBack: () => void;
  onNext: () => void;
}

/**
 * 'Wstecz' (from step 2), then 'Dalej' or, on the last step, the submit button: stacked at full
 * width on phones, side by side from the small breakpoint.
 */
export function StepNavigation({
  isFirst,
  isLast,
  sending,
  submitLabel,
  onBack,
  onNext,
}: StepNavigationProps) {
  return (
    <div className="mt-8 grid gap-3 border-t border-slate-200 pt-6 sm:flex sm:items-center">
      {isFirst ? null : (
        <button type="button" className="btn-secondary" onClick={onBack}>
          {wizardCopy.back}
        </button>
      )}
      {isLast ? (
        <SubmitButton sending={sending} className="sm:ml-auto">
          {submitLabel}
        </SubmitButton>
      ) : (
        <button type="button" className="btn-primary sm:ml-auto" onClick={onNext}>
          {wizardCopy.next}
        </button>
      )}
    </div>
  );
}
