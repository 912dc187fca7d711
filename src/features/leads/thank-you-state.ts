import type { CallbackTimeId } from '@shared/service-promises';

/** The navigation state that opens /dziekujemy (spec §2); without fromApplication it redirects. */
export interface ThankYouState {
  fromApplication: true;
  /** Shown in the greeting; without it the page says just 'Dzień dobry!'. */
  name?: string;
  quickForm?: boolean;
  isAnalysis?: boolean;
  /**
   * When the form was sent (milliseconds since 1970) and the call time asked for: the page says
   * when the adviser will call from these, as the form's toast did (src/lib/callback-eta.ts).
   * Without `sentAt` it reckons from the moment the page opened.
   */
  sentAt?: number;
  callbackTime?: CallbackTimeId;
}

export function isThankYouState(state: unknown): state is ThankYouState {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { fromApplication?: unknown }).fromApplication === true
  );
}
