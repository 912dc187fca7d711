import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/toast-store';
import { sendLead, type SendLeadResult } from '@/features/leads/send-lead';
import { AnalysisForm } from '@/features/leads/wizard/analysis-form';
import {
  button,
  checkbox,
  fileInput,
  fileOfSize,
  next,
  renderWizard,
  textbox,
} from './wizard-helpers';
import { clearDrafts, envelope } from './lead-forms';

vi.mock('@/features/leads/send-lead', () => ({ sendLead: vi.fn() }));
const sent = vi.mocked(sendLead);

const MB = 1024 * 1024;
const consentMessage =
  'Prosimy o wyrażenie zgody na przetwarzanie danych osobowych oraz analizę dokumentów.';

const renderForm = () =>
  renderWizard(<AnalysisForm />, '/bezplatna-analiza', 'Bezpłatna analiza finansowa');

const processingConsent = () => checkbox(/Potwierdzam zapoznanie się z polityką prywatności/);
const documentsConsent = () => checkbox(/Proszę o analizę mojej sytuacji finansowej/);
const marketingConsent = () => checkbox(/Chcę otrzymywać e-mailem/);
const phoneMarketingConsent = () => checkbox(/Chcę otrzymywać telefonicznie/);

async function fillContact(user: UserEvent) {
  await user.type(textbox('Imię i nazwisko'), 'Piotr Nowak');
  await user.type(textbox('Adres e-mail'), 'piotr@example.pl');
  await user.type(textbox('Numer telefonu'), '603 444 555');
}

/** Fills steps 1 and 2 (two flags, debt 42000, income 4800, a description). */
async function reachStep3(user: UserEvent) {
  await fillContact(user);
  await next(user, 2);
  await user.click(checkbox('Bank odmówił mi kredytu'));
  await user.click(checkbox('Mam opóźnienia w spłacie rat'));
  await user.type(textbox('Łączna kwota zadłużenia (zł)'), '42000');
  await user.type(textbox('Miesięczny dochód netto (zł)'), '4800');
  await user.type(textbox('Opisz swoją sytuację (opcjonalnie)'), 'Dwa kredyty i karta.');
  await next(user, 3);
}

async function completeStep3(user: UserEvent) {
  await user.upload(fileInput(), fileOfSize('pit-37.pdf', 512));
  await user.click(processingConsent());
  await user.click(documentsConsent());
}

function fileEntries(form: HTMLElement) {
  return within(form)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
}

async function expectToast(title: string, description?: string) {
  expect((await screen.findAllByText(title, { exact: true }))[0]).toBeInTheDocument();
  if (description) expect(screen.getAllByText(description, { exact: true })[0]).toBeInTheDocument();
}

const expectedBody = {
  name: 'Piotr Nowak',
  email: 'piotr@example.pl',
  phone: '603 444 555',
  debt: '42000',
  income: '4800',
  situationDetail: 'Dwa kredyty i karta.',
  bankRejection: true,
  hasMortgage: false,
  hasPaydayLoans: false,
  latePayments: true,
  consentMarketingEmail: false,
  consentMarketingPhone: false,
  consentProcessing: true,
  consentDocuments: true,
  uploadedFiles: [{ name: 'pit-37.pdf', size: 512 }],
  formType: 'analysis',
  pageName: 'Bezpłatna analiza finansowa',
  ...envelope(),
};

beforeEach(() => {
  clearDrafts();
  sent.mockResolvedValue({ ok: true });
});

afterEach(() => {
  act(() => resetToasts());
  sent.mockReset();
});

describe('Analysis form: steps', () => {
  it('is a form named analysis that goes through 3 steps with a progress bar', async () => {
    const { user, form } = renderForm();
    expect(form).toHaveAttribute('data-form', 'analysis');
    expect(form).toHaveAttribute('novalidate');
    expect(screen.getByText('Krok 1 z 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '1');
    expect(screen.queryByRole('button', { name: 'Wstecz' })).not.toBeInTheDocument();

    await fillContact(user);
    await next(user, 2);
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '2');
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    await next(user, 3);
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '3');
    expect(button('Wyślij do analizy')).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('button', { name: 'Dalej' })).not.toBeInTheDocument();
  });

  it('stays on step 1 when it is empty: every message, the toast, focus on the name', async () => {
    const { user } = renderForm();
    await user.click(button('Dalej'));

    expect(await screen.findByText('Imię i nazwisko jest wymagane')).toBeInTheDocument();
    expect(screen.getByText('Adres e-mail jest wymagany')).toBeInTheDocument();
    expect(screen.getByText('Numer telefonu jest wymagany')).toBeInTheDocument();
    await expectToast('Sprawdź dane', 'Wypełnij wszystkie wymagane pola poprawnie.');
    await waitFor(() => expect(textbox('Imię i nazwisko')).toHaveFocus());
    expect(screen.getByText('Krok 1 z 3')).toBeInTheDocument();
    expect(textbox('Adres e-mail')).toHaveAccessibleDescription(
      expect.stringContaining('Adres e-mail jest wymagany'),
    );
  });

  it('rejects an invalid e-mail address, and clears each error on edit', async () => {
    const { user } = renderForm();
    await user.type(textbox('Adres e-mail'), 'piotr.example.pl');
    await user.click(button('Dalej'));
    expect(await screen.findByText('Podaj poprawny adres e-mail')).toBeInTheDocument();
    expect(screen.getByText('Imię i nazwisko jest wymagane')).toBeInTheDocument();

    await user.type(textbox('Adres e-mail'), 'x');
    expect(screen.queryByText('Podaj poprawny adres e-mail')).not.toBeInTheDocument();
    expect(textbox('Adres e-mail')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Imię i nazwisko jest wymagane')).toBeInTheDocument();
    await user.type(textbox('Imię i nazwisko'), 'P');
    expect(screen.queryByText('Imię i nazwisko jest wymagane')).not.toBeInTheDocument();
  });
});

describe('Analysis form: step 2', () => {
  it('has the four flags, none of them required', async () => {
    const { user, form } = renderForm();
    await fillContact(user);
    await next(user, 2);
    const names = within(screen.getByRole('group', { name: 'Co dotyczy Twojej sytuacji?' }))
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('name'));
    expect(names).toEqual(['bankRejection', 'hasMortgage', 'hasPaydayLoans', 'latePayments']);
    for (const name of ['debt', 'income']) {
      expect(form.querySelector(`[name="${name}"]`)).toHaveAttribute('inputmode', 'numeric');
    }
    expect(form.querySelector('textarea[name="situationDetail"]')).toBeInTheDocument();
    await next(user, 3);
  });

  it('accepts only digits in debt and income', async () => {
    const { user } = renderForm();
    await fillContact(user);
    await next(user, 2);
    await user.type(textbox('Łączna kwota zadłużenia (zł)'), '42k');
    await user.type(textbox('Miesięczny dochód netto (zł)'), '4 800');
    await user.click(button('Dalej'));

    expect(
      await screen.findByText('Podaj kwotę w formacie liczbowym, np. 50000'),
    ).toBeInTheDocument();
    expect(screen.getByText('Podaj kwotę w formacie liczbowym, np. 3500')).toBeInTheDocument();
    await waitFor(() => expect(textbox('Łączna kwota zadłużenia (zł)')).toHaveFocus());
    expect(screen.getByText('Krok 2 z 3')).toBeInTheDocument();

    await user.type(textbox('Miesięczny dochód netto (zł)'), '0');
    expect(
      screen.queryByText('Podaj kwotę w formacie liczbowym, np. 3500'),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Podaj kwotę w formacie liczbowym, np. 50000')).toBeInTheDocument();
  });

  it('keeps every value when going back', async () => {
    const { user } = renderForm();
    await reachStep3(user);
    vi.mocked(window.scrollTo).mockClear();
    await user.click(button('Wstecz'));
    expect(await screen.findByText('Krok 2 z 3')).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(checkbox('Bank odmówił mi kredytu')).toBeChecked();
    expect(checkbox('Mam opóźnienia w spłacie rat')).toBeChecked();
    expect(checkbox('Spłacam kredyt hipoteczny')).not.toBeChecked();
    expect(textbox('Łączna kwota zadłużenia (zł)')).toHaveValue('42000');
    expect(textbox('Miesięczny dochód netto (zł)')).toHaveValue('4800');
    await user.click(button('Wstecz'));
    expect(await screen.findByText('Krok 1 z 3')).toBeInTheDocument();
    expect(textbox('Imię i nazwisko')).toHaveValue('Piotr Nowak');
    expect(textbox('Numer telefonu')).toHaveValue('603 444 555');
  });
});

describe('Analysis form: files and consents', () => {
  it('appends selections, shows sizes and removes the entry at the clicked position', async () => {
    const { user, form } = renderForm();
    await reachStep3(user);
    expect(screen.getByText(/PDF, JPG, PNG, DOC, DOCX/)).toBeInTheDocument();
    await user.upload(fileInput(), [fileOfSize('a.pdf', 1023), fileOfSize('b.pdf', 1024)]);
    await user.upload(fileInput(), [fileOfSize('c.pdf', 1048575), fileOfSize('d.pdf', MB)]);
    expect(fileEntries(form)).toEqual([
      'a.pdf1023 BUsuń',
      'b.pdf1 KBUsuń',
      'c.pdf1024 KBUsuń',
      'd.pdf1 MBUsuń',
    ]);
    await user.click(button('Usuń plik b.pdf'));
    expect(fileEntries(form)).toEqual(['a.pdf1023 BUsuń', 'c.pdf1024 KBUsuń', 'd.pdf1 MBUsuń']);
  });

  it('requires both consents even without files, with the shared message on each box', async () => {
    const { user } = renderForm();
    await reachStep3(user);
    expect(processingConsent()).toHaveAttribute('aria-required', 'true');
    expect(documentsConsent()).toHaveAttribute('aria-required', 'true');
    expect(marketingConsent()).not.toHaveAttribute('aria-required');
    expect(phoneMarketingConsent()).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('link', { name: /polityką prywatności/ })).toHaveAttribute(
      'href',
      '/polityka-prywatnosci',
    );
    await user.click(button('Wyślij do analizy'));

    await waitFor(() => expect(processingConsent()).toHaveAccessibleDescription(consentMessage));
    expect(documentsConsent()).toHaveAccessibleDescription(consentMessage);
    expect(marketingConsent()).not.toHaveAttribute('aria-invalid');
    expect(phoneMarketingConsent()).not.toHaveAttribute('aria-invalid');
    expect(processingConsent()).toHaveFocus();
    await expectToast('Wymagana zgoda', consentMessage);
    expect(sent).not.toHaveBeenCalled();

    await user.click(processingConsent());
    expect(processingConsent()).not.toHaveAccessibleDescription();
    await user.click(button('Wyślij do analizy'));
    await waitFor(() => expect(documentsConsent()).toHaveAccessibleDescription(consentMessage));
    expect(processingConsent()).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(documentsConsent()).toHaveFocus());
    expect(sent).not.toHaveBeenCalled();

    await user.click(documentsConsent());
    await user.click(button('Wyślij do analizy'));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toMatchObject({ uploadedFiles: [] });
  });
});

describe('Analysis form: sending', () => {
  it('sends exactly the spec body, without the honeypot', async () => {
    const { user } = renderForm();
    await reachStep3(user);
    await completeStep3(user);
    await user.click(button('Wyślij do analizy'));

    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    const body = sent.mock.calls[0]?.[0];
    expect(body).toStrictEqual(expectedBody);
    expect(body).not.toHaveProperty('website');
  });

  it('adds the honeypot to the body when a bot filled it', async () => {
    const { user, form } = renderForm();
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]');
    fireEvent.change(honeypot as HTMLInputElement, { target: { value: 'bot' } });
    await reachStep3(user);
    await completeStep3(user);
    await user.click(phoneMarketingConsent());
    await user.click(button('Wyślij do analizy'));

    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toStrictEqual({
      ...expectedBody,
      consentMarketingPhone: true,
      website: 'bot',
    });
  });

  it("reads 'Wysyłanie...' and is disabled while sending; a double click sends once", async () => {
    let finish: (result: SendLeadResult) => void = () => {};
    sent.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user } = renderForm();
    await reachStep3(user);
    await completeStep3(user);
    const submit = button('Wyślij do analizy');

    act(() => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    expect(await screen.findByRole('button', { name: 'Wysyłanie...' })).toBeDisabled();
    expect(sent).toHaveBeenCalledTimes(1);
    await act(async () => finish({ ok: true }));
    await screen.findByTestId('thank-you-state');
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('goes to /dziekujemy as an analysis and shows the success toast', async () => {
    const { user, router } = renderForm();
    await reachStep3(user);
    await completeStep3(user);
    await user.click(button('Wyślij do analizy'));

    await screen.findByTestId('thank-you-state');
    expect(router.state.location.pathname).toBe('/dziekujemy');
    expect(router.state.location.state).toStrictEqual({
      fromApplication: true,
      name: 'Piotr Nowak',
      isAnalysis: true,
    });
    await expectToast(
      'Formularz wysłany',
      'Dziękujemy! Skontaktujemy się z Tobą w ciągu 24 godzin.',
    );
  });

  it("on failure shows 'Błąd wysyłania' about the form, keeps every entry, re-enables", async () => {
    sent.mockResolvedValue({ ok: false, detail: 'Brak połączenia.', retryable: false });
    const { user, router, form } = renderForm();
    await reachStep3(user);
    await completeStep3(user);
    await user.click(button('Wyślij do analizy'));

    await expectToast(
      'Błąd wysyłania',
      'Wystąpił problem z wysłaniem formularza. Spróbuj ponownie lub skontaktuj się telefonicznie. Szczegóły: Brak połączenia.',
    );
    expect(router.state.location.pathname).toBe('/bezplatna-analiza');
    expect(button('Wyślij do analizy')).toBeEnabled();
    expect(processingConsent()).toBeChecked();
    expect(documentsConsent()).toBeChecked();
    expect(fileEntries(form)).toEqual(['pit-37.pdf512 BUsuń']);
    await user.click(button('Wstecz'));
    await screen.findByText('Krok 2 z 3');
    expect(textbox('Łączna kwota zadłużenia (zł)')).toHaveValue('42000');
    expect(checkbox('Bank odmówił mi kredytu')).toBeChecked();
    await user.click(button('Wstecz'));
    await screen.findByText('Krok 1 z 3');
    expect(textbox('Adres e-mail')).toHaveValue('piotr@example.pl');
  });
});
