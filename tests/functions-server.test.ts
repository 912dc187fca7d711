// @vitest-environment node
/**
 * The "Done when", on the local server `npm start` runs: with EMAIL_TRANSPORT=resend and
 * RESEND_API_URL pointing to a provider that answers 500, a submission still succeeds; once the
 * provider answers 200, the lead arrives there with no visitor action, exactly once, under one
 * Idempotency-Key. Also: the store survives a restart, and the local lead list is not for web pages.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FUNCTION_PATH,
  LOCAL_LEADS_PATH,
  startFunctionsServer,
  type FunctionsServer,
} from '../scripts/functions-server';

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
    const key = `lead-${pending?.id}`;
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
