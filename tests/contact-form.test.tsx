import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/features/leads/contact-form';
import { sendLead, type SendLeadResult } from '@/features/leads/send-lead';
import {
  clearDrafts,
  clearToasts,
  deferred,
  envelope,
  expectToast,
  formOf,
  honeypotOf,
  renderForm,
} from './lead-forms';
import { renderApp } from './render-app';

vi.mock('@/features/leads/send-lead');
const send = vi.mocked(sendLead);

const CONSENT_MESSAGE = 'Prosimy o wyrażenie zgody na przetwarzanie danych osobowych.';

function setup() {
  const view = renderForm(<ContactForm />);
  const form = formOf(view.container, 'contact');
  const scope = within(form);
  return {
    ...view,
    form,
    name: scope.getByRole('textbox', { name: 'Imię i nazwisko' }),
    email: scope.getByRole('textbox', { name: 'Adres e-mail' }),
    phone: scope.getByRole('textbox', { name: 'Numer telefonu' }),
    message: scope.getByRole('textbox', { name: 'Wiadomość' }),
    consent: scope.getByRole('checkbox', { name: /Potwierdzam zapoznanie/ }),
    submit: scope.getByRole('button', { name: 'Wyślij wiadomość' }),
  };
}

type Form = ReturnType<typeof setup>;

async function fillAll(user: UserEvent, form: Form) {
  await user.type(form.name, 'Jan Nowak');
  await user.type(form.email, 'jan@example.pl');
  await user.type(form.phone, '+48 501 202 303');
  await user.type(form.message, 'Proszę o kontakt w sprawie konsolidacji.');
  await user.click(form.consent);
}

const expectedBody = {
  name: 'Jan Nowak',
  email: 'jan@example.pl',
  phone: '+48 501 202 303',
  message: 'Proszę o kontakt w sprawie konsolidacji.',
  formType: 'contact',
  pageName: 'Formularz kontaktowy',
  ...envelope(),
};

describe('Contact form', () => {
  beforeEach(() => {
    clearDrafts();
    send.mockReset();
    send.mockResolvedValue({ ok: true });
  });
  afterEach(() => clearToasts());

  it('is a noValidate form with required controls named as in the spec', () => {
    const form = setup();
    expect(form.form).toHaveAttribute('novalidate');
    for (const [control, name] of [
      [form.name, 'name'],
      [form.email, 'email'],
      [form.phone, 'phone'],
      [form.message, 'message'],
      [form.consent, 'consent'],
    ] as const) {
      expect(control).toHaveAttribute('name', name);
      expect(control).toBeRequired();
    }
    expect(form.email).toHaveAttribute('type', 'email');
    expect(form.phone).toHaveAttribute('type', 'tel');
    expect(form.message.tagName).toBe('TEXTAREA');
    expect(within(form.form).getByRole('link', { name: 'polityką prywatności' })).toHaveAttribute(
      'href',
      '/polityka-prywatnosci',
    );
  });

  it("announces the missing fields, not 'Wymagana zgoda', when it is empty, and focuses the name", async () => {
    const form = setup();
    await form.user.click(form.submit);

    await expectToast('Sprawdź dane', 'Wypełnij wszystkie wymagane pola poprawnie.');
    expect(screen.queryByText('Wymagana zgoda')).not.toBeInTheDocument();
    expect(form.name).toHaveAccessibleDescription('Imię i nazwisko jest wymagane');
    expect(form.name).toHaveAttribute('aria-invalid', 'true');
    expect(form.email).toHaveAccessibleDescription('Adres e-mail jest wymagany');
    expect(form.phone).toHaveAccessibleDescription('Numer telefonu jest wymagany');
    expect(form.message).toHaveAccessibleDescription('Napisz, w czym możemy pomóc');
    expect(form.message).toHaveAttribute('aria-invalid', 'true');
    expect(form.consent).toHaveAccessibleDescription(CONSENT_MESSAGE);
    expect(form.name).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('clears each message as its field is edited', async () => {
    const form = setup();
    await form.user.click(form.submit);
    await screen.findByText('Napisz, w czym możemy pomóc');

    await form.user.type(form.name, 'J');
    expect(screen.queryByText('Imię i nazwisko jest wymagane')).not.toBeInTheDocument();
    await form.user.type(form.email, 'j');
    expect(screen.queryByText('Adres e-mail jest wymagany')).not.toBeInTheDocument();
    await form.user.type(form.phone, '5');
    expect(screen.queryByText('Numer telefonu jest wymagany')).not.toBeInTheDocument();
    await form.user.type(form.message, 'P');
    expect(screen.queryByText('Napisz, w czym możemy pomóc')).not.toBeInTheDocument();
    expect(form.message).not.toHaveAttribute('aria-invalid');
    await form.user.click(form.consent);
    expect(within(form.form).queryByText(CONSENT_MESSAGE)).not.toBeInTheDocument();
  });

  it('focuses the first invalid field, here the message, and does not ask for the given consent', async () => {
    const form = setup();
    await form.user.type(form.name, 'Jan Nowak');
    await form.user.type(form.email, 'jan@example.pl');
    await form.user.type(form.phone, '501 202 303');
    await form.user.click(form.consent);
    await form.user.click(form.submit);

    expect(await screen.findByText('Napisz, w czym możemy pomóc')).toBeInTheDocument();
    expect(form.message).toHaveFocus();
    expect(screen.queryByText('Wymagana zgoda')).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail until it is edited', async () => {
    const form = setup();
    await fillAll(form.user, form);
    await form.user.clear(form.email);
    await form.user.type(form.email, 'jan@');
    await form.user.click(form.submit);

    expect(await screen.findByText('Podaj poprawny adres e-mail')).toBeInTheDocument();
    expect(form.email).toHaveAccessibleDescription('Podaj poprawny adres e-mail');
    expect(form.email).toHaveFocus();
    await form.user.type(form.email, 'example.pl');
    expect(screen.queryByText('Podaj poprawny adres e-mail')).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('asks only for the consent when everything else is filled in', async () => {
    const form = setup();
    await fillAll(form.user, form);
    await form.user.click(form.consent);
    await form.user.click(form.submit);

    await expectToast('Wymagana zgoda', CONSENT_MESSAGE);
    expect(form.consent).toHaveAttribute('aria-invalid', 'true');
    expect(form.consent).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the spec body without the consent flag, then thanks and clears', async () => {
    const form = setup();
    await fillAll(form.user, form);
    await form.user.click(form.submit);

    await expectToast(
      'Formularz wysłany',
      'Dziękujemy za kontakt. Odezwiemy się najszybciej jak to możliwe.',
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual(expectedBody);
    for (const field of [form.name, form.email, form.phone, form.message]) {
      expect(field).toHaveValue('');
    }
    expect(form.consent).not.toBeChecked();
  });

  it('adds the honeypot to the body when the hidden field is filled', async () => {
    const form = setup();
    await fillAll(form.user, form);
    await form.user.type(honeypotOf(form.form), 'bot');
    await form.user.click(form.submit);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual({ ...expectedBody, website: 'bot' });
  });

  it("reads 'Wysyłanie...' and is disabled while sending; a double click sends once", async () => {
    const pending = deferred<SendLeadResult>();
    send.mockReturnValue(pending.promise);
    const form = setup();
    await fillAll(form.user, form);
    await form.user.dblClick(form.submit);

    const busy = await screen.findByRole('button', { name: 'Wysyłanie...' });
    expect(busy).toBeDisabled();
    expect(send).toHaveBeenCalledTimes(1);
    pending.resolve({ ok: true });
    expect(await screen.findByRole('button', { name: 'Wyślij wiadomość' })).toBeEnabled();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("words the failure as '…z wysłaniem formularza…' and keeps every entry", async () => {
    send.mockResolvedValue({ ok: false, detail: 'Przekroczono limit czasu.', retryable: false });
    const form = setup();
    await fillAll(form.user, form);
    await form.user.click(form.submit);

    await expectToast(
      'Błąd wysyłania',
      'Wystąpił problem z wysłaniem formularza. Spróbuj ponownie lub skontaktuj się telefonicznie. Szczegóły: Przekroczono limit czasu.',
    );
    expect(form.name).toHaveValue('Jan Nowak');
    expect(form.email).toHaveValue('jan@example.pl');
    expect(form.phone).toHaveValue('+48 501 202 303');
    expect(form.message).toHaveValue('Proszę o kontakt w sprawie konsolidacji.');
    expect(form.consent).toBeChecked();
    expect(screen.getByRole('button', { name: 'Wyślij wiadomość' })).toBeEnabled();
  });
});

describe('Contact page', () => {
  it('shows the form beside the contact details', async () => {
    const { container } = await renderApp('/kontakt');
    formOf(container, 'contact');
    const details = within(screen.getByRole('region', { name: 'Dane kontaktowe' }));
    expect(details.getByRole('link', { name: '+48 22 100 20 30' })).toHaveAttribute(
      'href',
      'tel:+48221002030',
    );
    expect(details.getByRole('link', { name: '+48 600 100 200' })).toHaveAttribute(
      'href',
      'tel:+48600100200',
    );
    expect(details.getByRole('link', { name: 'kontakt@spokojnarata.pl' })).toHaveAttribute(
      'href',
      'mailto:kontakt@spokojnarata.pl',
    );
    expect(details.getByText(/Warszawa/)).toBeInTheDocument();
    expect(details.getByText('Poniedziałek–piątek: 8:00–20:00')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
