/**
 * The bench's visitors and the production schedule. Each lead is one contact-form body with a
 * fresh submissionId, sent the way the browser sends it: a 5xx, a 429 or a network error keeps the
 * draft, and the same body (same submissionId) is sent again after 500 ms until a 200 or the end
 * of the run. The schedule calls the retry entry point (POST ?deliver) every 500 ms, one call at a
 * time, as pg_cron does every minute in production.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** Marks the bench's leads in the e-mail text, so the provider can tell which lead it carries. */
export const LEAD_MARKER = 'bench-lead';

export const SITE_ORIGIN = 'https://www.spokojnarata.pl';

/** Lead `index`'s contact-form body: a person of their own (e-mail and phone), a fresh id. */
export function leadBody(index: number, submissionId: string): string {
  const digits = String(600_000_000 + index);
  return JSON.stringify({
    name: 'Klient Testowy',
    email: `klient${index}@example.pl`,
    phone: `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
    message: `Zgłoszenie testowe nr ${index} (${LEAD_MARKER} ${submissionId}).`,
    formType: 'contact',
    pageName: 'Formularz kontaktowy',
    submissionId,
  });
}

/** The submissionId a notification e-mail (Resend's JSON body) was written for, from its text. */
export function submissionOfEmail(email: unknown): string | undefined {
  const text = (email as { text?: unknown } | undefined)?.text;
  if (typeof text !== 'string') return undefined;
  return new RegExp(`${LEAD_MARKER} ([0-9a-f-]{36})`).exec(text)?.[1];
}

export interface Answer {
  at: number;
  status: number;
  ms: number;
}

export interface LeadResult {
  index: number;
  submissionId: string;
  /** Each request: when it was sent (Date.now()), its status (0: network error), its time. */
  answers: Answer[];
  /** A 200 came back for this lead. */
  ok: boolean;
}

/** Statuses the browser answers by sending the same body again. */
export const resendable = (status: number) => status === 0 || status === 429 || status >= 500;

export const RESEND_DELAY_MS = 500;
/** The browser gives up on one request after 15 s. */
const REQUEST_TIMEOUT_MS = 15_000;

async function post(url: string, body: string, clientAddress: string): Promise<number> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: SITE_ORIGIN,
        'x-forwarded-for': clientAddress,
      },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Sends one lead until it is answered 200, is refused for good, or `stop` is aborted. */
export async function submitLead(
  url: string,
  index: number,
  stop: AbortSignal,
): Promise<LeadResult> {
  const submissionId = randomUUID();
  const body = leadBody(index, submissionId);
  const clientAddress = `203.0.113.${(index % 254) + 1}`;
  const result: LeadResult = { index, submissionId, answers: [], ok: false };
  for (;;) {
    const [at, sent] = [Date.now(), performance.now()];
    const status = await post(url, body, clientAddress);
    result.answers.push({ at, status, ms: performance.now() - sent });
    result.ok = status === 200;
    if (!resendable(status) || stop.aborted) return result;
    await sleep(RESEND_DELAY_MS);
  }
}

export interface SubmitAllOptions {
  url: string;
  count: number;
  concurrency: number;
  /** Once aborted, no lead is sent again (the run's time limit). */
  stop: AbortSignal;
  /** Called as each lead is first sent, with how many have been sent so far. */
  onSubmitted?: (submitted: number) => void;
}

/** Sends `count` leads, `concurrency` at a time; none is started once `stop` is aborted. */
export async function submitAll(options: SubmitAllOptions): Promise<LeadResult[]> {
  const results: LeadResult[] = [];
  let next = 0;
  const worker = async () => {
    while (next < options.count && !options.stop.aborted) {
      const index = next;
      next += 1;
      options.onSubmitted?.(next);
      results.push(await submitLead(options.url, index, options.stop));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return results.sort((a, b) => a.index - b.index);
}

export interface RetrySchedule {
  /** Calls made, and calls that failed or did not answer 200. */
  readonly stats: { calls: number; failed: number };
  stop(): Promise<void>;
}

/** Calls POST `url`?deliver every `intervalMs`, never two at once; failures are counted only. */
export function startRetrySchedule(url: string, secret: string, intervalMs: number): RetrySchedule {
  const stats = { calls: 0, failed: 0 };
  const stopping = new AbortController();
  let call = new AbortController();
  const callOnce = async () => {
    stats.calls += 1;
    call = new AbortController();
    try {
      const response = await fetch(`${url}?deliver`, {
        method: 'POST',
        headers: { 'x-retry-secret': secret },
        signal: call.signal,
      });
      await response.arrayBuffer();
      if (response.status !== 200) stats.failed += 1;
    } catch {
      stats.failed += 1;
    }
  };
  const loop = (async () => {
    while (!stopping.signal.aborted) {
      const started = Date.now();
      await callOnce();
      await sleep(Math.max(0, intervalMs - (Date.now() - started)));
    }
  })();
  return {
    stats,
    async stop() {
      stopping.abort();
      call.abort();
      await loop;
    },
  };
}
