// @vitest-environment node
/**
 * The leads bench's instruments (scripts/lib/bench-leads): the fake Resend must answer as Resend
 * does, the proxy must cut the database off and let it back, and the counts must be right, or the
 * bench passes a function that loses or duplicates leads.
 */
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  canonicalJson,
  IdempotencyLedger,
  startFakeResend,
  type FakeResend,
  type ProviderCall,
} from '../scripts/lib/bench-leads/fake-resend';
import { DEFAULT_OPTIONS, parseBenchLeadsOptions } from '../scripts/lib/bench-leads/options';
import {
  answersBetween,
  bodyDifference,
  failures,
  parseIdempotencyKey,
  percentile,
  summarise,
} from '../scripts/lib/bench-leads/report';
import {
  leadBody,
  submissionOfEmail,
  type LeadResult,
} from '../scripts/lib/bench-leads/submissions';
import { startTcpProxy, type TcpProxy } from '../scripts/lib/bench-leads/tcp-proxy';

const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';
const ID_C = '33333333-3333-4333-8333-333333333333';

describe('the bench’s flags', () => {
  it('has the defaults of the brief', () => {
    expect(parseBenchLeadsOptions([])).toEqual(DEFAULT_OPTIONS);
    expect(DEFAULT_OPTIONS).toMatchObject({ count: 600, concurrency: 20, kill: true });
  });

  it('reads numbers, shares and --no-kill, and refuses what it does not know', () => {
    expect(
      parseBenchLeadsOptions([
        '--count',
        '10',
        '--failure-rate=0',
        '--no-kill',
        '--hang-rate',
        '1',
      ]),
    ).toMatchObject({ count: 10, failureRate: 0, hangRate: 1, kill: false });
    expect(() => parseBenchLeadsOptions(['--failure-rate', '30'])).toThrow(/between 0 and 1/);
    expect(() => parseBenchLeadsOptions(['--count'])).toThrow(/--count needs a whole number/);
    expect(() => parseBenchLeadsOptions(['--count', '0'])).toThrow(/at least 1/);
    expect(() => parseBenchLeadsOptions(['--fast'])).toThrow(/unknown flag/);
    expect(() => parseBenchLeadsOptions(['600'])).toThrow('unexpected argument "600"');
    expect(parseBenchLeadsOptions(['--no-kill', '--kill']).kill).toBe(true);
  });
});

describe('Resend’s idempotency, as the fake keeps it', () => {
  it('answers a key’s first request, replays the same body and refuses another', () => {
    const ledger = new IdempotencyLedger();
    const first = ledger.begin('k', '{"a":1}');
    expect(first.kind).toBe('new');
    expect(ledger.begin('k', '{"a":1}')).toEqual({ kind: 'concurrent' });
    ledger.finish('k');
    expect(ledger.begin('k', '{"a":1}')).toEqual({
      kind: 'replay',
      id: first.kind === 'new' ? first.id : '',
    });
    expect(ledger.begin('k', '{"a":2}')).toEqual({ kind: 'mismatch', previous: '{"a":1}' });
  });

  it('compares bodies whatever the order of their keys', () => {
    expect(canonicalJson({ b: [1, { d: 1, c: 2 }], a: 'x' })).toBe(
      canonicalJson({ a: 'x', b: [1, { c: 2, d: 1 }] }),
    );
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
  });
});

describe('the fake Resend over HTTP', () => {
  let provider: FakeResend | undefined;
  afterEach(async () => {
    await provider?.close();
    provider = undefined;
  });

  const send = async (key: string, body: object, timeoutMs = 5000) => {
    const response = await fetch(`${provider?.url ?? ''}/emails`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const outcomes = () => provider?.calls.map((call) => call.outcome);

  it('delivers once per key and says why it refuses', async () => {
    provider = await startFakeResend({ failureRate: 0, hangRate: 0, processingMs: 200 });
    const [first, concurrent] = await Promise.all([
      send('lead-a', { to: ['x@y.pl'], text: 'a' }),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        send('lead-a', { to: ['x@y.pl'], text: 'a' }),
      ),
    ]);
    expect(first.status).toBe(200);
    expect(concurrent).toMatchObject({
      status: 409,
      body: { name: 'concurrent_idempotent_requests' },
    });
    expect(await send('lead-a', { text: 'a', to: ['x@y.pl'] })).toEqual(first);
    expect(await send('lead-a', { to: ['x@y.pl'], text: 'b' })).toMatchObject({
      status: 409,
      body: { name: 'invalid_idempotent_request' },
    });
    expect(outcomes()).toEqual(['concurrent', 'delivered', 'replayed', 'key-reused']);
  });

  it('fails before delivering anything, with Retry-After on a 429', async () => {
    const draws = [0, 0.2, 0, 0.9, 0.9, 0.9];
    provider = await startFakeResend({
      failureRate: 0.5,
      hangRate: 0,
      random: () => draws.shift() ?? 0.9,
    });
    const limited = await fetch(`${provider.url}/emails`, {
      method: 'POST',
      headers: { 'idempotency-key': 'lead-b' },
      body: '{}',
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect((await send('lead-b', {})).status).toBe(500);
    expect((await send('lead-b', {})).status).toBe(200);
    expect(outcomes()).toEqual(['rate-limited', 'failed', 'delivered']);
  });

  it('delivers, then holds the answer past the caller’s time limit', async () => {
    provider = await startFakeResend({ failureRate: 0, hangRate: 1, hangMs: 2000 });
    await expect(send('lead-c', { text: 'c' }, 300)).rejects.toThrow();
    expect(outcomes()).toEqual(['delivered-held']);
    expect((await send('lead-c', { text: 'c' })).status).toBe(200);
    expect(outcomes()).toEqual(['delivered-held', 'replayed']);
  });
});

describe('the database proxy', () => {
  let upstream: Server | undefined;
  let proxy: TcpProxy | undefined;
  afterEach(async () => {
    await proxy?.close();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  /** Connects through the proxy; resolves with what came back for `text`, or 'closed'. */
  const exchange = (text: string, socket?: Socket) =>
    new Promise<string>((resolve) => {
      const client = socket ?? connect(proxy?.port ?? 0, '127.0.0.1');
      client.once('data', (data) => resolve(data.toString()));
      client.once('close', () => resolve('closed'));
      client.on('error', () => {});
      client.write(text);
    });

  it('forwards, cuts every connection and refuses new ones during an outage, then forwards', async () => {
    upstream = createServer((socket) => socket.pipe(socket));
    await new Promise<void>((resolve) => upstream?.listen(0, '127.0.0.1', resolve));
    proxy = await startTcpProxy({
      host: '127.0.0.1',
      port: (upstream.address() as AddressInfo).port,
    });
    const open = connect(proxy.port, '127.0.0.1');
    expect(await exchange('one', open)).toBe('one');

    const outage = proxy.outage(300);
    expect(proxy.down).toBe(true);
    expect(await exchange('two', open)).toBe('closed');
    expect(await exchange('three')).toBe('closed');
    expect(await outage).toBe(true);
    expect(proxy.down).toBe(false);
    expect(await exchange('four')).toBe('four');
    expect(proxy.stats).toEqual({ forwarded: 2, refused: 1, cut: 1 });
  });
});

describe('the bench’s counts', () => {
  const email = (submissionId: string) => JSON.parse(leadBody(0, submissionId)) as unknown;
  const lead = (submissionId: string, statuses: number[]): LeadResult => ({
    index: 0,
    submissionId,
    answers: statuses.map((status, index) => ({ at: 1000 * index, status, ms: index + 1 })),
    ok: statuses.at(-1) === 200,
  });
  const call = (key: string, outcome: ProviderCall['outcome'], id?: string): ProviderCall => ({
    key,
    outcome,
    email: id ? { text: (email(id) as { message: string }).message } : {},
  });

  it('reads the submissionId from the key and the e-mail', () => {
    expect(parseIdempotencyKey(`lead-${ID_A}`)).toEqual({ submissionId: ID_A, revision: false });
    expect(parseIdempotencyKey(`lead-${ID_A}-r2`)).toEqual({ submissionId: ID_A, revision: true });
    expect(parseIdempotencyKey('other')).toEqual({ revision: false });
    expect(submissionOfEmail({ text: (email(ID_B) as { message: string }).message })).toBe(ID_B);
  });

  it('counts a lead stored after its degraded e-mail as degraded, not lost', () => {
    const report = summarise(
      [lead(ID_A, [200])],
      [{ submissionId: ID_A, state: 'delivered', degraded: true }],
      [call(`lead-${ID_A}`, 'delivered', ID_A)],
    );
    expect(report).toMatchObject({
      stored: 1,
      degraded: { notStored: 0, storedLater: 1 },
      lost: [],
    });
  });

  it('says what differed when a key came back with another body', () => {
    expect(
      bodyDifference(
        { subject: 'A', text: 'Lead\nCall back', to: ['x'] },
        { subject: 'A (not stored)', text: 'Lead\nNot stored', to: ['x'] },
      ),
    ).toBe('subject, text differ; text: "Call back" → "Not stored"');
  });

  it('takes nearest-rank percentiles', () => {
    expect(percentile([], 0.5)).toBe(0);
    expect(percentile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.99)).toBe(10);
  });

  it('counts stored, degraded, lost and duplicated leads per submissionId', () => {
    const report = summarise(
      [lead(ID_A, [503, 0, 200]), lead(ID_B, [200]), lead(ID_C, [200])],
      [{ submissionId: ID_A, state: 'delivered', degraded: false }],
      [
        call(`lead-${ID_A}`, 'failed', ID_A),
        call(`lead-${ID_A}`, 'delivered-held', ID_A),
        call(`lead-${ID_A}`, 'replayed', ID_A),
        call(`lead-${ID_A}-r1`, 'delivered', ID_A),
        // B: degraded, but its e-mail was sent twice under two keys.
        call(`lead-${ID_B}`, 'delivered', ID_B),
        call('lead-00000000-0000-4000-8000-000000000000', 'delivered', ID_B),
      ],
    );
    expect(report).toMatchObject({
      submitted: 3,
      resent: 2,
      answeredOk: 3,
      stored: 1,
      degraded: { notStored: 1, storedLater: 0 },
      lost: [ID_C],
      duplicates: [ID_B],
      foreignKeys: ['lead-00000000-0000-4000-8000-000000000000'],
      callsPerLead: { p50: 2, max: 4 },
    });
    expect(Object.fromEntries(report.answers)).toEqual({ 0: 1, 200: 3, 503: 1 });
    expect(answersBetween([lead(ID_A, [503, 0, 200])], 500, 2500)).toBe(
      'network error 1, 200 1; p50 2 ms, max 3 ms',
    );
    expect(failures(report, 4)).toEqual(['1 leads never sent', '1 lost', '1 duplicate e-mails']);
  });
});
