import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/toast-store';
import { sendLead, type SendLeadResult } from '@/features/leads/send-lead';
import { ApplicationForm } from '@/features/leads/wizard/application-form';
import { formatFileSize } from '@shared/format-file-size';
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
const situationsGroup = 'Co najlepiej opisuje Twoją sytuację?';

const renderForm = () => renderWizard(<ApplicationForm />, '/wniosek', 'Wniosek online');

async function fillContact(user: UserEvent) {
  await user.type(textbox('Imię i nazwisko'), 'Anna Kowalska');
  await user.type(textbox('Adres e-mail'), 'anna@example.pl');
  await user.type(textbox('Numer telefonu'), '600 100 200');
}

/** Fills steps 1 and 2 (two situations, debt 85000, income 5200, a description). */
async function reachStep3(user: UserEvent) {
  await fillContact(user);
  await next(user, 2);
  await user.click(checkbox('Mam chwilówki'));
  await user.click(checkbox('Chcę połączyć zobowiązania'));
  await user.type(textbox('Łączna kwota zadłużenia (zł)'), '85000');
  await user.type(textbox('Miesięczny dochód netto (zł)'), '5200');
  await user.type(textbox('Opisz swoją sytuację (opcjonalnie)'), 'Mam trzy chwilówki.');
  await next(user, 3);
}

const processingConsent = () => checkbox(/Potwierdzam zapoznanie się z polityką prywatności/);
const documentsConsent = () => checkbox(/Proszę o analizę wskazanych dokumentów/);
const marketingConsent = () => checkbox(/Chcę otrzymywać e-mailem/);
const phoneMarketingConsent = () => checkbox(/Chcę otrzymywać telefonicznie/);

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
  name: 'Anna Kowalska',
  email: 'anna@example.pl',
  phone: '600 100 200',
  message: 'Mam trzy chwilówki.',
  loanAmount: '85000',
  formType: 'application',
  pageName: 'Wniosek online',
  selectedSituations: {
    latePayments: false,
    paydayLoans: true,
    bankRejection: false,
    consolidation: true,
    cashLoan: false,
    medicalProfession: false,
    other: false,
  },
  debt: '85000',
  income: '5200',
  consentMarketingEmail: true,
  consentMarketingPhone: false,
  consentProcessing: true,
  consentDocuments: true,
  uploadedFiles: [
    { name: 'zaswiadczenie.pdf', size: 1536 },
    { name: 'wyciag.pdf', size: 2 * MB },
  ],
  ...envelope(),
};

/** Step 3 with two files and every consent ticked, ready to send. */
async function completeStep3(user: UserEvent) {
  await user.upload(fileInput(), [
    fileOfSize('zaswiadczenie.pdf', 1536),
    fileOfSize('wyciag.pdf', 2 * MB),
  ]);
  await user.click(processingConsent());
  await user.click(documentsConsent());
  await user.click(marketingConsent());
}

beforeEach(() => {
  clearDrafts();
  sent.mockResolvedValue({ ok: true });
});

afterEach(() => {
  act(() => resetToasts());
  sent.mockReset();
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [1048575, '1024 KB'],
    [1048576, '1 MB'],
    [2 * MB, '2 MB'],
    [2.3 * MB, '2,3 MB'],
  ])('formats %i bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('Application wizard: steps', () => {
  it('is a form named application that starts on step 1 of 3 with a progress bar', () => {
    const { form } = renderForm();
    expect(form).toHaveAttribute('data-form', 'application');
    expect(form).toHaveAttribute('novalidate');
    expect(screen.getByText('Krok 1 z 3')).toBeInTheDocument();
    const progress = screen.getByRole('progressbar');
    expect(progress).toHaveAttribute('value', '1');
    expect(progress).toHaveAttribute('max', '3');
    expect(progress).toHaveAccessibleName('Krok 1 z 3');
    expect(button('Dalej')).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('button', { name: 'Wstecz' })).not.toBeInTheDocument();
    expect(textbox('Adres e-mail')).toHaveAttribute('type', 'email');
    expect(textbox('Numer telefonu')).toHaveAttribute('type', 'tel');
    expect(textbox('Imię i nazwisko')).toHaveAttribute('aria-required', 'true');
  });

  it('goes through steps 1, 2 and 3, scrolling to the top each time', async () => {
    const { user } = renderForm();
    await fillContact(user);
    await next(user, 2);
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '2');
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    vi.mocked(window.scrollTo).mockClear();
    await user.click(checkbox('Inna sytuacja'));
    await next(user, 3);
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '3');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.queryByRole('button', { name: 'Dalej' })).not.toBeInTheDocument();
    expect(button('Wyślij wniosek')).toHaveAttribute('type', 'submit');
    expect(button('Wstecz')).toHaveAttribute('type', 'button');
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
    expect(textbox('Imię i nazwisko')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Imię i nazwisko')).toHaveAccessibleDescription(
      expect.stringContaining('Imię i nazwisko jest wymagane'),
    );
    expect(textbox('Numer telefonu')).toHaveAccessibleDescription(
      expect.stringContaining('Numer telefonu jest wymagany'),
    );
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field, not the first field', async () => {
    const { user } = renderForm();
    await user.type(textbox('Imię i nazwisko'), 'Anna');
    await user.click(button('Dalej'));
    await waitFor(() => expect(textbox('Adres e-mail')).toHaveFocus());
  });

  it('rejects an invalid e-mail address', async () => {
    const { user } = renderForm();
    await user.type(textbox('Imię i nazwisko'), 'Anna Kowalska');
    await user.type(textbox('Adres e-mail'), 'anna@');
    await user.type(textbox('Numer telefonu'), '600 100 200');
    await user.click(button('Dalej'));
    expect(await screen.findByText('Podaj poprawny adres e-mail')).toBeInTheDocument();
    expect(screen.queryByText('Adres e-mail jest wymagany')).not.toBeInTheDocument();
    await waitFor(() => expect(textbox('Adres e-mail')).toHaveFocus());
    expect(screen.getByText('Krok 1 z 3')).toBeInTheDocument();
  });

  it("clears a field's error as soon as it is edited, and only that one", async () => {
    const { user } = renderForm();
    await user.click(button('Dalej'));
    await screen.findByText('Imię i nazwisko jest wymagane');

    await user.type(textbox('Imię i nazwisko'), 'A');
    expect(screen.queryByText('Imię i nazwisko jest wymagane')).not.toBeInTheDocument();
    expect(textbox('Imię i nazwisko')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Adres e-mail jest wymagany')).toBeInTheDocument();
    expect(screen.getByText('Numer telefonu jest wymagany')).toBeInTheDocument();

    await user.type(textbox('Numer telefonu'), '6');
    expect(screen.queryByText('Numer telefonu jest wymagany')).not.toBeInTheDocument();
    expect(screen.getByText('Adres e-mail jest wymagany')).toBeInTheDocument();
  });

  it("acts on Enter in a field of steps 1 and 2 as on 'Dalej'", async () => {
    const { user } = renderForm();
    await user.type(textbox('Imię i nazwisko'), '{Enter}');
    expect(await screen.findByText('Imię i nazwisko jest wymagane')).toBeInTheDocument();
    expect(screen.getByText('Krok 1 z 3')).toBeInTheDocument();

    await fillContact(user);
    await user.type(textbox('Numer telefonu'), '{Enter}');
    expect(await screen.findByText('Krok 2 z 3')).toBeInTheDocument();
    await user.click(checkbox('Mam chwilówki'));
    await user.type(textbox('Łączna kwota zadłużenia (zł)'), '85000{Enter}');
    expect(await screen.findByText('Krok 3 z 3')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('validates only the current step: step 2 opens without errors', async () => {
    const { user } = renderForm();
    await fillContact(user);
    await next(user, 2);
    expect(screen.queryByText('Zaznacz co najmniej jedną opcję')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Twoja sytuacja i kwoty' })).toHaveFocus();
  });
});

describe('Application wizard: step 2', () => {
  it('has the seven situation boxes with the spec names', async () => {
    const { user, form } = renderForm();
    await fillContact(user);
    await next(user, 2);
    const group = screen.getByRole('group', { name: situationsGroup });
    const names = within(group)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('name'));
    expect(names).toEqual([
      'selectedSituations.latePayments',
      'selectedSituations.paydayLoans',
      'selectedSituations.bankRejection',
      'selectedSituations.consolidation',
      'selectedSituations.cashLoan',
      'selectedSituations.medicalProfession',
      'selectedSituations.other',
    ]);
    for (const name of ['debt', 'income']) {
      expect(form.querySelector(`[name="${name}"]`)).toHaveAttribute('inputmode', 'numeric');
    }
    expect(form.querySelector('textarea[name="situationDetail"]')).toBeInTheDocument();
  });

  it('requires one situation: one message for the group, cleared by any box', async () => {
    const { user } = renderForm();
    await fillContact(user);
    await next(user, 2);
    await user.click(button('Dalej'));

    expect(await screen.findAllByText('Zaznacz co najmniej jedną opcję')).toHaveLength(1);
    await expectToast('Sprawdź dane', 'Wypełnij wszystkie wymagane pola poprawnie.');
    expect(screen.getByText('Krok 2 z 3')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: situationsGroup });
    expect(group).toHaveAccessibleDescription(
      expect.stringContaining('Zaznacz co najmniej jedną opcję'),
    );
    const first = checkbox('Mam opóźnienia w spłacie');
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription('Zaznacz co najmniej jedną opcję');
    expect(first).toHaveAttribute('aria-invalid', 'true');

    await user.click(checkbox('Pracuję w zawodzie medycznym'));
    expect(screen.queryByText('Zaznacz co najmniej jedną opcję')).not.toBeInTheDocument();
    expect(first).not.toHaveAttribute('aria-invalid');
  });

  it('clears the situation error also when a box is unticked', async () => {
    const { user } = renderForm();
    await fillContact(user);
    await next(user, 2);
    await user.click(checkbox('Inna sytuacja'));
    await user.click(checkbox('Inna sytuacja'));
    await user.click(button('Dalej'));
    await screen.findByText('Zaznacz co najmniej jedną opcję');
    await user.click(checkbox('Bank odmówił mi kredytu'));
    await user.click(checkbox('Bank odmówił mi kredytu'));
    expect(screen.queryByText('Zaznacz co najmniej jedną opcję')).not.toBeInTheDocument();
  });

  it('accepts only digits in debt and income, each with its own message', async () => {
    const { user } = renderForm();
    await fillContact(user);
    await next(user, 2);
    await user.click(checkbox('Mam chwilówki'));
    await user.type(textbox('Łączna kwota zadłużenia (zł)'), '50 000 zł');
    await user.type(textbox('Miesięczny dochód netto (zł)'), '3,5 tys.');
    await user.click(button('Dalej'));

    expect(
      await screen.findByText('Podaj kwotę w formacie liczbowym, np. 50000'),
    ).toBeInTheDocument();
    expect(screen.getByText('Podaj kwotę w formacie liczbowym, np. 3500')).toBeInTheDocument();
    expect(textbox('Łączna kwota zadłużenia (zł)')).toHaveAccessibleDescription(
      expect.stringContaining('Podaj kwotę w formacie liczbowym, np. 50000'),
    );
    await waitFor(() => expect(textbox('Łączna kwota zadłużenia (zł)')).toHaveFocus());
    expect(screen.getByText('Krok 2 z 3')).toBeInTheDocument();

    await user.clear(textbox('Łączna kwota zadłużenia (zł)'));
    await user.type(textbox('Łączna kwota zadłużenia (zł)'), '50000');
    expect(
      screen.queryByText('Podaj kwotę w formacie liczbowym, np. 50000'),
    ).not.toBeInTheDocument();
    await user.clear(textbox('Miesięczny dochód netto (zł)'));
    await next(user, 3);
  });

  it('keeps every value when going back, and scrolls to the top', async () => {
    const { user } = renderForm();
    await reachStep3(user);
    vi.mocked(window.scrollTo).mockClear();

    await user.click(button('Wstecz'));
    expect(await screen.findByText('Krok 2 z 3')).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(checkbox('Mam chwilówki')).toBeChecked();
    expect(checkbox('Chcę połączyć zobowiązania')).toBeChecked();
    expect(checkbox('Mam opóźnienia w spłacie')).not.toBeChecked();
    expect(textbox('Łączna kwota zadłużenia (zł)')).toHaveValue('85000');
    expect(textbox('Miesięczny dochód netto (zł)')).toHaveValue('5200');
    expect(textbox('Opisz swoją sytuację (opcjonalnie)')).toHaveValue('Mam trzy chwilówki.');

    await user.click(button('Wstecz'));
    expect(await screen.findByText('Krok 1 z 3')).toBeInTheDocument();
    expect(textbox('Imię i nazwisko')).toHaveValue('Anna Kowalska');
    expect(textbox('Adres e-mail')).toHaveValue('anna@example.pl');
    expect(textbox('Numer telefonu')).toHaveValue('600 100 200');
  });
});

describe('Application wizard: files', () => {
  it('appends each selection to the list, with sizes in B, KB and MB', async () => {
    const { user, form } = renderForm();
    await reachStep3(user);
    const input = fileInput();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    expect(screen.getByText(/PDF, JPG, PNG, DOC, DOCX/)).toBeInTheDocument();

    await user.upload(input, [fileOfSize('a.pdf', 512), fileOfSize('b.jpg', 1536)]);
    await user.upload(input, fileOfSize('c.png', 2 * MB));

    expect(fileEntries(form)).toEqual(['a.pdf512 BUsuń', 'b.jpg1,5 KBUsuń', 'c.png2 MBUsuń']);
    expect(screen.getByText('1,5 KB')).toBeInTheDocument();
    expect(input.value).toBe('');
  });

  it('switches units exactly at 1024 and 1048576 bytes', async () => {
    const { user, form } = renderForm();
    await reachStep3(user);
    await user.upload(fileInput(), [
      fileOfSize('1.pdf', 1023),
      fileOfSize('2.pdf', 1024),
      fileOfSize('3.pdf', 1048575),
      fileOfSize('4.pdf', 1048576),
    ]);
    expect(fileEntries(form)).toEqual([
      '1.pdf1023 BUsuń',
      '2.pdf1 KBUsuń',
      '3.pdf1024 KBUsuń',
      '4.pdf1 MBUsuń',
    ]);
  });

  it('adds the same file again when it is chosen a second time', async () => {
    const { user, form } = renderForm();
    await reachStep3(user);
    const file = fileOfSize('umowa.pdf', 2048);
    await user.upload(fileInput(), file);
    await user.upload(fileInput(), file);
    expect(fileEntries(form)).toEqual(['umowa.pdf2 KBUsuń', 'umowa.pdf2 KBUsuń']);
  });

  it('removes the entry at the clicked position', async () => {
    const { user, form } = renderForm();
    await reachStep3(user);
    await user.upload(fileInput(), [
      fileOfSize('a.pdf', 512),
      fileOfSize('b.pdf', 1536),
      fileOfSize('b.pdf', 2 * MB),
    ]);
    const removeButtons = screen.getAllByRole('button', { name: 'Usuń plik b.pdf' });
    expect(removeButtons).toHaveLength(2);
    await user.click(removeButtons[0] as HTMLElement);
    expect(fileEntries(form)).toEqual(['a.pdf512 BUsuń', 'b.pdf2 MBUsuń']);
    await user.click(button('Usuń plik a.pdf'));
    expect(fileEntries(form)).toEqual(['b.pdf2 MBUsuń']);
  });
});

describe('Application wizard: consents', () => {
  it('asks for marketing per channel: two optional, unticked boxes, each sent on its own', async () => {
    const { user } = renderForm();
    await reachStep3(user);
    for (const box of [marketingConsent(), phoneMarketingConsent()]) {
      expect(box).not.toBeChecked();
      expect(box).not.toHaveAttribute('aria-required');
      expect(box).toHaveAccessibleName(/mogę ją wycofać w każdej chwili/);
    }
    expect(marketingConsent()).toHaveAttribute('name', 'consentMarketingEmail');
    expect(phoneMarketingConsent()).toHaveAttribute('name', 'consentMarketingPhone');
    await user.click(processingConsent());
    await user.click(phoneMarketingConsent());
    await user.click(button('Wyślij wniosek'));

    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    const body = sent.mock.calls[0]?.[0];
    expect(body).toMatchObject({ consentMarketingEmail: false, consentMarketingPhone: true });
    expect(body).not.toHaveProperty('consentMarketing');
  });

  it('words the required box as a confirmation and shows the information clause by the button', async () => {
    const { user } = renderForm();
    await reachStep3(user);
    expect(processingConsent()).toHaveAccessibleName(
      /^Potwierdzam zapoznanie się z polityką prywatności.*i proszę o kontakt/,
    );
    const clause = document.querySelector('[data-privacy-info="request"]');
    expect(clause).toHaveTextContent('art. 6 ust. 1 lit. b RODO');
    expect(within(clause as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/polityka-prywatnosci',
    );
    expect(documentsConsent()).toHaveAccessibleName(/tylko nazwy i rozmiary plików/);
  });

  it('requires the processing consent, whose text links to the privacy policy', async () => {
    const { user } = renderForm();
    await reachStep3(user);
    expect(screen.getByRole('link', { name: /polityką prywatności/ })).toHaveAttribute(
      'href',
      '/polityka-prywatnosci',
    );
    await user.click(button('Wyślij wniosek'));

    const message = 'Prosimy o wyrażenie zgody na przetwarzanie danych osobowych.';
    await waitFor(() => expect(processingConsent()).toHaveAccessibleDescription(message));
    expect(processingConsent()).toHaveAttribute('aria-invalid', 'true');
    expect(processingConsent()).toHaveFocus();
    await expectToast('Wymagana zgoda', message);
    expect(documentsConsent()).not.toHaveAttribute('aria-invalid');
    expect(marketingConsent()).not.toHaveAttribute('aria-invalid');
    expect(sent).not.toHaveBeenCalled();

    await user.click(processingConsent());
    expect(processingConsent()).not.toHaveAccessibleDescription();
    expect(processingConsent()).not.toHaveAttribute('aria-invalid');
  });

  it('requires the documents consent only when a file is attached (and marks it then)', async () => {
    const { user } = renderForm();
    await reachStep3(user);
    const documentsLabel = () => (documentsConsent() as HTMLInputElement).labels?.[0];
    expect(documentsConsent()).not.toHaveAttribute('aria-required');
    expect(within(documentsLabel() as HTMLElement).queryByText('*')).not.toBeInTheDocument();

    await user.upload(fileInput(), fileOfSize('pit.pdf', 4096));
    expect(documentsConsent()).toHaveAttribute('aria-required', 'true');
    expect(within(documentsLabel() as HTMLElement).getByText('*')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await user.click(processingConsent());
    await user.click(button('Wyślij wniosek'));

    const message = 'Jeśli załączasz dokumenty, wymagana jest zgoda na ich analizę.';
    await waitFor(() => expect(documentsConsent()).toHaveAccessibleDescription(message));
    expect(documentsConsent()).toHaveFocus();
    await expectToast('Wymagana zgoda na analizę dokumentów', message);
    expect(sent).not.toHaveBeenCalled();

    await user.click(button('Usuń plik pit.pdf'));
    expect(documentsConsent()).not.toHaveAttribute('aria-invalid');
    expect(documentsConsent()).not.toHaveAttribute('aria-required');
    await user.click(button('Wyślij wniosek'));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toMatchObject({ consentDocuments: false, uploadedFiles: [] });
  });
});

describe('Application wizard: sending', () => {
  it('sends exactly the spec body, without the honeypot', async () => {
    const { user } = renderForm();
    await reachStep3(user);
    await completeStep3(user);
    await user.click(button('Wyślij wniosek'));

    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    const body = sent.mock.calls[0]?.[0];
    expect(body).toStrictEqual(expectedBody);
    expect(body).not.toHaveProperty('website');
  });

  it("sends 'Nie podano' as loanAmount and empty texts when nothing optional is given", async () => {
    const { user } = renderForm();
    await fillContact(user);
    await next(user, 2);
    await user.click(checkbox('Inna sytuacja'));
    await next(user, 3);
    await user.click(processingConsent());
    await user.click(button('Wyślij wniosek'));

    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toStrictEqual({
      ...expectedBody,
      message: '',
      loanAmount: 'Nie podano',
      selectedSituations: {
        ...expectedBody.selectedSituations,
        paydayLoans: false,
        consolidation: false,
        other: true,
      },
      debt: '',
      income: '',
      consentMarketingEmail: false,
      consentDocuments: false,
      uploadedFiles: [],
    });
  });

  it('adds the honeypot to the body when a bot filled it', async () => {
    const { user, form } = renderForm();
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    fireEvent.change(honeypot as HTMLInputElement, { target: { value: 'https://spam.example' } });
    await reachStep3(user);
    await completeStep3(user);
    await user.click(button('Wyślij wniosek'));

    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toStrictEqual({
      ...expectedBody,
      website: 'https://spam.example',
    });
  });

  it("reads 'Wysyłanie...' and is disabled while sending; a double click sends once", async () => {
    let finish: (result: SendLeadResult) => void = () => {};
    sent.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user } = renderForm();
    await reachStep3(user);
    await completeStep3(user);
    const submit = button('Wyślij wniosek');

    act(() => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    await user.dblClick(submit);
    expect(await screen.findByRole('button', { name: 'Wysyłanie...' })).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(sent).toHaveBeenCalledTimes(1);

    await act(async () => finish({ ok: true }));
    await screen.findByTestId('thank-you-state');
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("does not send on the second click of a double click on 'Dalej' that lands on submit", async () => {
    const { user } = renderForm();
    await reachStep3(user);
    await completeStep3(user);
    await user.click(button('Wstecz'));
    await next(user, 3);

    // The second click of the double click lands where 'Dalej' was: on the submit button.
    fireEvent.click(button('Wyślij wniosek'), { detail: 2 });
    await act(async () => {});
    expect(sent).not.toHaveBeenCalled();
    expect(screen.getByText('Krok 3 z 3')).toBeInTheDocument();

    fireEvent.click(button('Wyślij wniosek'), { detail: 1 });
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  });

  it('goes to /dziekujemy with the thank-you state and shows the success toast', async () => {
    const { user, router } = renderForm();
    await reachStep3(user);
    await completeStep3(user);
    await user.click(button('Wyślij wniosek'));

    expect(await screen.findByTestId('thank-you-state')).toHaveTextContent(
      JSON.stringify({ fromApplication: true, name: 'Anna Kowalska' }),
    );
    expect(router.state.location.pathname).toBe('/dziekujemy');
    expect(router.state.location.state).toStrictEqual({
      fromApplication: true,
      name: 'Anna Kowalska',
    });
    await expectToast(
      'Formularz wysłany',
      'Dziękujemy! Skontaktujemy się z Tobą w ciągu 24 godzin.',
    );
  });

  it("on failure shows 'Błąd wysyłania', keeps every entry and enables the button again", async () => {
    sent.mockResolvedValue({
      ok: false,
      detail: 'Serwer jest chwilowo niedostępny.',
      retryable: false,
    });
    const { user, router, form } = renderForm();
    await reachStep3(user);
    await completeStep3(user);
    await user.click(button('Wyślij wniosek'));

    await expectToast(
      'Błąd wysyłania',
      'Wystąpił problem z wysłaniem zgłoszenia. Spróbuj ponownie lub skontaktuj się telefonicznie. Szczegóły: Serwer jest chwilowo niedostępny.',
    );
    expect(router.state.location.pathname).toBe('/wniosek');
    expect(button('Wyślij wniosek')).toBeEnabled();
    expect(processingConsent()).toBeChecked();
    expect(documentsConsent()).toBeChecked();
    expect(marketingConsent()).toBeChecked();
    expect(phoneMarketingConsent()).not.toBeChecked();
    expect(fileEntries(form)).toEqual(['zaswiadczenie.pdf1,5 KBUsuń', 'wyciag.pdf2 MBUsuń']);

    await user.click(button('Wstecz'));
    await screen.findByText('Krok 2 z 3');
    expect(checkbox('Mam chwilówki')).toBeChecked();
    expect(textbox('Łączna kwota zadłużenia (zł)')).toHaveValue('85000');
    await user.click(button('Wstecz'));
    await screen.findByText('Krok 1 z 3');
    expect(textbox('Imię i nazwisko')).toHaveValue('Anna Kowalska');

    await next(user, 2);
    await next(user, 3);
    sent.mockResolvedValue({ ok: true });
    await user.click(button('Wyślij wniosek'));
    await screen.findByTestId('thank-you-state');
    expect(sent).toHaveBeenCalledTimes(2);
    expect(sent.mock.calls[1]?.[0]).toStrictEqual(expectedBody);
  });
});
