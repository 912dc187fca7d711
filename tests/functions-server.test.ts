// @vitest-environment node
/**
 * The "Done when", on the local server `npm start` runs: with EMAIL_TRANSPORT=resend and
 * RESEND_API_URL pointing to a provider that answers 500, a submission still succeeds; once the
 * provider answers 200, the lead arrives there with no visitor action, exactly once, under one
 * Idempotency-Key. Also: the store survives a restart, the local lead list and erasure are not for
 * web pages, and methods a WHATWG Request cannot carry are refused with 405.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFunctionsServer, type FunctionsServer } from '../scripts/functions-server';
import {
  FUNCTION_PATH,
  LOCAL_FORGET_PATH,
  LOCAL_LEADS_PATH,
} from '../scripts/lib/local-server-paths';

interface ProviderCall {
  key: string | undefined;
  to: string[];
  subject: string;
}

/** A stand-in for api.resend.com: answers `status` and records every call. */
function fakeProvider() {
  const calls: ProviderCall[] = [];
  const accepted: ProviderCall[] = [];
  const state = { status: 500 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ProviderCall;
      const call = {
        key: req.headers['idempotency-key'] as string | undefined,
        to: body.to,
        subject: body.subject,
      };
      calls.push(call);
      if (state.status === 200) accepted.push(call);
      res.writeHead(state.status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          state.status === 200 ? { id: `email-${accepted.length}` } : { name: 'application_error' },
        ),
      );
    });
  });
  return { server, calls, accepted, state };
}

const portOf = (server: Server) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

const provider = fakeProvider();
let dir: string;
let functions: FunctionsServer;
let base: string;

async function start() {
  functions = await startFunctionsServer({
    port: 0,
    dataDir: join(dir, 'leads'),
    retryIntervalMs: 100,
    quiet: true,
    log: () => {},
    env: {
      EMAIL_TRANSPORT: 'resend',
      RESEND_API_KEY: 're_test',
      RESEND_API_URL: `http://127.0.0.1:${portOf(provider.server)}`,
      LEAD_EMAIL_TO: 'doradcy@spokojnarata.pl',
      LEAD_EMAIL_FROM: 'Formularz <formularz@spokojnarata.pl>',
      LEADS_RETRY_BASE_MS: '100',
      LEADS_RETRY_MAX_MS: '400',
    },
  });
  base = `http://127.0.0.1:${portOf(functions)}`;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'functions-server-'));
  await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve));
  await start();
}, 120_000);

afterAll(async () => {
  // Unset when beforeAll failed before starting it.
  await (functions as FunctionsServer | undefined)?.stop();
  await new Promise((resolve) => provider.server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

interface ListedLead {
  id: string;
  state: string;
  attempts: number;
  payload: { name?: string };
}

const listLeads = async () =>
  (await (await fetch(`${base}${LOCAL_LEADS_PATH}`)).json()) as ListedLead[];

const contact = {
  name: 'Anna Kowalska',
  email: 'anna.kowalska@example.pl',
  phone: '600 100 200',
  message: 'Proszę o telefon w sprawie konsolidacji.',
  formType: 'contact',
  pageName: 'Formularz kontaktowy',
  submissionId: '6f1c2a34-9b1e-4c55-8a41-2f3b4c5d6e7f',
};

describe('local send-email server with Resend failing, then recovering', () => {
  it('answers 200 while the provider fails, then delivers the lead exactly once', async () => {
    const response = await fetch(`${base}${FUNCTION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:4173' },
      body: JSON.stringify(contact),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    // The provider refuses: the lead waits, stored, and the timer keeps trying.
    await vi.waitFor(() => expect(provider.calls.length).toBeGreaterThanOrEqual(2), {
      timeout: 30_000,
      interval: 50,
    });
    const [pending] = await listLeads();
    expect(pending?.state).toBe('pending');
    expect(provider.accepted).toHaveLength(0);

    provider.state.status = 200;
    await vi.waitFor(async () => expect((await listLeads())[0]?.state).toBe('delivered'), {
      timeout: 30_000,
      interval: 50,
    });
    expect(provider.accepted).toHaveLength(1);
    expect(provider.accepted[0]?.to).toEqual(['doradcy@spokojnarata.pl']);
    expect(provider.accepted[0]?.subject).toContain('Anna Kowalska');
    // One key per submission (and revision): the submission id names the lead's e-mail.
    const key = `lead-${contact.submissionId}`;
    expect(new Set(provider.calls.map((call) => call.key))).toEqual(new Set([key]));

    // More passes, and the browser repeating the submission, send nothing more.
    const callsSoFar = provider.calls.length;
    await functions.deliverPending();
    const repeated = await fetch(`${base}${FUNCTION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contact),
    });
    expect(repeated.status).toBe(200);
    await functions.deliverPending();
    expect(provider.calls).toHaveLength(callsSoFar);
    expect(await listLeads()).toHaveLength(1);
  }, 90_000);

  it('keeps the leads across a restart (PGlite under the data directory)', async () => {
    await functions.stop();
    await start();
    const leads = await listLeads();
    expect(leads.map((lead) => [lead.payload.name, lead.state])).toEqual([
      ['Anna Kowalska', 'delivered'],
    ]);
  }, 120_000);

  it('does not show the lead list to a web page (a request with an Origin)', async () => {
    const response = await fetch(`${base}${LOCAL_LEADS_PATH}`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('Anna');
  });
});

describe('local server: the odd methods and the erasure endpoint', () => {
  it('answers TRACE with 405 and the methods the function takes (fetch cannot send TRACE)', async () => {
    const answer = await new Promise<{ status?: number; allow?: string; body: string }>(
      (resolve, reject) => {
        const req = request(`${base}${FUNCTION_PATH}`, { method: 'TRACE' }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode, allow: res.headers.allow, body }));
        });
        req.on('error', reject);
        req.end();
      },
    );
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe('POST, OPTIONS');
    expect(JSON.parse(answer.body)).toEqual({
      error: 'Tej metody nie obsługujemy. Formularz wysyła zgłoszenie metodą POST.',
    });

    // CONNECT never reaches the request handler: Node gives it to the 'connect' listener.
    const connect = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(`${base}${FUNCTION_PATH}`, { method: 'CONNECT', path: 'example.pl:443' });
      req.on('connect', (res, socket) => {
        socket.destroy();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      req.end();
    });
    expect(connect).toBe(405);
  });

  it('refuses an erasure from a web page (Origin) and by GET, and keeps the lead', async () => {
    const fromPage = await fetch(`${base}${LOCAL_FORGET_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: contact.email }),
    });
    expect(fromPage.status).toBe(403);
    const byGet = await fetch(`${base}${LOCAL_FORGET_PATH}?email=${contact.email}`);
    expect(byGet.status).toBe(405);
    expect(byGet.headers.get('allow')).toBe('POST');
    const noAddress = await fetch(`${base}${LOCAL_FORGET_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'anna.kowalska' }),
    });
    expect(noAddress.status).toBe(400);
    expect(await noAddress.json()).toEqual({
      error: 'Podaj jeden poprawny adres e-mail, np. anna.kowalska@example.pl.',
    });
    expect(await listLeads()).toHaveLength(1);
  });
});
