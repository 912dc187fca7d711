import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuickContactForm } from '@/features/leads/quick-contact-form';
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

const PAGE = 'Strona główna – sekcja powitalna';

function setup() {
  const view = renderForm(<QuickContactForm pageName={PAGE} title="Oddzwonimy" />);
  const form = formOf(view.container, 'quick-contact');
  const scope = within(form);
  return {
    ...view,
    form,
    name: scope.getByRole('textbox', { name: 'Imię i nazwisko' }),
    email: scope.getByRole('textbox', { name: 'Adres e-mail' }),
    phone: scope.getByRole('textbox', { name: 'Numer telefonu' }),
    loanAmount: scope.getByRole<HTMLSelectElement>('combobox', { name: 'Kwota zobowiązań' }),
    consent: scope.getByRole('checkbox', { name: /Potwierdzam zapoznanie/ }),
    submit: scope.getByRole('button', { name: 'Zadzwońcie do mnie' }),
  };
}

type Form = ReturnType<typeof setup>;

async function fillAll(user: UserEvent, form: Form) {
  await user.type(form.name, 'Anna Kowalska');
  await user.type(form.email, 'anna@example.pl');
  await user.type(form.phone, '600 100 200');
  await user.selectOptions(form.loanAmount, '30 000–50 000 zł');
  await user.click(form.consent);
}

const expectedBody = {
  name: 'Anna Kowalska',
  email: 'anna@example.pl',
  phone: '600 100 200',
  loanAmount: '30 000–50 000 zł',
  consent: true,
  formType: 'quick-contact',
  pageName: PAGE,
  ...envelope(),
};

describe('Quick contact form', () => {
  beforeEach(() => {
    clearDrafts();
    send.mockReset();
    send.mockResolvedValue({ ok: true });
  });
  afterEach(() => clearToasts());

  it('is a noValidate form whose controls carry the spec names and types', () => {
    const form = setup();
    expect(form.form).toHaveAttribute('novalidate');
    expect(form.name).toHaveAttribute('name', 'name');
    expect(form.name).toBeRequired();
    expect(form.email).toHaveAttribute('type', 'email');
    expect(form.email).toBeRequired();
    expect(form.phone).toHaveAttribute('type', 'tel');
    expect(form.phone).toBeRequired();
    expect(form.loanAmount).toHaveAttribute('name', 'loanAmount');
    expect(form.consent).toHaveAttribute('name', 'consent');
    expect(form.consent).toBeRequired();
    const options = Array.from(form.loanAmount.options).map((option) => [
      option.value,
      option.text,
    ]);
    expect(options).toEqual([
      ['', 'Wybierz przedział'],
      ['do 10 000 zł', 'do 10 000 zł'],
      ['10 000–30 000 zł', '10 000–30 000 zł'],
      ['30 000–50 000 zł', '30 000–50 000 zł'],
      ['50 000–100 000 zł', '50 000–100 000 zł'],
      ['powyżej 100 000 zł', 'powyżej 100 000 zł'],
    ]);
    expect(within(form.form).getByRole('link', { name: 'polityką prywatności' })).toHaveAttribute(
      'href',
      '/polityka-prywatnosci',
    );
  });

  it('asks for name, e-mail and phone with a toast and inline messages, focusing the name', async () => {
    const form = setup();
    await form.user.click(form.submit);

    await expectToast('Uzupełnij dane', 'Prosimy o podanie imienia, emaila i telefonu.');
    expect(form.name).toHaveAccessibleDescription('Imię i nazwisko jest wymagane');
    expect(form.name).toHaveAttribute('aria-invalid', 'true');
    expect(form.email).toHaveAccessibleDescription('Adres e-mail jest wymagany');
    expect(form.phone).toHaveAccessibleDescription('Numer telefonu jest wymagany');
    expect(form.consent).toHaveAccessibleDescription(
      'Prosimy o wyrażenie zgody na przetwarzanie danych osobowych.',
    );
    expect(form.name).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('clears each message as its field is edited', async () => {
    const form = setup();
    await form.user.click(form.submit);
    await screen.findByText('Imię i nazwisko jest wymagane');

    await form.user.type(form.name, 'A');
    expect(screen.queryByText('Imię i nazwisko jest wymagane')).not.toBeInTheDocument();
    expect(form.name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Adres e-mail jest wymagany')).toBeInTheDocument();

    await form.user.type(form.email, 'a');
    expect(screen.queryByText('Adres e-mail jest wymagany')).not.toBeInTheDocument();
    await form.user.type(form.phone, '6');
    expect(screen.queryByText('Numer telefonu jest wymagany')).not.toBeInTheDocument();
    await form.user.click(form.consent);
    expect(
      within(form.form).queryByText('Prosimy o wyrażenie zgody na przetwarzanie danych osobowych.'),
    ).not.toBeInTheDocument();
  });

  it('focuses the first invalid field, here the phone', async () => {
    const form = setup();
    await form.user.type(form.name, 'Anna');
    await form.user.type(form.email, 'anna@example.pl');
    await form.user.click(form.submit);
    await screen.findByText('Numer telefonu jest wymagany');
    expect(form.phone).toHaveFocus();
  });

  it('rejects a malformed e-mail inline, without sending', async () => {
    const form = setup();
    await fillAll(form.user, form);
    await form.user.clear(form.email);
    await form.user.type(form.email, 'anna-at-example');
    await form.user.click(form.submit);

    expect(await screen.findByText('Podaj poprawny adres e-mail')).toBeInTheDocument();
    expect(form.email).toHaveAccessibleDescription('Podaj poprawny adres e-mail');
    expect(form.email).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
    await form.user.type(form.email, '.pl');
    expect(screen.queryByText('Podaj poprawny adres e-mail')).not.toBeInTheDocument();
  });

  it('asks for the consent with a toast and a message on the box, focusing it', async () => {
    const form = setup();
    await fillAll(form.user, form);
    await form.user.click(form.consent);
    await form.user.click(form.submit);

    await expectToast(
      'Wymagana zgoda',
      'Prosimy o wyrażenie zgody na przetwarzanie danych osobowych.',
    );
    expect(form.consent).toHaveAccessibleDescription(
      'Prosimy o wyrażenie zgody na przetwarzanie danych osobowych.',
    );
    expect(form.consent).toHaveAttribute('aria-invalid', 'true');
    expect(form.consent).toHaveFocus();
    expect(screen.queryByText('Uzupełnij dane')).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends exactly the spec body, then thanks and clears the form', async () => {
    const form = setup();
    await fillAll(form.user, form);
    await form.user.click(form.submit);

    await expectToast(
      'Zgłoszenie wysłane',
      'Dziękujemy! Skontaktujemy się z Tobą w ciągu 30 minut.',
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual(expectedBody);
    expect(form.name).toHaveValue('');
    expect(form.email).toHaveValue('');
    expect(form.phone).toHaveValue('');
    expect(form.loanAmount).toHaveValue('');
    expect(form.consent).not.toBeChecked();
  });

  it('sends an empty loanAmount when no range is chosen', async () => {
    const form = setup();
    await form.user.type(form.name, 'Anna Kowalska');
    await form.user.type(form.email, 'anna@example.pl');
    await form.user.type(form.phone, '600 100 200');
    await form.user.click(form.consent);
    await form.user.click(form.submit);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual({ ...expectedBody, loanAmount: '' });
  });

  it('adds the honeypot to the body when the hidden field is filled', async () => {
    const form = setup();
    await fillAll(form.user, form);
    await form.user.type(honeypotOf(form.form), 'https://spam.example');
    await form.user.click(form.submit);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual({ ...expectedBody, website: 'https://spam.example' });
  });

  it("reads 'Wysyłanie...' and is disabled while sending; a double click sends once", async () => {
    const pending = deferred<SendLeadResult>();
    send.mockReturnValue(pending.promise);
    const form = setup();
    await fillAll(form.user, form);
    await form.user.dblClick(form.submit);

    const busy = await screen.findByRole('button', { name: 'Wysyłanie...' });
    expect(busy).toBeDisabled();
    fireEvent.submit(form.form);
    fireEvent.submit(form.form);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send).toHaveBeenCalledTimes(1);

    pending.resolve({ ok: true });
    expect(await screen.findByRole('button', { name: 'Zadzwońcie do mnie' })).toBeEnabled();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shows the failure toast with the details and keeps every entry', async () => {
    send.mockResolvedValue({ ok: false, detail: 'Serwer chwilowo niedostępny.', retryable: false });
    const form = setup();
    await fillAll(form.user, form);
    await form.user.click(form.submit);

    await expectToast(
      'Błąd wysyłania',
      'Wystąpił problem z wysłaniem zgłoszenia. Spróbuj ponownie lub skontaktuj się telefonicznie. Szczegóły: Serwer chwilowo niedostępny.',
    );
    expect(form.name).toHaveValue('Anna Kowalska');
    expect(form.email).toHaveValue('anna@example.pl');
    expect(form.phone).toHaveValue('600 100 200');
    expect(form.loanAmount).toHaveValue('30 000–50 000 zł');
    expect(form.consent).toBeChecked();
    expect(screen.getByRole('button', { name: 'Zadzwońcie do mnie' })).toBeEnabled();
  });
});

describe('Home page quick contact forms', () => {
  beforeEach(() => {
    clearDrafts();
    send.mockReset();
    send.mockResolvedValue({ ok: true });
  });
  afterEach(() => clearToasts());

  it('has one in the hero and one in the closing call to action, each naming its section', async () => {
    const { container, user } = await renderApp('/');
    const forms = container.querySelectorAll<HTMLFormElement>('form[data-form="quick-contact"]');
    expect(forms).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const sections = [
      'Strona główna – sekcja powitalna',
      'Strona główna – sekcja wezwania do działania',
    ];
    for (const [index, form] of Array.from(forms).entries()) {
      const scope = within(form);
      await user.type(scope.getByRole('textbox', { name: 'Imię i nazwisko' }), 'Jan Nowak');
      await user.type(scope.getByRole('textbox', { name: 'Adres e-mail' }), 'jan@example.pl');
      await user.type(scope.getByRole('textbox', { name: 'Numer telefonu' }), '601 202 303');
      await user.click(scope.getByRole('checkbox', { name: /Potwierdzam zapoznanie/ }));
      await user.click(scope.getByRole('button', { name: 'Zadzwońcie do mnie' }));
      await waitFor(() => expect(send).toHaveBeenCalledTimes(index + 1));
      expect(send.mock.calls[index]?.[0]).toEqual({
        name: 'Jan Nowak',
        email: 'jan@example.pl',
        phone: '601 202 303',
        loanAmount: '',
        consent: true,
        formType: 'quick-contact',
        pageName: sections[index],
        ...envelope(),
      });
      await waitFor(() =>
        expect(scope.getByRole('textbox', { name: 'Imię i nazwisko' })).toHaveValue(''),
      );
    }
  });
});
