/** HTTP plumbing of the handler, Web standard APIs only: CORS, JSON answers, a capped body read. */

export const CORS_ALLOW_METHODS = 'POST, OPTIONS';
/** What supabase-js `functions.invoke` sends besides the body. */
export const CORS_ALLOW_HEADERS = 'authorization, x-client-info, apikey, content-type';
export const CORS_MAX_AGE = '86400';

/**
 * CORS headers for a request: '*' when every origin is allowed, else the request's origin when it
 * is on the list (the first listed origin otherwise, which the browser then refuses).
 */
export function corsHeaders(request: Request, allowedOrigins: readonly string[]) {
  const headers: Record<string, string> = {
    'Access-Control-Allow-Methods': CORS_ALLOW_METHODS,
    'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS,
    // The browser waits as long as a 429 or 503 asks before trying again.
    'Access-Control-Expose-Headers': 'Retry-After',
    'Access-Control-Max-Age': CORS_MAX_AGE,
  };
  if (allowedOrigins.length === 0 || allowedOrigins.includes('*')) {
    headers['Access-Control-Allow-Origin'] = '*';
  } else {
    const origin = request.headers.get('origin') ?? '';
    headers['Access-Control-Allow-Origin'] = allowedOrigins.includes(origin)
      ? origin
      : (allowedOrigins[0] ?? '');
    headers.Vary = 'Origin';
  }
  return headers;
}

export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string>,
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}

export type BodyRead = { tooLarge: false; bytes: Uint8Array } | { tooLarge: true };

/**
 * Reads the request body, stopping as soon as it passes `maxBytes` (a declared Content-Length over
 * the limit is refused before reading; a missing or false one cannot get more bytes through).
 */
export async function readBodyCapped(request: Request, maxBytes: number): Promise<BodyRead> {
  const declared = request.headers.get('content-length')?.trim();
  if (declared && /^\d+$/.test(declared) && Number(declared) > maxBytes) return { tooLarge: true };
  if (!request.body) return { tooLarge: false, bytes: new Uint8Array(0) };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { tooLarge: true };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { tooLarge: false, bytes };
}
