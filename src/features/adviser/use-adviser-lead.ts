import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { outcomeLabels, type AdviserResult, type AdviserView } from '@shared/adviser-request';
import { useIsHydrating } from '@/hydration/lazy-hydration';
import { linkFromHash } from './link-token';
import type { OutcomeRequest } from './outcome-form-schema';
import {
  sendAdviserRequest,
  type AdviserAnswer,
  type AdviserFailure,
} from './send-adviser-request';

export type AdviserLeadState =
  /** The prerendered shell, and while 'show' is on its way. */
  | { kind: 'loading' }
  /** No link in the address, or one that cannot be a link: nothing was sent. */
  | { kind: 'no-link' }
  /** 'show' failed: refused (the link, the lead gone) or, when `retryable`, not answered. */
  | { kind: 'failed'; failure: AdviserFailure }
  | { kind: 'ready'; link: string; view: AdviserView; result: AdviserResult };

/** A failed claim, shown beside the button until the next try. */
export type ClaimFailure = AdviserFailure;

/** Where the page moves the focus after an action, so that its result is read first. */
export type FocusTarget = 'owner' | 'outcome';

interface Shown {
  link: string;
  state: AdviserLeadState;
}

function onHashChange(notify: () => void) {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
}

/**
 * The address's fragment, followed as it changes: an adviser with the page open who opens another
 * lead's link changes only the fragment (the same document), which the router does not see; the
 * router's own location otherwise (a memory router has no window fragment).
 */
function useHash(): string {
  const { hash } = useLocation();
  const windowHash = useSyncExternalStore(
    onHashChange,
    () => window.location.hash,
    () => '',
  );
  return windowHash || hash;
}

/**
 * The advisers' page's state: the link from the address's fragment (read after hydration, so the
 * prerendered shell and its hydration agree), the lead as the function shows it, and the two
 * actions that change it (claim, outcome). Opening the page only ever sends 'show'.
 */
export function useAdviserLead() {
  const hash = useHash();
  const hydrating = useIsHydrating();
  const link = hydrating ? undefined : linkFromHash(hash);
  const [shown, setShown] = useState<Shown | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [claiming, setClaiming] = useState(false);
  const [claimFailure, setClaimFailure] = useState<ClaimFailure | undefined>(undefined);
  const [recorded, setRecorded] = useState<string | undefined>(undefined);
  /** Which part takes the focus after the latest action, and a count that changes with each. */
  const [focus, setFocus] = useState<{ target: FocusTarget; count: number } | undefined>();
  const busy = useRef(false);

  useEffect(() => {
    if (!link) return;
    let current = true;
    void sendAdviserRequest({ formType: 'adviser', action: 'show', link }).then((answer) => {
      if (current) setShown({ link, state: stateOf(link, answer) });
    });
    return () => {
      current = false;
    };
  }, [link, attempt]);

  let state: AdviserLeadState;
  if (hydrating) state = { kind: 'loading' };
  else if (!link) state = { kind: 'no-link' };
  else state = shown?.link === link ? shown.state : { kind: 'loading' };

  const moveFocus = (target: FocusTarget) =>
    setFocus((previous) => ({ target, count: (previous?.count ?? 0) + 1 }));

  /** Shows the lead again ('show'), after it could not be loaded. */
  function reload() {
    setShown(undefined);
    setAttempt((count) => count + 1);
  }

  async function claim() {
    if (state.kind !== 'ready' || busy.current) return;
    busy.current = true;
    setClaiming(true);
    setClaimFailure(undefined);
    const answer = await sendAdviserRequest({
      formType: 'adviser',
      action: 'claim',
      link: state.link,
    });
    busy.current = false;
    setClaiming(false);
    if (!answer.ok) {
      setClaimFailure(answer);
      return;
    }
    setShown({ link: state.link, state: stateOf(state.link, answer) });
    moveFocus('owner');
  }

  /** Sends an outcome; the form shows a failure itself (its fields, a retry) from the answer. */
  async function recordOutcome(request: OutcomeRequest): Promise<AdviserAnswer> {
    setRecorded(undefined);
    const answer = await sendAdviserRequest(request);
    if (!answer.ok) return answer;
    setShown({ link: request.link, state: stateOf(request.link, answer) });
    if (answer.result === 'recorded') {
      setRecorded(outcomeLabels[request.outcome]);
      moveFocus('outcome');
    } else {
      moveFocus('owner');
    }
    return answer;
  }

  return { state, reload, claim, claiming, claimFailure, recordOutcome, recorded, focus };
}

function stateOf(link: string, answer: AdviserAnswer): AdviserLeadState {
  return answer.ok
    ? { kind: 'ready', link, view: answer.view, result: answer.result }
    : { kind: 'failed', failure: answer };
}
