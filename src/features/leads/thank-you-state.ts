/** The navigation state that opens /dziekujemy (spec §2); without fromApplication it redirects. */
export interface ThankYouState {
  fromApplication: true;
  /** Shown in the greeting; without it the page says just 'Dzień dobry!'. */
  name?: string;
  quickForm?: boolean;
  isAnalysis?: boolean;
}

export function isThankYouState(state: unknown): state is ThankYouState {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { fromApplication?: unknown }).fromApplication === true
  );
}
