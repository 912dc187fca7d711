import { adviserFailureCopy } from '@/content/pages/adviser-lead';
import type { AdviserFailure } from './send-adviser-request';

interface FailureAlertProps {
  failure: AdviserFailure | undefined;
  /** Offered when the same request may be sent again (no answer, a 5xx). */
  onRetry?: () => void;
  /** Under a form: says that what was typed is still there. */
  keptNote?: boolean;
}

/** Why a request of the advisers' page did not go through, with a retry where one can help. */
export function FailureAlert({ failure, onRetry, keptNote = false }: FailureAlertProps) {
  if (!failure) return null;
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-card border border-danger-600/40 bg-danger-50 p-4 text-sm text-ink"
    >
      <p className="font-semibold text-danger-700">{adviserFailureCopy.title}</p>
      <p>{failure.error}</p>
      {keptNote ? <p>{adviserFailureCopy.kept}</p> : null}
      {failure.retryable && onRetry ? (
        <button type="button" onClick={onRetry} className="btn-secondary justify-self-start">
          {adviserFailureCopy.retry}
        </button>
      ) : null}
    </div>
  );
}
