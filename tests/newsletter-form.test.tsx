import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '@/features/leads/newsletter-form';
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

const CONSENT_MESSAGE = 'Zaznacz zgodę, abyśmy mogli wysyłać Ci newsletter.';

function setup() {
  const view = renderForm(<NewsletterForm />);
  const form = formOf(view.container, 'newsletter');
  const scope = within(form);
  return {
    ...view,
    form,
    email: scope.getByRole('textbox', { name: 'Adres e-mail' }),
    consent: scope.getByRole('checkbox', { name: /newsletter/ }),
    submit: scope.getByRole('button', { name: 'Zapisz się' }),
  };
}

type Form = ReturnType<typeof setup>;

async function fillAll(user: UserEvent, form: Form) {
  await user.type(form.email, 'czytelnik@example.pl');
  await user.click(form.consent);
}

const expectedBody = {
  email: 'czytelnik@example.pl',
  consentMarketing: true,
  formType: 'newsletter',
  pageName: 'Baza wiedzy',
  ...envelope(),
};

describe('Newsletter form', () => {
  beforeEach(() => {
    clearDrafts();
    send.mockReset();
    send.mockResolvedValue({ ok: true });
  });
  afterEach(() => clearToasts());

  it('has a required e-mail and a required marketing consent', () => {
    const form = setup();
    expect(form.form).toHaveAttribute('novalidate');
    expect(form.email).toHaveAttribute('name', 'email');
    expect(form.email).toHaveAttribute('type', 'email');
    expect(form.email).toBeRequired();
    expect(form.consent).toHaveAttribute('name', 'consentMarketing');
    expect(form.consent).toBeRequired();
    expect(within(form.form).getByRole('link', { name: 'polityka prywatności' })).toHaveAttribute(
      'href',
      '/polityka-prywatnosci',
    );
  });

  it('shows both messages inline, focuses the e-mail, and clears them as fields are edited', async () => {
    const form = setup();
    await form.user.click(form.submit);

    expect(await screen.findByText('Adres e-mail jest wymagany')).toBeInTheDocument();
    expect(form.email).toHaveAccessibleDescription('Adres e-mail jest wymagany');
    expect(form.email).toHaveAttribute('aria-invalid', 'true');
    expect(form.consent).toHaveAccessibleDescription(CONSENT_MESSAGE);
    expect(form.consent).toHaveAttribute('aria-invalid', 'true');
    expect(form.email).toHaveFocus();
    expect(send).not.toHaveBeenCalled();

    await form.user.type(form.email, 'c');
    expect(screen.queryByText('Adres e-mail jest wymagany')).not.toBeInTheDocument();
    await form.user.click(form.consent);
    expect(screen.queryByText(CONSENT_MESSAGE)).not.toBeInTheDocument();
  });

  it('rejects a malformed e-mail and, with the e-mail valid, focuses the consent', async () => {
    const form = setup();
    await form.user.type(form.email, 'czytelnik');
    await form.user.click(form.submit);
    expect(await screen.findByText('Podaj poprawny adres e-mail')).toBeInTheDocument();
    expect(form.email).toHaveFocus();

    await form.user.type(form.email, '@example.pl');
    expect(screen.queryByText('Podaj poprawny adres e-mail')).not.toBeInTheDocument();
    await form.user.click(form.submit);
    expect(await screen.findByText(CONSENT_MESSAGE)).toBeInTheDocument();
    expect(form.consent).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the newsletter body, then thanks and clears', async () => {
    const form = setup();
    await fillAll(form.user, form);
    await form.user.click(form.submit);

    await expectToast(
      'Sprawdź skrzynkę e-mail',
      'Wysłaliśmy Ci wiadomość z linkiem potwierdzającym. Kliknij go, aby zacząć otrzymywać newsletter.',
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual(expectedBody);
    expect(form.email).toHaveValue('');
    expect(form.consent).not.toBeChecked();
  });

  it('adds the honeypot to the body when the hidden field is filled', async () => {
    const form = setup();
    await fillAll(form.user, form);
    await form.user.type(honeypotOf(form.form), 'spam');
    await form.user.click(form.submit);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual({ ...expectedBody, website: 'spam' });
  });

  it("reads 'Wysyłanie...' and is disabled while sending; a double click sends once", async () => {
    const pending = deferred<SendLeadResult>();
    send.mockReturnValue(pending.promise);
    const form = setup();
    await fillAll(form.user, form);
    await form.user.dblClick(form.submit);

    expect(await screen.findByRole('button', { name: 'Wysyłanie...' })).toBeDisabled();
    expect(send).toHaveBeenCalledTimes(1);
    pending.resolve({ ok: true });
    expect(await screen.findByRole('button', { name: 'Zapisz się' })).toBeEnabled();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shows the failure toast with the details and keeps the entries', async () => {
    send.mockResolvedValue({ ok: false, detail: 'Błąd serwera.', retryable: false });
    const form = setup();
    await fillAll(form.user, form);
    await form.user.click(form.submit);

    await expectToast(
      'Błąd wysyłania',
      'Wystąpił problem z wysłaniem zgłoszenia. Spróbuj ponownie lub skontaktuj się telefonicznie. Szczegóły: Błąd serwera.',
    );
    expect(form.email).toHaveValue('czytelnik@example.pl');
    expect(form.consent).toBeChecked();
    expect(screen.getByRole('button', { name: 'Zapisz się' })).toBeEnabled();
  });
});

describe('Knowledge hub', () => {
  it('keeps the article list and adds the newsletter block', async () => {
    const { container } = await renderApp('/wiedza');
    formOf(container, 'newsletter');
    expect(container.querySelector('#articles')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Wszystkie artykuły' })).toBeInTheDocument();
  });
});
