import { SubmitButton } from '@/features/leads/submit-button';
import { wizardCopy } from '@/content/wizard';

interface StepNavigationProps {
  isFirst: boolean;
  isLast: boolean;
  sending: boolean;
  submitLabel: string;
  onBack: () => void;
}

/**
 * 'Wstecz' (from step 2), then 'Dalej' or, on the last step, the send button: stacked at full
 * width on phones, side by side from the small breakpoint.
 */
export function StepNavigation({
  isFirst,
  isLast,
  sending,
  submitLabel,
  onBack,
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
        // A submit button, so that Enter in a field of steps 1–2 acts as 'Dalej' (implicit
        // submission needs one); the form's submit handler moves on instead of sending.
        <button type="submit" className="btn-primary sm:ml-auto">
          {wizardCopy.next}
        </button>
      )}
    </div>
  );
}
