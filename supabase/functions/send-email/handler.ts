/**
 * The send-email function: a pure function of (Request, deps) on Web standard APIs only, so the same
 * code answers in Deno (Supabase) and in Node (the local function server).
 *
 * A lead is validated, stored, and answered with 200 as soon as it is stored; the advisers'
 * notification is attempted after that (and retried by delivery passes until it gets through).
 * When the store cannot be written, the advisers are e-mailed directly (degraded mode) and the
 * lead is stored once the store is back; only when both fail does the visitor get 503.
 * The same path also serves the newsletter confirmation link (GET ?potwierdz=…) and the retry
 * entry point that the production schedule calls (POST ?deliver with the retry secret).
 */
import {
  MAX_BODY_BYTES,
  isBot,
  isSurveyBody,
  messages,
  parseLead,
  surveyPayload,
} from '../_shared/lead-schema.ts';
import {
  attemptDelivery,
  deliverPending,
  failureCause,
  newTarget,
  sendUnstored,
  targetOf,
  type DeliveryConfig,
  type DeliveryDeps,
} from './delivery.ts';
import { headerSafe } from './format.ts';
import { corsHeaders, jsonResponse, readBodyCapped } from './http.ts';
import { contentHash, sameText } from './secrets.ts';
import type { NewLead, ReceiveRules } from './store/lead-store.ts';

export interface HandlerConfig extends DeliveryConfig {
  /** CORS origins, and the only origins a request may come from ('*': any). */
  allowedOrigins: readonly string[];
  /** The site's origin, where the confirmation link lands. */
  siteUrl: string;
  /** What the retry entry point requires (x-retry-secret or Authorization: Bearer). */
  retrySecret: string;
  rateLimit: number;
  rateWindowMs: number;
  duplicateWindowMs: number;
  contactLimit: number;
  contactWindowMs: number;
  /**
   * How long storing a lead may take before the store counts as down (a database that is cut off
   * makes the driver queue queries for many seconds): then degraded mode takes over.
   */
  storeTimeoutMs: number;
  /** With no waitUntil, how long the answer waits for the first attempt at most. */
  firstAttemptWaitMs?: number;
}

export interface Deps extends DeliveryDeps {
  config: HandlerConfig;
  /**
   * Keeps work going after the answer (Supabase's EdgeRuntime.waitUntil, or the Node server's
   * event loop). Without it, the answer waits for the first attempt, at most firstAttemptWaitMs.
   */
  waitUntil?: (work: Promise<unknown>) => void;
}

/** The visitor-facing errors the function adds to the schema's messages. */
export const errorMessages = {
  methodNotAllowed: 'Tej metody nie obsługujemy. Formularz wysyła zgłoszenie metodą POST.',
  tooLarge: 'Zgłoszenie jest zbyt duże. Skróć wiadomość i spróbuj ponownie.',
  unsupportedType: 'Zgłoszenie musi być wysłane z formularza na stronie (dane w formacie JSON).',
  forbiddenOrigin: 'Zgłoszenia przyjmujemy tylko z formularzy na naszej stronie.',
  tooManyRequests:
    'Otrzymaliśmy już kilka zgłoszeń z tego adresu w krótkim czasie. Spróbuj ponownie za kilka minut lub zadzwoń do nas.',
  storeUnavailable:
    'Nie udało się teraz zapisać zgłoszenia. Spróbuj ponownie za chwilę lub zadzwoń do nas.',
  unauthorized: 'Brak uprawnień.',
  unexpected: 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie lub zadzwoń do nas.',
} as const;

/** Where the confirmation link sends the subscriber (pages of the site). */
export const NEWSLETTER_CONFIRMED_PATH = '/newsletter/potwierdzony';
export const NEWSLETTER_LINK_INVALID_PATH = '/newsletter/link-niewazny';

const causeOf = (error: unknown) =>
  headerSafe(error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Answers one request. `clientAddress` is the visitor's IP address as the platform knows it
 * (Supabase: the hop its gateway appended to X-Forwarded-For, see client-address.ts; the local
 * server: the socket's peer). Only its salted hash is kept.
 */
export async function handleRequest(
  request: Request,
  deps: Deps,
  clientAddress = 'unknown',
): Promise<Response> {
  const cors = corsHeaders(request, deps.config.allowedOrigins);
  try {
    return await answer(request, deps, cors, clientAddress);
  } catch (error) {
    deps.log(`send-email: unexpected error: ${causeOf(error)}`);
    return jsonResponse(500, { error: errorMessages.unexpected }, cors);
  }
}

const isJson = (request: Request) =>
  /^application\/json\s*(;|$)/i.test(request.headers.get('content-type')?.trim() ?? '');

function originAllowed(request: Request, allowed: readonly string[]) {
  const origin = request.headers.get('origin');
  return (
    origin === null || allowed.length === 0 || allowed.includes('*') || allowed.includes(origin)
  );
}

async function answer(
  request: Request,
  deps: Deps,
  cors: Record<string, string>,
  clientAddress: string,
): Promise<Response> {
  const url = new URL(request.url);
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
  if (request.method === 'GET' && url.searchParams.has('potwierdz')) {
    return confirmSubscription(url.searchParams.get('potwierdz') ?? '', deps);
  }
  if (request.method === 'POST' && url.searchParams.has('deliver')) {
    return retryEntry(request, deps, cors);
  }
  if (request.method !== 'POST') {
    return jsonResponse(
      405,
      { error: errorMessages.methodNotAllowed },
      { ...cors, Allow: 'POST, OPTIONS' },
    );
  }
  if (!isJson(request)) {
    await request.body?.cancel();
    return jsonResponse(415, { error: errorMessages.unsupportedType }, cors);
  }
  if (!originAllowed(request, deps.config.allowedOrigins)) {
    await request.body?.cancel();
    return jsonResponse(403, { error: errorMessages.forbiddenOrigin }, cors);
  }

  const read = await readBodyCapped(request, MAX_BODY_BYTES);
  if (read.tooLarge) return jsonResponse(413, { error: errorMessages.tooLarge }, cors);

  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes));
  } catch {
    return jsonResponse(400, { error: messages.invalidBody, fieldErrors: {} }, cors);
  }

  if (isBot(body)) {
    // Silent success: a bot learns nothing, nothing is stored and nobody is notified.
    deps.log('send-email: honeypot filled, lead dropped');
    return jsonResponse(200, { ok: true }, cors);
  }

  if (isSurveyBody(body)) return receiveSurvey(body, deps, cors, clientAddress);

  const parsed = parseLead(body);
  if (!parsed.success) {
    return jsonResponse(
      400,
      { error: messages.invalidBody, fieldErrors: parsed.fieldErrors },
      cors,
    );
  }

  const receivedAt = deps.now();
  const id = crypto.randomUUID();
  const rules: ReceiveRules = {
    rateLimit: deps.config.rateLimit,
    rateWindowMs: deps.config.rateWindowMs,
    duplicateWindowMs: deps.config.duplicateWindowMs,
    contactLimit: deps.config.contactLimit,
    contactWindowMs: deps.config.contactWindowMs,
  };
  const input: NewLead = {
    id,
    lead: parsed.lead,
    clientHash: await deps.secrets.clientHash(clientAddress),
    contentHash: await contentHash(parsed.lead),
    receivedAt,
    // Until then the first attempt below owns the lead; a retry pass takes it after.
    firstRetryAt: new Date(receivedAt.getTime() + deps.config.retry.leaseMs),
  };
  let receipt;
  try {
    receipt = await withinTime(deps.store.receive(input, rules), deps.config.storeTimeoutMs);
  } catch (error) {
    deps.log(`send-email: the lead store failed: ${causeOf(error)}`);
    return degraded(input, rules, deps, cors);
  }

  switch (receipt.status) {
    case 'limited':
      return jsonResponse(
        429,
        { error: errorMessages.tooManyRequests },
        { ...cors, 'Retry-After': String(receipt.retryAfterSeconds) },
      );
    case 'stored':
      await notify(attemptDelivery(newTarget(input), deps), deps);
      break;
    case 'revised': {
      const stored = await deps.store.lead(receipt.id);
      if (stored) await notify(attemptDelivery(targetOf(stored), deps), deps);
      break;
    }
    // held (over the per-person limit), known, duplicate: answered as if sent.
  }
  return jsonResponse(200, { ok: true }, cors);
}

/**
 * The thank-you page's survey: stored anonymously (no lead, no e-mail), rate-limited per client like
 * the leads; an answer with nothing in it is answered as sent and not stored.
 */
async function receiveSurvey(
  body: unknown,
  deps: Deps,
  cors: Record<string, string>,
  clientAddress: string,
): Promise<Response> {
  const parsed = surveyPayload.safeParse(body);
  if (!parsed.success) {
    return jsonResponse(400, { error: messages.invalidBody, fieldErrors: {} }, cors);
  }
  const { experience, additionalFeedback } = parsed.data;
  if (!experience && !additionalFeedback) return jsonResponse(200, { ok: true }, cors);
  let receipt;
  try {
    receipt = await withinTime(
      deps.store.receiveSurvey(
        {
          id: crypto.randomUUID(),
          receivedAt: deps.now(),
          experience,
          feedback: additionalFeedback,
          clientHash: await deps.secrets.clientHash(clientAddress),
        },
        deps.config.rateLimit,
        deps.config.rateWindowMs,
      ),
      deps.config.storeTimeoutMs,
    );
  } catch (error) {
    deps.log(`send-email: the survey answer was not stored: ${causeOf(error)}`);
    return jsonResponse(
      503,
      { error: errorMessages.storeUnavailable },
      { ...cors, 'Retry-After': '5' },
    );
  }
  if (receipt.status === 'limited') {
    return jsonResponse(
      429,
      { error: errorMessages.tooManyRequests },
      { ...cors, 'Retry-After': String(receipt.retryAfterSeconds) },
    );
  }
  return jsonResponse(200, { ok: true }, cors);
}

class StoreTimeout extends Error {
  override name = 'StoreTimeout';
}

/**
 * The work's result, or a StoreTimeout after `ms`. The work goes on: a lead stored late and also
 * e-mailed in degraded mode shares the e-mail's idempotency key, so it is not e-mailed twice.
 */
async function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new StoreTimeout(`no answer in ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Tries to store a lead e-mailed in degraded mode: this long at most, doubling the wait. */
const RECONCILE_WITHIN_MS = 120_000;
const RECONCILE_FIRST_WAIT_MS = 1_000;

/**
 * Degraded mode: the store failed, so the advisers get the lead by e-mail directly, marked as not
 * stored; the visitor gets 200 when the provider accepted it, else 503 (the browser keeps the
 * draft and retries). Then the lead is stored as already delivered once the store answers again.
 * A newsletter sign-up has no degraded mode: its confirmation link needs the stored subscription.
 */
async function degraded(
  input: NewLead,
  rules: ReceiveRules,
  deps: Deps,
  cors: Record<string, string>,
): Promise<Response> {
  const unavailable = () =>
    jsonResponse(503, { error: errorMessages.storeUnavailable }, { ...cors, 'Retry-After': '5' });
  if (input.lead.kind === 'newsletter') return unavailable();
  try {
    await sendUnstored(newTarget(input), deps);
  } catch (error) {
    deps.log(`send-email: lead ${input.id} neither stored nor e-mailed: ${failureCause(error)}`);
    return unavailable();
  }
  deps.log(`send-email: DEGRADED lead ${input.id}: not stored, e-mailed to the advisers directly`);
  await notify(reconcile(input, rules, deps), deps);
  return jsonResponse(200, { ok: true }, cors);
}

/** Stores a lead e-mailed in degraded mode as delivered, retrying while the store is down. */
async function reconcile(input: NewLead, rules: ReceiveRules, deps: Deps): Promise<void> {
  const degradedAt = deps.now();
  const started = Date.now();
  for (let wait = RECONCILE_FIRST_WAIT_MS; ; wait *= 2) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      const receipt = await deps.store.receive({ ...input, degradedAt }, rules);
      // Stored meanwhile by the attempt that timed out: pending, but the advisers have it.
      if (receipt.status === 'known') await deps.store.markDelivered(receipt.id, degradedAt);
      deps.log(`send-email: lead ${input.id} stored after the outage (reconciled)`);
      return;
    } catch (error) {
      if (Date.now() - started + wait * 2 > RECONCILE_WITHIN_MS) {
        deps.log(
          `send-email: ERROR lead ${input.id} e-mailed but not stored: ${causeOf(error)}; enter it by hand`,
        );
        return;
      }
    }
  }
}

/** Starts the first attempt without making the visitor wait for the provider. */
async function notify(attempt: Promise<unknown>, deps: Deps): Promise<void> {
  const guarded = attempt.catch((error: unknown) => {
    // The lead is stored and pending: a retry pass will take it.
    deps.log(`send-email: first attempt not recorded: ${causeOf(error)}`);
  });
  if (deps.waitUntil) {
    deps.waitUntil(guarded);
    return;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    guarded,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, deps.config.firstAttemptWaitMs ?? 3000);
    }),
  ]);
  clearTimeout(timer);
}

async function confirmSubscription(token: string, deps: Deps): Promise<Response> {
  const site = deps.config.siteUrl.replace(/\/+$/, '');
  const redirect = (path: string) =>
    new Response(null, {
      status: 303,
      headers: { Location: `${site}${path}`, 'Cache-Control': 'no-store' },
    });
  const subscriptionId = await deps.secrets.verifyConfirmationToken(token, deps.now());
  if (!subscriptionId) return redirect(NEWSLETTER_LINK_INVALID_PATH);
  const outcome = await deps.store.confirmSubscription(subscriptionId, deps.now());
  return redirect(outcome === 'unknown' ? NEWSLETTER_LINK_INVALID_PATH : NEWSLETTER_CONFIRMED_PATH);
}

async function retryEntry(
  request: Request,
  deps: Deps,
  cors: Record<string, string>,
): Promise<Response> {
  await request.body?.cancel();
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  const given = request.headers.get('x-retry-secret') ?? bearer;
  if (!deps.config.retrySecret || !sameText(given, deps.config.retrySecret)) {
    return jsonResponse(401, { error: errorMessages.unauthorized }, cors);
  }
  const result = await deliverPending(deps, { budgetMs: 40_000 });
  return jsonResponse(200, { ok: true, ...result }, cors);
}
