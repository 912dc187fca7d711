/**
 * The one call of the send-email function, through the real supabase-js client with the network
 * replaced: every failure becomes a Polish detail and says whether the same submission may be
 * sent again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAD_ATTEMPT_TIMEOUT_MS, sendLead } from '@/features/leads/send-lead';
import type { LeadPayload } from '@shared/lead-schema';

const payload = {
  email: 'anna@example.pl',
  consentMarketing: true,
  formType: 'newsletter',
  pageName: 'Baza wiedzy',
  submissionId: '5b0f7f7e-2a3c-4d4e-9f10-1a2b3c4d5e6f',
} as LeadPayload;

const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** No word of English from supabase-js or fetch may reach the visitor. */
const english = /failed|error|request|function|fetch|abort/i;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sendLead', () => {
  it('posts the body as JSON to the send-email function and reports success', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    window.history.replaceState(null, '', '/kredyt-dla-lekarza?utm_source=google&gclid=abc');
    expect(await sendLead(payload)).toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://127.0.0.1:54321/functions/v1/send-email');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    // The campaign of the page the visit began on (read once per document), no click id without
    // marketing consent.
    expect(JSON.parse(init?.body as string)).toEqual({
      ...payload,
      attribution: { source: 'google', landingPage: '/kredyt-dla-lekarza' },
    });
  });

  it('sends the lead whatever another script wrote into a cookie named like the consent one', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    document.cookie = 'cookie_consent=%E0';
    try {
      expect(await sendLead(payload)).toEqual({ ok: true });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      document.cookie = 'cookie_consent=; Max-Age=0';
    }
  });

  it('turns a network error into a Polish detail, to be retried', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await sendLead(payload);
    expect(result).toMatchObject({ ok: false, retryable: true });
    if (result.ok) return;
    expect(result.detail).toContain('Nie udało się połączyć z serwerem');
    expect(result.detail).not.toMatch(english);
  });

  it("keeps the function's own Polish message; 503 is retried, 400 is not", async () => {
    fetchMock.mockResolvedValueOnce(json(503, { error: 'Zapis chwilowo niemożliwy.' }));
    expect(await sendLead(payload)).toEqual({
      ok: false,
      detail: 'Zapis chwilowo niemożliwy.',
      retryable: true,
    });
    fetchMock.mockResolvedValueOnce(
      json(400, { error: 'Popraw dane.', fieldErrors: { email: 'Podaj poprawny adres e-mail' } }),
    );
    expect(await sendLead(payload)).toEqual({
      ok: false,
      detail: 'Popraw dane.',
      retryable: false,
    });
  });

  it('reads Retry-After of a 429', async () => {
    fetchMock.mockResolvedValue(
      json(429, { error: 'Zbyt wiele zgłoszeń.' }, { 'Retry-After': '3' }),
    );
    expect(await sendLead(payload)).toEqual({
      ok: false,
      detail: 'Zbyt wiele zgłoszeń.',
      retryable: true,
      retryAfterMs: 3000,
    });
  });

  it('names the status in Polish when the answer has no message of its own', async () => {
    fetchMock.mockResolvedValue(new Response('Bad Gateway', { status: 502 }));
    expect(await sendLead(payload)).toEqual({
      ok: false,
      detail: 'Serwer odpowiedział błędem (kod 502).',
      retryable: true,
    });
  });

  it(`gives up on an attempt after ${LEAD_ATTEMPT_TIMEOUT_MS / 1000} s, in Polish`, async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const pending = sendLead(payload);
    await vi.advanceTimersByTimeAsync(LEAD_ATTEMPT_TIMEOUT_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result).toEqual({
      ok: false,
      detail: 'Serwer nie odpowiedział w wyznaczonym czasie.',
      retryable: true,
    });
  });
});
