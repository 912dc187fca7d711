import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuickLeadForm } from '@/features/leads/quick-lead-form';
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

function setup() {
  const view = renderForm(<QuickLeadForm />);
  const form = formOf(view.container, 'quick-lead');
  const scope = within(form);
  return {
    ...view,
    form,
    name: scope.getByRole('textbox', { name: 'Imię i nazwisko' }),
    phone: scope.getByRole('textbox', { name: 'Numer telefonu' }),
    loanAmount: scope.getByRole('combobox', { name: 'Kwota zobowiązań' }),
    submit: scope.getByRole('button', { name: 'Wyślij zgłoszenie' }),
  };
}

type Form = ReturnType<typeof setup>;

async function fillAll(user: UserEvent, form: Form) {
  await user.type(form.name, 'Ewa Wiśniewska');
  await user.type(form.phone, '601 222 333');
  await user.selectOptions(form.loanAmount, 'do 10 000 zł');
}

const expectedBody = {
  name: 'Ewa Wiśniewska',
  email: 'brak-emaila@lead.invalid',
  phone: '601 222 333',
  loanAmount: 'do 10 000 zł',
  formType: 'application',
  pageName: 'Pożyczka konsolidacyjna',
  ...envelope({ consent: false }),
};

describe('Quick lead form', () => {
  beforeEach(() => {
    clearDrafts();
    send.mockReset();
    send.mockResolvedValue({ ok: true });
  });
  afterEach(() => clearToasts());

  it('has name, phone and the optional range, with no e-mail field', () => {
    const form = setup();
    expect(form.form).toHaveAttribute('novalidate');
    expect(form.name).toHaveAttribute('name', 'name');
    expect(form.name).toBeRequired();
    expect(form.phone).toHaveAttribute('name', 'phone');
    expect(form.phone).toHaveAttribute('type', 'tel');
    expect(form.phone).toBeRequired();
    expect(form.loanAmount).toHaveAttribute('name', 'loanAmount');
    expect(form.loanAmount).not.toBeRequired();
    expect(within(form.form).queryByRole('textbox', { name: 'Adres e-mail' })).toBeNull();
  });

  it('asks for name and phone with a toast and inline messages, focusing the name', async () => {
    const form = setup();
    await form.user.click(form.submit);

    await expectToast('Uzupełnij dane', 'Prosimy o podanie imienia i telefonu.');
    expect(form.name).toHaveAccessibleDescription('Imię i nazwisko jest wymagane');
    expect(form.name).toHaveAttribute('aria-invalid', 'true');
    expect(form.phone).toHaveAccessibleDescription('Numer telefonu jest wymagany');
    expect(form.phone).toHaveAttribute('aria-invalid', 'true');
    expect(form.name).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('asks for the phone alone, focusing it, and clears messages as fields are edited', async () => {
    const form = setup();
    await form.user.type(form.name, 'Ewa');
    await form.user.click(form.submit);

    await expectToast('Uzupełnij dane', 'Prosimy o podanie imienia i telefonu.');
    expect(screen.queryByText('Imię i nazwisko jest wymagane')).not.toBeInTheDocument();
    expect(form.phone).toHaveFocus();
    await form.user.type(form.phone, '6');
    expect(screen.queryByText('Numer telefonu jest wymagany')).not.toBeInTheDocument();
    expect(form.phone).not.toHaveAttribute('aria-invalid');
  });

  it('clears the name message as the name is edited', async () => {
    const form = setup();
    await form.user.click(form.submit);
    await screen.findByText('Imię i nazwisko jest wymagane');
    await form.user.type(form.name, 'E');
    expect(screen.queryByText('Imię i nazwisko jest wymagane')).not.toBeInTheDocument();
    expect(screen.getByText('Numer telefonu jest wymagany')).toBeInTheDocument();
  });

  it('sends the quick-lead body with the placeholder e-mail, then thanks and clears', async () => {
    const form = setup();
    await fillAll(form.user, form);
    await form.user.click(form.submit);

    await expectToast(
      'Zgłoszenie wysłane',
      'Dziękujemy! Skontaktujemy się z Tobą w ciągu 24 godzin.',
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual(expectedBody);
    expect(form.name).toHaveValue('');
    expect(form.phone).toHaveValue('');
    expect(form.loanAmount).toHaveValue('');
  });

  it('adds the honeypot to the body when the hidden field is filled', async () => {
    const form = setup();
    await fillAll(form.user, form);
    await form.user.type(honeypotOf(form.form), 'x');
    await form.user.click(form.submit);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual({ ...expectedBody, website: 'x' });
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
    expect(await screen.findByRole('button', { name: 'Wyślij zgłoszenie' })).toBeEnabled();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shows the failure toast with the details and keeps every entry', async () => {
    send.mockResolvedValue({ ok: false, detail: 'Failed to fetch', retryable: false });
    const form = setup();
    await fillAll(form.user, form);
    await form.user.click(form.submit);

    await expectToast(
      'Błąd wysyłania',
      'Wystąpił problem z wysłaniem zgłoszenia. Spróbuj ponownie lub skontaktuj się telefonicznie. Szczegóły: Failed to fetch',
    );
    expect(form.name).toHaveValue('Ewa Wiśniewska');
    expect(form.phone).toHaveValue('601 222 333');
    expect(form.loanAmount).toHaveValue('do 10 000 zł');
    expect(screen.getByRole('button', { name: 'Wyślij zgłoszenie' })).toBeEnabled();
  });
});

describe('Consolidation loan page', () => {
  it('holds the quick lead form in its hero', async () => {
    const { container } = await renderApp('/pozyczka-konsolidacyjna');
    const form = formOf(container, 'quick-lead');
    const hero = screen.getByRole('heading', { level: 1 }).closest('section');
    expect(hero).toContainElement(form);
    expect(within(form).getByRole('button', { name: 'Wyślij zgłoszenie' })).toHaveAttribute(
      'type',
      'submit',
    );
  });
});
