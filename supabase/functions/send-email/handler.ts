/**
 * The send-email function: a pure function of (Request, deps) on Web standard APIs only, so the same
 * code answers in Deno (Supabase) and in Node (the local function server).
 *
 * A lead is validated, stored, and answered with 200 as soon as it is stored; the advisers'
 * notification is attempted after that (and retried by delivery passes until it gets through).
 * The same path also serves the newsletter confirmation link (GET ?potwierdz=…) and the retry
 * entry point that the production schedule calls (POST ?deliver with the retry secret).
 */
import { MAX_BODY_BYTES, isBot, messages, parseLead } from '../_shared/lead-schema.ts';
import {
  attemptDelivery,
  deliverPending,
  type DeliveryConfig,
  type DeliveryDeps,
  type DeliveryTarget,
} from './delivery.ts';
import { headerSafe } from './format.ts';
import { corsHeaders, jsonResponse, readBodyCapped } from './http.ts';
import { contentHash, sameText } from './secrets.ts';
import type { ReceiveRules } from './store/lead-store.ts';

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
 * (Supabase: the first hop of X-Forwarded-For; the local server: the socket's peer). Only its
 * salted hash is kept.
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
  };
  let receipt;
  try {
    receipt = await deps.store.receive(
      {
        id,
        lead: parsed.lead,
        clientHash: await deps.secrets.clientHash(clientAddress),
        contentHash: await contentHash(parsed.lead),
        receivedAt,
        // Until then the first attempt below owns the lead; a retry pass takes it after.
        firstRetryAt: new Date(receivedAt.getTime() + deps.config.retry.leaseMs),
      },
      rules,
    );
  } catch (error) {
    // Not stored: the visitor is told so (the browser retries), never a success.
    deps.log(`send-email: the lead store failed: ${causeOf(error)}`);
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
  if (receipt.status === 'stored') {
    const target: DeliveryTarget = { id, lead: parsed.lead, receivedAt, attempts: 0 };
    await notify(attemptDelivery(target, deps), deps);
  }
  return jsonResponse(200, { ok: true }, cors);
}

/** Starts the first attempt without making the visitor wait for the provider. */
async function notify(attempt: Promise<boolean>, deps: Deps): Promise<void> {
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
