/** Wires the handler to its store, transport, secrets and the clock, from the configuration. */
import type { FunctionConfig } from './config.ts';
import { deliverPending, type PassResult } from './retry-pass.ts';
import { handleRequest, type Deps } from './handler.ts';
import type { Transport } from './mail.ts';
import { OutageGuard } from './outage-guard.ts';
import { createOutboxTransport, type OutboxFiles } from './outbox.ts';
import { createResendTransport } from './resend.ts';
import { createSecrets } from './secrets.ts';
import type { Db } from './store/db.ts';
import { createLeadStore, type LeadStore } from './store/lead-store.ts';

/** What the runtime (Deno or Node) provides. */
export interface Platform {
  /** The lead store's database (PostgreSQL on Supabase, PGlite locally), migrated. */
  db: Db;
  /** File access for the outbox transport. */
  files: OutboxFiles;
  /** Technical log lines; console.error by default. */
  log?: (line: string) => void;
  /** The outbox's one line per lead; console.log by default. */
  print?: (line: string) => void;
  fetch?: typeof fetch;
  /** Keeps the first delivery attempt running after the answer (see Deps.waitUntil). */
  waitUntil?: (work: Promise<unknown>) => void;
  now?: () => Date;
}

export function createTransport(config: FunctionConfig, platform: Omit<Platform, 'db'>): Transport {
  if (config.transport === 'resend') {
    return createResendTransport({
      apiKey: config.resendApiKey,
      apiUrl: config.resendApiUrl,
      timeoutMs: config.resendTimeoutMs,
      ...(platform.fetch ? { fetch: platform.fetch } : {}),
    });
  }
  return createOutboxTransport({
    dir: config.outboxDir,
    files: platform.files,
    ...(platform.print ? { print: platform.print } : {}),
  });
}

export interface LeadFunction {
  /** Answers one request; clientAddress is the visitor's IP address as the platform knows it. */
  handle: (request: Request, clientAddress?: string) => Promise<Response>;
  /** One retry pass over the due pending leads (the local server's timer calls it). */
  deliverPending(): Promise<PassResult>;
  store: LeadStore;
}

export function createLeadFunction(config: FunctionConfig, platform: Platform): LeadFunction {
  const deps: Deps = {
    store: createLeadStore(platform.db),
    transport: createTransport(config, platform),
    secrets: createSecrets(config.leadsSecret),
    config,
    now: platform.now ?? (() => new Date()),
    log: platform.log ?? ((line) => console.error(line)),
    outage: new OutageGuard(),
    ...(platform.waitUntil ? { waitUntil: platform.waitUntil } : {}),
  };
  return {
    handle: (request, clientAddress) => handleRequest(request, deps, clientAddress),
    deliverPending: () => deliverPending(deps),
    store: deps.store,
  };
}
