/**
 * What every lead form does alike, through the one useLeadForm hook: the draft kept in
 * sessionStorage and restored after a reload, the submission id (the same on a resend, a new one
 * after a success), the alert that stays after a failure, and the automatic retries.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/features/leads/contact-form';
import { NewsletterForm } from '@/features/leads/newsletter-form';
import { QuickContactForm } from '@/features/leads/quick-contact-form';
import { QuickLeadForm } from '@/features/leads/quick-lead-form';
import { sendLead } from '@/features/leads/send-lead';
import { ApplicationForm } from '@/features/leads/wizard/application-form';
import { UUID, clearDrafts, clearToasts, expectToast, renderForm } from './lead-forms';

vi.mock('@/features/leads/send-lead');
// The send is mocked: the supabase-js client the forms start loading on a first focus is never used.
vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));
const send = vi.mocked(sendLead);

const textbox = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name });
const checkbox = (form: HTMLElement, name: RegExp) => within(form).getByRole('checkbox', { name });

async function paste(user: UserEvent, control: HTMLElement, text: string) {
  await user.click(control);
  await user.paste(text);
}

interface LeadFormCase {
  name: string;
  ui: () => ReactNode;
  submit: string;
  /** The field the draft test types into, and what it types. */
  kept: { label: string; value: string };
  /** Fills in the rest and reaches the send button (the wizard goes through its steps). */
  complete: (user: UserEvent, form: HTMLElement) => Promise<void>;
}

const contact = async (user: UserEvent, form: HTMLElement, fields: string[]) => {
  const values: Record<string, string> = {
    'Adres e-mail': 'anna@example.pl',
    'Numer telefonu': '600 100 200',
    Wiadomość: 'Proszę o telefon po 17.',
  };
  for (const label of fields) await paste(user, textbox(form, label), values[label] ?? '');
};

const cases: LeadFormCase[] = [
  {
    name: 'quick-contact',
    ui: () => <QuickContactForm pageName="Strona główna – sekcja powitalna" title="Oddzwonimy" />,
    submit: 'Zadzwońcie do mnie',
    kept: { label: 'Imię i nazwisko', value: 'Anna Kowalska' },
    complete: async (user, form) => {
      await contact(user, form, ['Adres e-mail', 'Numer telefonu']);
      await user.click(checkbox(form, /Potwierdzam zapoznanie/));
    },
  },
  {
    name: 'contact',
    ui: () => <ContactForm />,
    submit: 'Wyślij wiadomość',
    kept: { label: 'Imię i nazwisko', value: 'Anna Kowalska' },
    complete: async (user, form) => {
      await contact(user, form, ['Adres e-mail', 'Numer telefonu', 'Wiadomość']);
      await user.click(checkbox(form, /Potwierdzam zapoznanie/));
    },
  },
  {
    name: 'quick-lead',
    ui: () => <QuickLeadForm />,
    submit: 'Wyślij zgłoszenie',
    kept: { label: 'Imię i nazwisko', value: 'Anna Kowalska' },
    complete: async (user, form) => {
      await contact(user, form, ['Numer telefonu']);
    },
  },
  {
    name: 'newsletter',
    ui: () => <NewsletterForm />,
    submit: 'Zapisz się',
    kept: { label: 'Adres e-mail', value: 'anna@example.pl' },
    complete: async (user, form) => {
      await user.click(checkbox(form, /newsletter/));
    },
  },
  {
    name: 'application',
    ui: () => <ApplicationForm />,
    submit: 'Wyślij wniosek',
    kept: { label: 'Imię i nazwisko', value: 'Anna Kowalska' },
    complete: async (user, form) => {
      await contact(user, form, ['Adres e-mail', 'Numer telefonu']);
      await user.click(within(form).getByRole('button', { name: 'Dalej' }));
      await user.click(await within(form).findByRole('checkbox', { name: 'Mam chwilówki' }));
      await user.click(within(form).getByRole('button', { name: 'Dalej' }));
      await user.click(
        await within(form).findByRole('checkbox', { name: /Potwierdzam zapoznanie/ }),
      );
    },
  },
];

function open(entry: LeadFormCase) {
  const view = renderForm(entry.ui());
  const form = view.container.querySelector<HTMLFormElement>(`form[data-form="${entry.name}"]`);
  if (!form) throw new Error(`No form ${entry.name}`);
  return { ...view, form };
}

/** Fills the whole form and presses its send button. */
async function fillAndSend(user: UserEvent, form: HTMLElement, entry: LeadFormCase) {
  await paste(user, textbox(form, entry.kept.label), entry.kept.value);
  await entry.complete(user, form);
  await user.click(within(form).getByRole('button', { name: entry.submit }));
}

const sentId = (call: number) =>
  (send.mock.calls[call]?.[0] as { submissionId?: string } | undefined)?.submissionId;

beforeEach(() => {
  clearDrafts();
  send.mockReset();
  send.mockResolvedValue({ ok: true });
  // Sent on Monday 23 November 2026 at 10:00 in Warsaw: in working hours, so the toasts say the
  // spec's words (other hours: callback-eta.test.ts).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00+01:00'));
});
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe.each(cases)('The $name form', (entry) => {
  it('keeps a draft with a submission id from the first input, and restores it after a reload', async () => {
    const first = open(entry);
    await paste(first.user, textbox(first.form, entry.kept.label), entry.kept.value);
    const stored = Object.values(window.sessionStorage).join('');
    expect(stored).toContain(entry.kept.value);
    expect(stored).toMatch(/"submissionId":"[0-9a-f-]{36}"/);
    first.unmount();

    const again = open(entry);
    await waitFor(() =>
      expect(textbox(again.form, entry.kept.label)).toHaveValue(entry.kept.value),
    );
  });

  it('after a failure keeps every value, shows an alert with the phone, and resends the same submission', async () => {
    send.mockResolvedValueOnce({
      ok: false,
      detail: 'Serwis chwilowo niedostępny.',
      retryable: false,
    });
    const { user, form } = open(entry);
    await fillAndSend(user, form, entry);

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Serwis chwilowo niedostępny.');
    expect(within(alert).getByRole('link', { name: '+48 600 100 200' })).toHaveAttribute(
      'href',
      'tel:+48600100200',
    );
    if (entry.name === 'application') {
      // Still on step 3, where the alert is; the entries of steps 1–2 are checked by its own tests.
      expect(checkbox(form, /Potwierdzam zapoznanie/)).toBeChecked();
    } else {
      expect(textbox(form, entry.kept.label)).toHaveValue(entry.kept.value);
    }
    expect(send).toHaveBeenCalledTimes(1);
    expect(sentId(0)).toMatch(UUID);
    // A resend after a reload is the same lead too.
    expect(Object.values(window.sessionStorage).join('')).toContain(sentId(0));

    await user.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(sentId(1)).toBe(sentId(0));
    await waitFor(() => expect(within(form).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('clears the draft on success; the next submission gets a new id', async () => {
    const { user, form } = open(entry);
    await fillAndSend(user, form, entry);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(window.sessionStorage).toHaveLength(0));
    if (entry.name === 'application') return; // it goes on to /dziekujemy

    await paste(user, textbox(form, entry.kept.label), entry.kept.value);
    const stored = Object.values(window.sessionStorage).join('');
    expect(stored).not.toContain(sentId(0) as string);
    expect(stored).toMatch(/"submissionId":"[0-9a-f-]{36}"/);
  });
});

describe('Automatic retries', () => {
  it('sends the same submission again after a network error and a 503, then thanks', async () => {
    send
      .mockResolvedValueOnce({ ok: false, detail: 'Brak połączenia.', retryable: true })
      .mockResolvedValueOnce({ ok: false, detail: 'Przerwa techniczna.', retryable: true })
      .mockResolvedValueOnce({ ok: true });
    const entry = cases[0] as LeadFormCase;
    const { user, form } = open(entry);
    await fillAndSend(user, form, entry);

    // Backoff: 1 s, then 2 s.
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3), { timeout: 10_000 });
    await expectToast(
      'Zgłoszenie wysłane',
      'Dziękujemy! Skontaktujemy się z Tobą w ciągu 30 minut.',
    );
    expect(send).toHaveBeenCalledTimes(3);
    expect(new Set([sentId(0), sentId(1), sentId(2)]).size).toBe(1);
    expect(screen.queryByText('Błąd wysyłania')).not.toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  }, 20_000);

  it('gives up after three attempts and shows the alert', async () => {
    send.mockResolvedValue({ ok: false, detail: 'Przerwa techniczna.', retryable: true });
    const entry = cases[2] as LeadFormCase;
    const { user, form } = open(entry);
    await fillAndSend(user, form, entry);

    expect(await within(form).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Przerwa techniczna.',
    );
    expect(send).toHaveBeenCalledTimes(3);
  }, 20_000);

  it('does not retry an answer that would fail again (a 400)', async () => {
    send.mockResolvedValue({ ok: false, detail: 'Podaj poprawny adres e-mail', retryable: false });
    const entry = cases[3] as LeadFormCase;
    const { user, form } = open(entry);
    await fillAndSend(user, form, entry);
    expect(await within(form).findByRole('alert')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
