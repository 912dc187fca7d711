/**
 * What degraded mode remembers while the store is down, in this instance's memory: each client's
 * recent submissions (the same limit as the store's) and the content recently e-mailed (a true
 * repeat is not e-mailed again). Without it, an outage would be a time without limits. Entries
 * older than the longest window are dropped as new ones come, so memory stays bounded.
 */
import type { ReceiveRules } from './store/lead-store.ts';

export type Admission =
  | { status: 'new' }
  /** The same content was e-mailed during the outage: stored later as a repeat, not e-mailed. */
  | { status: 'repeat' }
  | { status: 'limited'; retryAfterSeconds: number };

/** The most clients and contents remembered; the oldest go first past it. */
const MAX_ENTRIES = 10_000;

export class OutageGuard {
  readonly #clients = new Map<string, number[]>();
  readonly #contents = new Map<string, number>();

  /** Whether a submission may be e-mailed now; a 'new' one is counted. */
  admit(clientHash: string, contentHash: string, at: Date, rules: ReceiveRules): Admission {
    const now = at.getTime();
    const recent = (this.#clients.get(clientHash) ?? []).filter(
      (time) => time > now - rules.rateWindowMs,
    );
    const oldest = recent[0];
    if (rules.rateLimit > 0 && oldest !== undefined && recent.length >= rules.rateLimit) {
      return {
        status: 'limited',
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + rules.rateWindowMs - now) / 1000)),
      };
    }
    const window = Math.max(rules.repeatWindowMs, rules.duplicateWindowMs);
    const seen = this.#contents.get(contentHash);
    remember(this.#clients, clientHash, [...recent, now]);
    if (seen !== undefined && seen > now - window) return { status: 'repeat' };
    remember(this.#contents, contentHash, now);
    return { status: 'new' };
  }
}

function remember<T>(map: Map<string, T>, key: string, value: T): void {
  map.delete(key);
  map.set(key, value);
  // A Map iterates in insertion order: the first key is the one least recently used.
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value ?? key);
}
