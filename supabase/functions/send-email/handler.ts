/**
 * The send-email function: a pure function of (Request, deps) on Web standard APIs only, so the same
 * code answers in Deno (Supabase) and in Node (the local function server).
 */
import { MAX_BODY_BYTES, isBot, messages, parseLead } from '../_shared/lead-schema.ts';
import { headerSafe } from './format.ts';
import { corsHeaders, jsonResponse, readBodyCapped } from './http.ts';
import type { LeadMail, Transport } from './mail.ts';
import { buildNotification } from './notification.ts';

export interface Deps {
  transport: Transport;
  /** Sender, recipients and CORS origins: configuration only, never the browser. */
  config: { emailFrom: string; emailTo: readonly string[]; allowedOrigins: readonly string[] };
  now(): Date;
  /** Technical log lines (causes of failures); they never reach the visitor. */
  log(line: string): void;
}

/** The visitor-facing errors the function adds to the schema's messages. */
export const errorMessages = {
  methodNotAllowed: 'Tej metody nie obsługujemy. Formularz wysyła zgłoszenie metodą POST.',
  tooLarge: 'Zgłoszenie jest zbyt duże. Skróć wiadomość i spróbuj ponownie.',
  deliveryFailed:
    'Nie udało się przekazać zgłoszenia doradcom. Spróbuj ponownie lub zadzwoń do nas.',
  unexpected: 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie lub zadzwoń do nas.',
} as const;

const causeOf = (error: unknown) =>
  headerSafe(error instanceof Error ? `${error.name}: ${error.message}` : String(error));

export async function handleRequest(request: Request, deps: Deps): Promise<Response> {
  const cors = corsHeaders(request, deps.config.allowedOrigins);
  try {
    return await answer(request, deps, cors);
  } catch (error) {
    deps.log(`send-email: unexpected error: ${causeOf(error)}`);
    return jsonResponse(500, { error: errorMessages.unexpected }, cors);
  }
}

async function answer(
  request: Request,
  deps: Deps,
  cors: Record<string, string>,
): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
  if (request.method !== 'POST') {
    return jsonResponse(
      405,
      { error: errorMessages.methodNotAllowed },
      { ...cors, Allow: 'POST, OPTIONS' },
    );
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
    // Silent success: a bot learns nothing, and nobody is notified.
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
  const mail: LeadMail = {
    ...buildNotification(parsed.lead, receivedAt),
    from: deps.config.emailFrom,
    to: [...deps.config.emailTo],
    lead: parsed.lead,
    receivedAt,
  };
  try {
    await deps.transport.send(mail);
  } catch (error) {
    deps.log(`send-email: delivery of a ${parsed.lead.kind} lead failed: ${causeOf(error)}`);
    return jsonResponse(502, { error: errorMessages.deliveryFailed }, cors);
  }
  return jsonResponse(200, { ok: true }, cors);
}
