import { useEffect, useRef } from 'react';
import type { AdviserResult, AdviserView } from '@shared/adviser-request';
import { Panel } from '@/components/ui/panel';
import { adviserOwnerCopy as copy } from '@/content/pages/adviser-lead';
import { typesetText } from '@/lib/typography';
import { FailureAlert } from './failure-alert';
import type { AdviserFailure } from './send-adviser-request';

interface OwnerPanelProps {
  view: AdviserView;
  result: AdviserResult;
  claiming: boolean;
  failure: AdviserFailure | undefined;
  onClaim: () => void;
  /** Changes after each action whose result this panel says: the focus moves to it then. */
  focusKey: number | undefined;
}

/**
 * Who has the lead. While nobody does, the one button that claims it ("Przejmuję"); once another
 * adviser has it, a calm note and no button that would fail. The state is a polite live region,
 * and the focus moves to it after a claim, so its outcome is read at once.
 */
export function OwnerPanel({
  view,
  result,
  claiming,
  failure,
  onClaim,
  focusKey,
}: OwnerPanelProps) {
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey !== undefined) status.current?.focus();
  }, [focusKey]);
  const { owner } = view;
  return (
    <Panel heading={copy.heading}>
      <div
        ref={status}
        role="status"
        tabIndex={-1}
        className="-m-2 grid gap-2 rounded-lg p-2 leading-relaxed text-ink"
      >
        {owner === null ? <p>{copy.nobody}</p> : null}
        {owner?.you ? (
          <>
            <p className="font-semibold">{copy.yours(owner.since)}</p>
            {result === 'claimed' ? <p>{copy.claimed}</p> : null}
            {result === 'already-yours' ? <p>{copy.alreadyYours}</p> : null}
          </>
        ) : null}
        {owner && !owner.you ? (
          <>
            <p className="font-semibold">{copy.takenBy(owner.name, owner.since)}</p>
            <p className="text-ink-muted">{copy.takenHint}</p>
          </>
        ) : null}
        {view.outcome ? (
          <p className="text-ink-muted">
            {copy.latestOutcome}{' '}
            <span className="font-medium text-ink">{typesetText(view.outcome)}</span>
          </p>
        ) : null}
      </div>
      {/* A refusal (the link expired, the lead erased) would refuse again: no button then. */}
      {owner === null && (failure === undefined || failure.retryable) ? (
        <div className="grid gap-3">
          <p className="text-sm text-ink-muted">{copy.claimHint}</p>
          <button
            type="button"
            onClick={onClaim}
            disabled={claiming}
            aria-busy={claiming}
            className="btn-primary w-full sm:w-auto sm:justify-self-start"
          >
            {claiming ? copy.claiming : copy.claim}
          </button>
        </div>
      ) : null}
      <FailureAlert failure={failure} onRetry={onClaim} />
    </Panel>
  );
}
