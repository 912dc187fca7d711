/**
 * The advisers' page's requests through the site's one call of the send-email function (mocked
 * here): the answer the page shows, a refusal in the function's words, no answer in ours; and the
 * moment a datetime-local control holds, sent with its offset.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdviserView } from '@shared/adviser-request';
import { sendErrorDetails } from '@/content/forms';
import { isoMoment } from '@/features/adviser/follow-up-moment';
import { linkFromHash } from '@/features/adviser/link-token';
import { sendAdviserRequest } from '@/features/adviser/send-adviser-request';
import { callSendEmail } from '@/features/leads/call-send-email';

vi.mock('@/features/leads/call-send-email');
const call = vi.mocked(callSendEmail);

const link = 'eyJsZWFkIjoiMTIzIn0.c2lnbmF0dXJlLW9mLXRoZS1saW5r';
const show = { formType: 'adviser', action: 'show', link } as const;
const view: AdviserView = {
  adviser: { name: 'Ewa Nowak' },
  lead: { title: 'T', receivedAt: 'R', promisedBy: null, action: 'A', sections: [] },
  owner: null,
  outcome: null,
  history: [],
};

afterEach(() => {
  call.mockReset();
});

describe('sendAdviserRequest', () => {
  it('sends the request as it is and gives the view the function answered', async () => {
    call.mockResolvedValue({ ok: true, data: { ok: true, result: 'shown', view } });
    expect(await sendAdviserRequest(show)).toEqual({ ok: true, result: 'shown', view });
    expect(call).toHaveBeenCalledWith(show);
  });

  it("gives a refusal in the function's words, its field messages and no retry", async () => {
    call.mockResolvedValue({
      ok: false,
      kind: 'status',
      status: 400,
      error: 'Sprawdź dane w formularzu.',
      body: {
        ok: false,
        error: 'Sprawdź dane w formularzu.',
        fieldErrors: { followUpAt: 'Podaj dzień i godzinę.', odd: 3 },
      },
    });
    expect(await sendAdviserRequest(show)).toEqual({
      ok: false,
      error: 'Sprawdź dane w formularzu.',
      fieldErrors: { followUpAt: 'Podaj dzień i godzinę.' },
      retryable: false,
    });
  });

  it('offers a retry for no answer, a timeout, a 5xx or a 429, in Polish', async () => {
    call.mockResolvedValueOnce({ ok: false, kind: 'network' });
    expect(await sendAdviserRequest(show)).toEqual({
      ok: false,
      error: sendErrorDetails.network,
      retryable: true,
    });
    call.mockResolvedValueOnce({ ok: false, kind: 'timeout' });
    expect(await sendAdviserRequest(show)).toMatchObject({ ok: false, retryable: true });
    call.mockResolvedValueOnce({
      ok: false,
      kind: 'status',
      status: 503,
      body: undefined,
    });
    expect(await sendAdviserRequest(show)).toEqual({
      ok: false,
      error: sendErrorDetails.status(503),
      retryable: true,
    });
    // A 200 that is not a view: nothing to show, worth another try.
    call.mockResolvedValueOnce({ ok: true, data: '<html>' });
    expect(await sendAdviserRequest(show)).toMatchObject({ ok: false, retryable: true });
  });
});

describe('The link and the moment', () => {
  it('takes the token from the fragment, only when it can be one', () => {
    expect(linkFromHash(`#${link}`)).toBe(link);
    expect(linkFromHash('')).toBeUndefined();
    expect(linkFromHash('#krotki')).toBeUndefined();
    expect(linkFromHash(`#${link}%20`)).toBeUndefined();
  });

  it('sends a datetime-local value as the same moment with the offset of that day (Warsaw)', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Warsaw';
    try {
      expect(isoMoment('2026-11-30T10:30')).toBe('2026-11-30T10:30:00+01:00');
      expect(isoMoment('2026-07-01T08:05')).toBe('2026-07-01T08:05:00+02:00');
      expect(Date.parse(isoMoment('2026-11-30T10:30') ?? '')).toBe(Date.UTC(2026, 10, 30, 9, 30));
      expect(isoMoment('')).toBeUndefined();
      expect(isoMoment('2026-02-30T10:00')).toBeUndefined();
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
