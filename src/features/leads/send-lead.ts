import type { LeadPayload } from '@shared/lead-schema';

export type SendLeadResult = { ok: true } | { ok: false; detail?: string };

/**
 * The site's only call of the send-email function. supabase-js is imported here, on the first
 * submission, so no page loads it before a visitor sends a form.
 */
export async function sendLead(payload: LeadPayload): Promise<SendLeadResult> {
  try {
    const { getSupabase } = await import('@/lib/supabase');
    const { error } = await getSupabase().functions.invoke('send-email', { body: payload });
    if (!error) return { ok: true };
    return { ok: false, detail: await errorDetail(error) };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : undefined };
  }
}

/** The function's own Polish message when its JSON body has one, else the client's message. */
async function errorDetail(error: {
  message?: string;
  context?: unknown;
}): Promise<string | undefined> {
  const response = error.context;
  if (response instanceof Response) {
    try {
      const body = (await response.clone().json()) as { error?: unknown };
      if (typeof body.error === 'string' && body.error) return body.error;
    } catch {
      // Not JSON: fall back to the client's message.
    }
  }
  return error.message || undefined;
}
