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
import { isAdviserBody } from '../_shared/adviser-request.ts';
import { promisedMomentOf } from '../_shared/callback-promise.ts';
import {
  MAX_BODY_BYTES,
  isBot,
  isSurveyBody,
  messages,
  type Lead,
  parseLead,
  surveyPayload,
} from '../_shared/lead-schema.ts';
import { attemptDelivery, newTarget, sendUnstored, targetOf } from './delivery.ts';
import type { DeliveryConfig, DeliveryDeps } from './delivery-deps.ts';
import { deliverPending } from './retry-pass.ts';
import { answerAdviser } from './adviser-actions.ts';
import { afterAnswer } from './after-answer.ts';
import { corsHeaders, jsonResponse, readBodyCapped } from './http.ts';
import { logLine } from './log-line.ts';
import type { OutageGuard } from './outage-guard.ts';
import { contentHash, sameText } from './secrets.ts';
import type { NewLead, ReceiveRules } from './store/lead-store.ts';
import { withinTime } from './store/time-limit.ts';

export interface HandlerConfig extends DeliveryConfig {
  /** CORS origins, and the only origins a request may come from ('*': any). */
  allowedOrigins: readonly string[];
  /** What the retry entry point requires (x-retry-secret or Authorization: Bearer). */
  retrySecret: string;
  rateLimit: number;
  rateWindowMs: number;
  duplicateWindowMs: number;
  repeatWindowMs: number;
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
  /** Degraded mode's limits, kept in memory while the store is down. */
  outage: OutageGuard;
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
export const NEWSLETTER_NOT_RECORDED_PATH = '/newsletter/sprobuj-pozniej';

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
    deps.log(logLine('unexpected error', error));
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
  if (isAdviserBody(body)) return answerAdviser(body, deps, cors);

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
    repeatWindowMs: deps.config.repeatWindowMs,
  };
  const input: NewLead = {
    id,
    lead: parsed.lead,
    clientHash: await deps.secrets.clientHash(clientAddress),
    contentHash: await contentHash(parsed.lead),
    receivedAt,
    // Until then the first attempt below owns the lead; a retry pass takes it after.
    firstRetryAt: new Date(receivedAt.getTime() + deps.config.retry.leaseMs),
    // By the toast's and the thank-you page's rules: the clock reminds and escalates against it.
    promisedAt: promisedMomentOf(parsed.lead.kind, receivedAt, callbackTimeOf(parsed.lead)) ?? null,
  };
  let receipt;
  try {
    // The receipt goes on after the time limit: a lead stored late and also e-mailed in degraded
    // mode shares the e-mail's idempotency key, so it is not e-mailed twice.
    receipt = await withinTime(deps.store.receive(input, rules), deps.config.storeTimeoutMs);
  } catch (error) {
    deps.log(logLine('the lead store failed', error));
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
      const stored = receipt.mailed ? await deps.store.lead(receipt.id) : undefined;
      if (stored) await notify(attemptDelivery(targetOf(stored), deps), deps);
      break;
    }
    // held (a true repeat: the digest lists it), known, duplicate: answered as if sent.
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
    deps.log(logLine('the survey answer was not stored', error));
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

/** When the visitor asked to be called, for the forms that ask. */
const callbackTimeOf = (lead: Lead) =>
  'callbackTime' in lead.data ? lead.data.callbackTime : undefined;

/** Tries to store a lead e-mailed in degraded mode: this long at most, doubling the wait. */
const RECONCILE_WITHIN_MS = 120_000;
const RECONCILE_FIRST_WAIT_MS = 1_000;

/**
 * Degraded mode: the store failed, so the advisers get the lead by e-mail directly, marked as not
 * stored; the visitor gets 200 when the provider accepted it, else 503 (the browser keeps the
 * draft and retries). The outage keeps its own limits in memory: a client over the rate limit gets
 * 429, and a true repeat of content e-mailed during the outage is not e-mailed again. Then the lead
 * is stored once the store answers again: as delivered when it was e-mailed, else through the
 * store's own rules (a repeat is held and listed in the digest).
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
  const admission = deps.outage.admit(input.clientHash, input.contentHash, input.receivedAt, rules);
  if (admission.status === 'limited') {
    return jsonResponse(
      429,
      { error: errorMessages.tooManyRequests },
      { ...cors, 'Retry-After': String(admission.retryAfterSeconds) },
    );
  }
  if (admission.status === 'repeat') {
    deps.log(`send-email: lead ${input.id} repeats one e-mailed during the outage; stored later`);
    await notify(reconcile(input, rules, deps, false), deps);
    return jsonResponse(200, { ok: true }, cors);
  }
  try {
    await sendUnstored(newTarget(input), deps);
  } catch (error) {
    deps.log(logLine(`lead ${input.id} neither stored nor e-mailed`, error));
    return unavailable();
  }
  deps.log(`send-email: DEGRADED lead ${input.id}: not stored, e-mailed to the advisers directly`);
  await notify(reconcile(input, rules, deps, true), deps);
  return jsonResponse(200, { ok: true }, cors);
}

/**
 * Stores a lead that arrived while the store was down, retrying while it stays down: one the
 * advisers were e-mailed about as delivered, past the client's limits (the outage's own applied);
 * one that was not e-mailed (a repeat) under the store's own rules.
 */
async function reconcile(
  input: NewLead,
  rules: ReceiveRules,
  deps: Deps,
  emailed: boolean,
): Promise<void> {
  const degradedAt = deps.now();
  const started = Date.now();
  for (let wait = RECONCILE_FIRST_WAIT_MS; ; wait *= 2) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      const receipt = await withinTime(
        deps.store.receive(emailed ? { ...input, degradedAt } : input, rules),
        deps.config.storeTimeoutMs,
      );
      // Stored meanwhile by the attempt that timed out: pending, but the advisers have it.
      if (emailed && receipt.status === 'known') {
        await deps.store.markDelivered(receipt.id, degradedAt);
      }
      deps.log(`send-email: lead ${input.id} stored after the outage (reconciled)`);
      return;
    } catch (error) {
      if (Date.now() - started + wait * 2 > RECONCILE_WITHIN_MS) {
        deps.log(
          logLine(`ERROR lead ${input.id} ${emailed ? 'e-mailed but ' : ''}not stored`, error) +
            '; enter it by hand',
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
    deps.log(logLine('first attempt not recorded', error));
  });
  await afterAnswer(guarded, deps, deps.config.firstAttemptWaitMs ?? 3000);
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
  try {
    const outcome = await withinTime(
      deps.store.confirmSubscription(subscriptionId, deps.now()),
      deps.config.storeTimeoutMs,
    );
    return redirect(
      outcome === 'unknown' ? NEWSLETTER_LINK_INVALID_PATH : NEWSLETTER_CONFIRMED_PATH,
    );
  } catch (error) {
    // The link stays valid: the page says so and asks to open it again later.
    deps.log(logLine('a newsletter confirmation was not recorded', error));
    return redirect(NEWSLETTER_NOT_RECORDED_PATH);
  }
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
