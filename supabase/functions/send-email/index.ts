/**
 * The send-email edge function (Supabase, Deno). Settings: EMAIL_TRANSPORT=resend with
 * RESEND_API_KEY, LEAD_EMAIL_TO, LEAD_EMAIL_FROM, LEADS_SECRET, LEADS_RETRY_SECRET and SITE_URL;
 * SUPABASE_DB_URL and SUPABASE_URL are provided by Supabase. See config.ts and
 * docs/lead-function.md.
 * The store's tables come from supabase/migrations (applied by `supabase db push`). PORT (tests and
 * the lead bench only) makes it listen on 127.0.0.1:PORT; on Supabase the runtime decides.
 */
import { clientAddressOf } from './client-address.ts';
import { configFromEnv } from './config.ts';
import { createLeadFunction } from './create-handler.ts';
import { denoFiles } from './deno-files.ts';
import { openPostgresDb } from './store/postgres-db.ts';

declare const EdgeRuntime: { waitUntil(work: Promise<unknown>): void } | undefined;

// postgres.js can throw from a timer when the database cuts its connection (under Deno: "Cannot
// read properties of null (reading 'write')" in connection.js). Uncaught, that ends the worker and
// every request in it; the queries themselves fail and are handled (degraded mode), so log it only.
globalThis.addEventListener('error', (event) => {
  event.preventDefault();
  console.error(`send-email: uncaught error kept from ending the function: ${String(event.error)}`);
});
globalThis.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  console.error(`send-email: unhandled rejection: ${String(event.reason)}`);
});

const config = configFromEnv(Deno.env);
if (!config.databaseUrl) throw new Error('send-email: missing setting SUPABASE_DB_URL');

const leadFunction = createLeadFunction(config, {
  db: openPostgresDb(config.databaseUrl),
  files: denoFiles,
  // Supabase keeps the instance alive for work handed to waitUntil after the answer is sent.
  ...(typeof EdgeRuntime !== 'undefined'
    ? { waitUntil: (work) => EdgeRuntime.waitUntil(work) }
    : {}),
});

const serve: Deno.ServeHandler<Deno.NetAddr> = (request, info) =>
  leadFunction.handle(
    request,
    clientAddressOf(request.headers, info.remoteAddr.hostname, config.clientAddress),
  );

const port = Deno.env.get('PORT');
if (port) Deno.serve({ port: Number(port), hostname: '127.0.0.1', onListen() {} }, serve);
else Deno.serve(serve);
