/**
 * `npm run bench:leads`: 2,000 submissions, 50 in flight, against the local send-email server (real
 * HTTP, PGlite store on disk in a temporary directory) with a fake e-mail provider that fails 30 %
 * of calls at random (500, or 429 with Retry-After: 1). Retry passes run on the server's timer until
 * every lead is delivered or the time cap passes. Prints stored, delivered, duplicate e-mails, lost
 * and the answer times; exits 1 when anything is lost or duplicated. The rate limit is off for the
 * bench (LEADS_RATE_LIMIT=0: every request comes from 127.0.0.1). Flags: --count, --concurrency,
 * --failure-rate, --cap-seconds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FUNCTION_PATH, startFunctionsServer } from './functions-server';

function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index > -1 ? Number(process.argv[index + 1]) : fallback;
  return Number.isFinite(value) ? value : fallback;
}

const COUNT = flag('count', 2000);
const CONCURRENCY = flag('concurrency', 50);
const FAILURE_RATE = flag('failure-rate', 0.3);
const CAP_MS = flag('cap-seconds', 180) * 1000;

const portOf = (server: Server) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

/** The provider: fails FAILURE_RATE of calls before accepting anything; counts e-mails per key. */
const perKey = new Map<string, number>();
const provider = { calls: 0, failures: 0, accepted: 0 };
const fakeProvider = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    provider.calls += 1;
    if (Math.random() < FAILURE_RATE) {
      provider.failures += 1;
      const limited = Math.random() < 0.5;
      res.writeHead(limited ? 429 : 500, {
        'content-type': 'application/json',
        ...(limited ? { 'retry-after': '1' } : {}),
      });
      res.end(JSON.stringify({ name: limited ? 'rate_limit_exceeded' : 'internal_server_error' }));
      return;
    }
    const key = String(req.headers['idempotency-key'] ?? 'none');
    perKey.set(key, (perKey.get(key) ?? 0) + 1);
    provider.accepted += 1;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: `email-${provider.accepted}` }));
  });
});
await new Promise<void>((resolve) => fakeProvider.listen(0, '127.0.0.1', resolve));

const dir = await mkdtemp(join(tmpdir(), 'bench-leads-'));
const server = await startFunctionsServer({
  port: 0,
  dataDir: join(dir, 'leads'),
  retryIntervalMs: 250,
  quiet: true,
  log: () => {},
  env: {
    EMAIL_TRANSPORT: 'resend',
    RESEND_API_KEY: 're_bench',
    RESEND_API_URL: `http://127.0.0.1:${portOf(fakeProvider)}`,
    LEAD_EMAIL_TO: 'doradcy@spokojnarata.pl',
    LEAD_EMAIL_FROM: 'Formularz <formularz@spokojnarata.pl>',
    LEADS_RATE_LIMIT: '0',
    LEADS_RETRY_BASE_MS: '250',
    LEADS_RETRY_MAX_MS: '2000',
  },
});
const endpoint = `http://127.0.0.1:${portOf(server)}${FUNCTION_PATH}`;

const body = (index: number) =>
  JSON.stringify({
    name: 'Klient Testowy',
    email: `klient${index}@example.pl`,
    phone: '600 100 200',
    message: `Zgłoszenie testowe nr ${index}.`,
    formType: 'contact',
    pageName: 'Formularz kontaktowy',
    submissionId: crypto.randomUUID(),
  });

const times: number[] = [];
const statuses = new Map<number, number>();
let next = 0;
const started = performance.now();
async function worker() {
  while (next < COUNT) {
    const index = next;
    next += 1;
    const sent = performance.now();
    let status = 0;
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body(index),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    times.push(performance.now() - sent);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
const submittedMs = performance.now() - started;

// The server's timer runs the retry passes; wait for everything to be delivered, or the cap.
let pending = await server.leads.store.pendingCount();
while (pending > 0 && performance.now() - started < CAP_MS) {
  await new Promise((resolve) => setTimeout(resolve, 250));
  pending = await server.leads.store.pendingCount();
}
const allMs = performance.now() - started;

const stored = (await server.leads.store.latest(COUNT + 1000)).length;
const delivered = stored - pending;
const duplicates = [...perKey.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
const answeredOk = statuses.get(200) ?? 0;
const lost = answeredOk - stored + pending;

await server.stop();
await new Promise((resolve) => fakeProvider.close(resolve));
await rm(dir, { recursive: true, force: true });

times.sort((a, b) => a - b);
const percentile = (p: number) =>
  times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
const answers = [...statuses.entries()]
  .sort(([a], [b]) => a - b)
  .map(([status, n]) => `${status === 0 ? 'network error' : status}: ${n}`)
  .join(', ');
console.log(`submissions:        ${COUNT} (${CONCURRENCY} in flight), answers ${answers}`);
console.log(
  `provider:           ${provider.calls} calls, ${provider.failures} failed at random (${Math.round(FAILURE_RATE * 100)} %)`,
);
console.log(`stored:             ${stored}`);
console.log(`delivered:          ${delivered}`);
console.log(`duplicate e-mails:  ${duplicates}`);
console.log(`lost:               ${lost}`);
console.log(
  `answer time:        p50 ${percentile(0.5).toFixed(1)} ms, p99 ${percentile(0.99).toFixed(1)} ms`,
);
console.log(
  `all submitted in    ${(submittedMs / 1000).toFixed(1)} s; all delivered after ${(allMs / 1000).toFixed(1)} s`,
);
process.exit(lost === 0 && duplicates === 0 && answeredOk === COUNT ? 0 : 1);
