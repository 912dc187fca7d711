/**
 * A fake Resend API for the leads bench: POST /emails on 127.0.0.1 with Resend's idempotency
 * semantics (https://resend.com/docs/dashboard/emails/idempotency-keys). The first request with an
 * Idempotency-Key delivers the e-mail and answers 200 {id}; the same key with the same JSON body
 * answers that 200 again and delivers nothing; the same key with another body answers 409
 * invalid_idempotent_request; while the key's first request is being processed, 409
 * concurrent_idempotent_requests. Two faults, each a share of calls:
 * - failureRate: the call fails before anything is delivered (500, or 429 with Retry-After: 1);
 * - hangRate: the e-mail is delivered and recorded under its key, then the answer is held for
 *   hangMs, past the caller's time limit, so the caller tries again with the same key.
 * Every call is recorded for the bench's report.
 * Why ours: Resend ships no local double, and request mocks (msw, nock) answer call by call; the
 * bench needs the idempotency key's state across calls, its races included.
 */
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export type CallOutcome =
  | 'failed'
  | 'rate-limited'
  | 'delivered'
  | 'delivered-held'
  | 'replayed'
  | 'key-reused'
  | 'concurrent'
  | 'bad-request';

/** Outcomes that delivered an e-mail. */
export const DELIVERING: readonly CallOutcome[] = ['delivered', 'delivered-held'];

export interface ProviderCall {
  /** The Idempotency-Key header; '' when there was none. */
  key: string;
  /** The request's JSON body (undefined when it was not JSON). */
  email: unknown;
  outcome: CallOutcome;
  /** 'key-reused': the body first sent under the key. */
  previous?: unknown;
}

export type LedgerAnswer =
  | { kind: 'new'; id: string }
  | { kind: 'replay'; id: string }
  | { kind: 'mismatch'; previous: string }
  | { kind: 'concurrent' };

/** Resend's record of idempotency keys: each key's body, e-mail id, and whether it is done. */
export class IdempotencyLedger {
  readonly #entries = new Map<string, { body: string; id: string; done: boolean }>();

  /** Looks a request up. A new key is "being processed" until finish(key). */
  begin(key: string, body: string): LedgerAnswer {
    const entry = this.#entries.get(key);
    if (!entry) {
      const id = randomUUID();
      this.#entries.set(key, { body, id, done: false });
      return { kind: 'new', id };
    }
    if (!entry.done) return { kind: 'concurrent' };
    return entry.body === body
      ? { kind: 'replay', id: entry.id }
      : { kind: 'mismatch', previous: entry.body };
  }

  finish(key: string): void {
    const entry = this.#entries.get(key);
    if (entry) entry.done = true;
  }
}

/** JSON with every object's keys sorted: equal for bodies that differ only in key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export interface FakeResendOptions {
  failureRate: number;
  hangRate: number;
  /** How long a held answer waits; 3 s, past the bench's RESEND_TIMEOUT_MS of 1 s. */
  hangMs?: number;
  /** A delivering call's processing time, while its key is "being processed". */
  processingMs?: number;
  random?: () => number;
}

export interface FakeResend {
  /** The API's base URL (RESEND_API_URL). */
  url: string;
  calls: readonly ProviderCall[];
  close(): Promise<void>;
}

const ERRORS = {
  failed: { status: 500, name: 'internal_server_error' },
  'rate-limited': { status: 429, name: 'rate_limit_exceeded' },
  'key-reused': { status: 409, name: 'invalid_idempotent_request' },
  concurrent: { status: 409, name: 'concurrent_idempotent_requests' },
  'bad-request': { status: 422, name: 'validation_error' },
} as const;

interface Reply {
  status: number;
  body: object;
  headers?: Record<string, string>;
}

function errorReply(outcome: keyof typeof ERRORS): Reply {
  const { status, name } = ERRORS[outcome];
  return {
    status,
    body: { statusCode: status, name },
    ...(status === 429 ? { headers: { 'retry-after': '1' } } : {}),
  };
}

function send(res: ServerResponse, reply: Reply): void {
  if (res.destroyed) return;
  res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
  res.end(JSON.stringify(reply.body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export async function startFakeResend(options: FakeResendOptions): Promise<FakeResend> {
  const random = options.random ?? Math.random;
  const ledger = new IdempotencyLedger();
  const calls: ProviderCall[] = [];
  const closing = new AbortController();
  // Every answer being processed or held waits on it.
  setMaxListeners(0, closing.signal);
  const wait = (ms: number) => sleep(ms, undefined, { signal: closing.signal });

  /** One POST /emails: records the call, and returns the answer once it is due. */
  async function emails(key: string, email: unknown): Promise<Reply> {
    const fail = (outcome: keyof typeof ERRORS, previous?: string) => {
      calls.push({ key, email, outcome, ...(previous ? { previous: JSON.parse(previous) } : {}) });
      return errorReply(outcome);
    };
    if (email === undefined) return fail('bad-request');
    if (random() < options.failureRate) return fail(random() < 0.5 ? 'rate-limited' : 'failed');

    const answer = key
      ? ledger.begin(key, canonicalJson(email))
      : ({ kind: 'new', id: randomUUID() } as const);
    if (answer.kind === 'concurrent') return fail('concurrent');
    if (answer.kind === 'mismatch') return fail('key-reused', answer.previous);
    if (answer.kind === 'replay') {
      calls.push({ key, email, outcome: 'replayed' });
      return { status: 200, body: { id: answer.id } };
    }
    await wait(options.processingMs ?? 20);
    ledger.finish(key);
    const held = random() < options.hangRate;
    calls.push({ key, email, outcome: held ? 'delivered-held' : 'delivered' });
    if (held) await wait(options.hangMs ?? 3000);
    return { status: 200, body: { id: answer.id } };
  }

  const server = createServer((req, res) => {
    res.on('error', () => {});
    if (req.method !== 'POST' || req.url?.split('?')[0] !== '/emails') {
      send(res, { status: 404, body: { name: 'not_found' } });
      return;
    }
    const key = req.headers['idempotency-key'];
    readJson(req)
      .then((email) => emails(typeof key === 'string' ? key : '', email))
      .then(
        (reply) => {
          send(res, reply);
        },
        // The request was cut off, or the bench closed the server while the answer waited.
        () => res.destroy(),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        closing.abort();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
