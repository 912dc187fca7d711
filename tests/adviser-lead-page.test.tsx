/**
 * The advisers' page (/doradca/zgloszenie#<token>), with the function's call replaced: what it
 * shows for each answer, the one button that claims, the outcome form's rules (the shared schema's
 * messages) and what a failure keeps.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adviserMessages,
  outcomeLabels,
  type AdviserRequest,
  type AdviserView,
} from '@shared/adviser-request';
import { adviserPaths } from '@/config/paths';
import { adviserLeadPage } from '@/content/pages/adviser-lead';
import { sendAdviserRequest, type AdviserAnswer } from '@/features/adviser/send-adviser-request';
import { preloadPages, renderAppAt } from './render-app';

vi.mock('@/features/adviser/send-adviser-request');

preloadPages(adviserPaths.lead);

const TOKEN = 'eyJsZWFkIjoiMTIzIn0.c2lnbmF0dXJlLW9mLXRoZS1saW5r';
const send = vi.mocked(sendAdviserRequest);

const view = (overrides: Partial<AdviserView> = {}): AdviserView => ({
  adviser: { name: 'Ewa Nowak' },
  lead: {
    title: 'Wniosek online – Anna Kowalska',
    receivedAt: '28.11.2026, 13:58',
    promisedBy: '28.11.2026, 14:28',
    action: 'Zadzwoń do klientki do 14:28 i omów konsolidację trzech kredytów.',
    sections: [
      {
        title: 'Kontakt',
        fields: [
          { label: 'Imię i nazwisko', value: 'Anna Kowalska' },
          { label: 'Telefon', value: '+48 601 234 567', href: 'tel:+48601234567' },
          { label: 'E-mail', value: 'anna@example.pl', href: 'mailto:anna@example.pl' },
        ],
      },
      {
        title: 'Zobowiązania',
        fields: [{ label: 'Sytuacja', value: ['Opóźnienia w spłacie', 'Chwilówki'] }],
        table: {
          caption: 'Kredyty do połączenia',
          headers: ['Kredyt', 'Saldo', 'Rata'],
          rows: [['Gotówkowy', '20 000 zł', '650 zł']],
        },
      },
    ],
  },
  owner: null,
  outcome: null,
  history: [],
  ...overrides,
});

const mine = { name: 'Ewa Nowak', you: true, since: '28.11.2026, 14:02' };
const ok = (result: 'shown' | 'claimed' | 'taken' | 'recorded', shown: AdviserView) =>
  ({ ok: true, result, view: shown }) as const;
const offline: AdviserAnswer = {
  ok: false,
  error: 'Nie udało się połączyć z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
  retryable: true,
};

/** A datetime-local value `days` from now, at 10:30. */
function dayAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T10:30`;
}

async function open(hash = `#${TOKEN}`) {
  const app = await renderAppAt(`${adviserPaths.lead}${hash}`);
  await act(async () => {});
  return app;
}

beforeEach(() => {
  send.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('The advisers’ page', () => {
  it('shows the lead that opening it asked for, and changes nothing', async () => {
    send.mockResolvedValue(ok('shown', view()));
    await open();

    // Typeset as the site's copy is: the dash stays at the end of a line (a no-break space before it).
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Wniosek online\u00a0– Anna Kowalska');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ formType: 'adviser', action: 'show', link: TOKEN });
    expect(screen.getByText('28.11.2026, 13:58')).toBeInTheDocument();
    expect(screen.getByText('Obiecany kontakt do:').nextElementSibling).toHaveTextContent(
      '28.11.2026, 14:28',
    );
    expect(screen.getByText(/Zadzwoń do klientki do 14:28/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+48 601 234 567' })).toHaveAttribute(
      'href',
      'tel:+48601234567',
    );
    expect(screen.getByRole('link', { name: 'anna@example.pl' })).toHaveAttribute(
      'href',
      'mailto:anna@example.pl',
    );
    const table = screen.getByRole('table', { name: 'Kredyty do połączenia' });
    expect(within(table).getByRole('cell', { name: '20 000 zł' })).toBeInTheDocument();
    expect(screen.getByText('Chwilówki').tagName).toBe('LI');
    expect(screen.getByText('Nikt jeszcze nie prowadzi tego zgłoszenia.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Przejmuję' })).toBeInTheDocument();
    // Nobody has it: nothing to record yet.
    expect(screen.queryByRole('button', { name: 'Zapisz wynik' })).toBeNull();
  });

  it("follows another lead's link opened in the same tab (only the fragment changes)", async () => {
    send.mockResolvedValue(ok('shown', view()));
    await open();
    await screen.findByRole('button', { name: 'Przejmuję' });
    const other = `${TOKEN.slice(0, -4)}zzzz`;
    await act(async () => {
      window.history.replaceState(null, '', `#${other}`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(send).toHaveBeenLastCalledWith({ formType: 'adviser', action: 'show', link: other });
    window.history.replaceState(null, '', window.location.pathname);
  });

  it('is kept out of search engines and sends no Referer', async () => {
    send.mockResolvedValue(ok('shown', view()));
    await open();
    await screen.findByRole('button', { name: 'Przejmuję' });
    expect(document.title).toBe(adviserLeadPage.meta.title);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute(
      'content',
      'no-referrer',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it.each([
    ['no token', ''],
    ['an empty fragment', '#'],
    ['a token cut short', '#abc'],
    ['a token with characters no link has', `#${TOKEN.slice(0, 30)}<script>`],
  ])('with %s says the link is not whole and sends nothing', async (_case, hash) => {
    await open(hash);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Nie można otworzyć zgłoszenia' }),
    ).toBeInTheDocument();
    expect(screen.getByText(adviserMessages.invalidLink)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('says why the function would not show the lead (an expired link), with no retry', async () => {
    send.mockResolvedValue({ ok: false, error: adviserMessages.expiredLink, retryable: false });
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent(adviserMessages.expiredLink);
    expect(screen.queryByRole('button', { name: 'Spróbuj ponownie' })).toBeNull();
  });

  it('offers to load the lead again when the network failed', async () => {
    send.mockResolvedValueOnce(offline).mockResolvedValueOnce(ok('shown', view()));
    const { user } = await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się połączyć');
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('button', { name: 'Przejmuję' })).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls.every(([request]) => request.action === 'show')).toBe(true);
  });

  it('claims the lead once with "Przejmuję", then says it is yours and offers the outcome form', async () => {
    send.mockResolvedValueOnce(ok('shown', view()));
    let answer!: (value: AdviserAnswer) => void;
    send.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { user } = await open();

    const claim = await screen.findByRole('button', { name: 'Przejmuję' });
    await user.click(claim);
    await user.click(claim);
    expect(claim).toBeDisabled();
    await act(async () => answer(ok('claimed', view({ owner: mine }))));

    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({ formType: 'adviser', action: 'claim', link: TOKEN });
    const status = await screen.findByText('Prowadzisz to zgłoszenie od 28.11.2026, 14:02.');
    expect(status.closest('[role="status"]')).toHaveFocus();
    expect(screen.getByText(/Zgłoszenie jest Twoje/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Przejmuję' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Zapisz wynik' })).toBeInTheDocument();
  });

  it('says calmly who has the lead when another adviser took it first, with no button that would fail', async () => {
    const other = { name: 'Marek Zieliński', you: false, since: '28.11.2026, 14:01' };
    send
      .mockResolvedValueOnce(ok('shown', view()))
      .mockResolvedValueOnce(ok('taken', view({ owner: other })));
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Przejmuję' }));

    const notice = await screen.findByText(
      'Zgłoszenie prowadzi już Marek Zieliński (od 28.11.2026, 14:01).',
    );
    await waitFor(() => expect(notice.closest('[role="status"]')).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Przejmuję' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zapisz wynik' })).toBeNull();
  });

  it('shows the other owner, and no buttons, when the lead was already taken on opening', async () => {
    const other = { name: 'Marek Zieliński', you: false, since: '28.11.2026, 14:01' };
    send.mockResolvedValue(ok('shown', view({ owner: other })));
    await open();
    expect(
      await screen.findByText('Zgłoszenie prowadzi już Marek Zieliński (od 28.11.2026, 14:01).'),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /Przejmuję|Zapisz wynik/ })).toEqual([]);
  });
});

describe('The outcome form', () => {
  async function openOwned() {
    send.mockResolvedValueOnce(ok('shown', view({ owner: mine })));
    const app = await open();
    await screen.findByRole('button', { name: 'Zapisz wynik' });
    return app;
  }

  it('asks for an outcome first, in the shared words', async () => {
    const { user } = await openOwned();
    await user.click(screen.getByRole('button', { name: 'Zapisz wynik' }));
    const outcomes = screen.getByRole('group', { name: 'Jak zakończył się kontakt?' });
    // The form checks its values after the click's task: the message comes a moment later.
    await waitFor(() =>
      expect(outcomes).toHaveAccessibleDescription(adviserMessages.outcomeRequired),
    );
    expect(screen.getByRole('radio', { name: outcomeLabels.conversation })).toHaveFocus();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('asks for the moment of a retry when the client did not answer', async () => {
    const { user } = await openOwned();
    expect(screen.queryByLabelText(/Spróbuję ponownie/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: outcomeLabels['no-answer'] }));
    const moment = screen.getByLabelText(/Spróbuję ponownie/);
    expect(moment).toHaveAttribute('type', 'datetime-local');
    await user.click(screen.getByRole('button', { name: 'Zapisz wynik' }));

    expect(await screen.findByText(adviserMessages.momentRequired)).toBeInTheDocument();
    expect(moment).toHaveAttribute('aria-invalid', 'true');
    expect(moment).toHaveFocus();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('refuses a moment in the past or beyond the limit, in the shared words', async () => {
    const { user } = await openOwned();
    await user.click(screen.getByRole('radio', { name: outcomeLabels.meeting }));
    const moment = screen.getByLabelText(/Termin spotkania/);
    await user.type(moment, dayAhead(-1));
    await user.click(screen.getByRole('button', { name: 'Zapisz wynik' }));
    expect(await screen.findByText(adviserMessages.momentInvalid)).toBeInTheDocument();
    await user.clear(moment);
    await user.type(moment, dayAhead(120));
    await user.click(screen.getByRole('button', { name: 'Zapisz wynik' }));
    expect(await screen.findByText(adviserMessages.momentInvalid)).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('asks for the reason when the client declined', async () => {
    const { user } = await openOwned();
    expect(screen.getByLabelText('Notatka (opcjonalnie)')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: outcomeLabels.declined }));
    const reason = screen.getByLabelText(/^Powód/);
    await user.type(reason, '   ');
    await user.click(screen.getByRole('button', { name: 'Zapisz wynik' }));
    expect(await screen.findByText(adviserMessages.reasonRequired)).toBeInTheDocument();
    expect(reason).toHaveFocus();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends the outcome with the moment as ISO with its offset, then says it was recorded', async () => {
    const { user } = await openOwned();
    const recorded = view({
      owner: mine,
      outcome: 'Nie odbiera – spróbuję ponownie 30.11.2026, 10:30',
      history: [
        { at: '28.11.2026, 14:02', who: 'Ewa Nowak', what: 'Przejęcie zgłoszenia' },
        {
          at: '28.11.2026, 14:20',
          who: 'Ewa Nowak',
          what: 'Nie odbiera – spróbuję ponownie 30.11.2026, 10:30',
          note: 'Poczta głosowa.',
        },
      ],
    });
    send.mockResolvedValueOnce(ok('recorded', recorded));

    await user.click(screen.getByRole('radio', { name: outcomeLabels['no-answer'] }));
    const when = dayAhead(2);
    await user.type(screen.getByLabelText(/Spróbuję ponownie/), when);
    await user.type(screen.getByLabelText('Notatka (opcjonalnie)'), ' Poczta głosowa. ');
    await user.click(screen.getByRole('button', { name: 'Zapisz wynik' }));
    // The page says so once the function has answered.
    const status = await screen.findByText('Zapisano: Nie odbiera.');

    const request = send.mock.lastCall?.[0] as Extract<AdviserRequest, { action: 'outcome' }>;
    expect(request).toMatchObject({
      formType: 'adviser',
      action: 'outcome',
      link: TOKEN,
      outcome: 'no-answer',
      note: 'Poczta głosowa.',
    });
    expect(request.followUpAt).toMatch(/^\d{4}-\d{2}-\d{2}T10:30:00[+-]\d{2}:\d{2}$/);
    expect(request.followUpAt?.slice(0, 16)).toBe(when);
    expect(Date.parse(request.followUpAt ?? '')).toBe(new Date(when).getTime());

    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveFocus());
    const history = screen.getByRole('region', { name: 'Historia zgłoszenia' });
    expect(within(history).getByText('Poczta głosowa.')).toBeInTheDocument();
    // Ready for the next outcome.
    expect(screen.getByRole('radio', { name: outcomeLabels['no-answer'] })).not.toBeChecked();
    expect(screen.getByLabelText('Notatka (opcjonalnie)')).toHaveValue('');
  });

  it('keeps everything typed when the network failed, and sends the same again on retry', async () => {
    const { user } = await openOwned();
    send
      .mockResolvedValueOnce(offline)
      .mockResolvedValueOnce(ok('recorded', view({ owner: mine })));
    await user.click(screen.getByRole('radio', { name: outcomeLabels.declined }));
    await user.type(screen.getByLabelText(/^Powód/), 'Ma już kredyt w innym banku.');
    await user.click(screen.getByRole('button', { name: 'Zapisz wynik' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nie udało się połączyć z serwerem');
    expect(alert).toHaveTextContent('To, co wpisano, zostało w formularzu.');
    expect(screen.getByRole('radio', { name: outcomeLabels.declined })).toBeChecked();
    expect(screen.getByLabelText(/^Powód/)).toHaveValue('Ma już kredyt w innym banku.');

    await user.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText(`Zapisano: ${outcomeLabels.declined}.`)).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(3);
    expect(send.mock.calls[2]?.[0]).toEqual(send.mock.calls[1]?.[0]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts the function's field messages beside their fields and keeps the values", async () => {
    const { user } = await openOwned();
    send.mockResolvedValueOnce({
      ok: false,
      error: 'Sprawdź dane w formularzu.',
      fieldErrors: { followUpAt: adviserMessages.momentInvalid },
      retryable: false,
    });
    await user.click(screen.getByRole('radio', { name: outcomeLabels.meeting }));
    const when = dayAhead(3);
    await user.type(screen.getByLabelText(/Termin spotkania/), when);
    await user.click(screen.getByRole('button', { name: 'Zapisz wynik' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Sprawdź dane w formularzu.');
    expect(await screen.findByText(adviserMessages.momentInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/Termin spotkania/)).toHaveValue(when);
    expect(screen.queryByRole('button', { name: 'Spróbuj ponownie' })).toBeNull();
  });
});
