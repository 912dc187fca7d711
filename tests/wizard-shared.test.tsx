/**
 * What both lead wizards (the application at /wniosek and the analysis at /bezplatna-analiza) do
 * alike, run over a table of the two: the three steps and their progress, step 1's messages, focus
 * and Enter, step 2's boxes and amounts, going back without losing anything, the file list, the
 * processing consent, the spec body, the honeypot, one send per double click, the way to
 * /dziekujemy and a failed send (fault injected through the mocked send) that loses nothing.
 * What differs per wizard (the application's situations and conditional documents consent, the
 * analysis's two consents always required) stays in its own file.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendLead, type SendLeadResult } from '@/features/leads/send-lead';
import { AnalysisForm } from '@/features/leads/wizard/analysis-form';
import { ApplicationForm } from '@/features/leads/wizard/application-form';
import { clearDrafts, clearToasts, deferred, envelope } from './lead-forms';
import { MAX_FILES } from '@shared/lead-schema';
import {
  button,
  checkbox,
  expectToast,
  fileEntries,
  fill,
  fileInput,
  fileOfSize,
  next,
  renderWizard,
  textbox,
} from './wizard-helpers';

vi.mock('@/features/leads/send-lead');
// The send is mocked: the supabase-js client the forms start loading on a first focus is never used.
vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));
const sent = vi.mocked(sendLead);

const MB = 1024 * 1024;
const LABEL = {
  name: 'Imię i nazwisko',
  email: 'Adres e-mail',
  phone: 'Numer telefonu',
  debt: 'Łączna kwota zadłużenia (zł)',
  income: 'Miesięczny dochód netto (zł)',
  detail: 'Opisz swoją sytuację (opcjonalnie)',
};
const REQUIRED = {
  name: 'Imię i nazwisko jest wymagane',
  email: 'Adres e-mail jest wymagany',
  phone: 'Numer telefonu jest wymagany',
};
const DIGITS = {
  debt: 'Podaj kwotę w formacie liczbowym, np. 50000',
  income: 'Podaj kwotę w formacie liczbowym, np. 3500',
};
const STEP_INVALID = {
  title: 'Sprawdź dane',
  description: 'Wypełnij wszystkie wymagane pola poprawnie.',
};
/** Every test sends on Monday 23 November 2026 at 10:00 in Warsaw (see callback-eta.test.ts). */
const MONDAY_10 = new Date('2026-11-23T10:00:00+01:00');
const SUCCESS = {
  title: 'Formularz wysłany',
  description: 'Dziękujemy! Skontaktujemy się z Tobą w ciągu 24 godzin.',
};
/** The same toast when the visitor asked for a morning call: the next morning. */
const SUCCESS_MORNING = 'Dziękujemy! Skontaktujemy się z Tobą jutro rano, między 8:00 a 12:00.';

interface WizardCase {
  /** The form's `data-form`. */
  form: string;
  ui: () => ReactNode;
  path: string;
  /** The form's accessible name. */
  label: string;
  submit: string;
  step2Heading: string;
  contact: { name: string; email: string; phone: string };
  /** The group of step 2's boxes, their names in order, and the two a visitor ticks. */
  boxes: { group: string; names: string[]; ticked: [string, string]; unticked: string };
  /** Ticks what step 2 needs at the least (the application wants one situation). */
  step2Minimum: (user: UserEvent) => Promise<void>;
  amounts: { debt: string; income: string; detail: string };
  documentsConsent: RegExp;
  /** The processing box's message when it is left unticked. */
  processingMessage: string;
  /** The two files step 3 attaches before sending, and how the list shows them. */
  files: [File, File];
  fileList: [string, string];
  /** The body sent after `reachStep3` and `completeStep3`. */
  body: Record<string, unknown>;
  thankYouState: Record<string, unknown>;
  /** 'formularza' or 'zgłoszenia' in the failure toast. */
  failureWord: string;
}

const cases: WizardCase[] = [
  {
    form: 'application',
    ui: () => <ApplicationForm />,
    path: '/wniosek',
    label: 'Wniosek online',
    submit: 'Wyślij wniosek',
    step2Heading: 'Twoja sytuacja i kwoty',
    contact: { name: 'Anna Kowalska', email: 'anna@example.pl', phone: '600 100 200' },
    boxes: {
      group: 'Co najlepiej opisuje Twoją sytuację?',
      names: [
        'selectedSituations.latePayments',
        'selectedSituations.paydayLoans',
        'selectedSituations.bankRejection',
        'selectedSituations.consolidation',
        'selectedSituations.cashLoan',
        'selectedSituations.medicalProfession',
        'selectedSituations.other',
      ],
      ticked: ['Mam chwilówki', 'Chcę połączyć zobowiązania'],
      unticked: 'Mam opóźnienia w spłacie',
    },
    step2Minimum: (user) => user.click(checkbox('Inna sytuacja')),
    amounts: { debt: '85000', income: '5200', detail: 'Mam trzy chwilówki.' },
    documentsConsent: /Proszę o analizę wskazanych dokumentów/,
    processingMessage: 'Prosimy o wyrażenie zgody na przetwarzanie danych osobowych.',
    files: [fileOfSize('zaswiadczenie.pdf', 1536), fileOfSize('wyciag.pdf', 2 * MB)],
    fileList: ['zaswiadczenie.pdf1,5 KBUsuń', 'wyciag.pdf2 MBUsuń'],
    body: {
      name: 'Anna Kowalska',
      email: 'anna@example.pl',
      phone: '600 100 200',
      callbackTime: 'asap',
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
    },
    thankYouState: { fromApplication: true, name: 'Anna Kowalska' },
    failureWord: 'zgłoszenia',
  },
  {
    form: 'analysis',
    ui: () => <AnalysisForm />,
    path: '/bezplatna-analiza',
    label: 'Bezpłatna analiza finansowa',
    submit: 'Wyślij do analizy',
    step2Heading: 'Twoje finanse',
    contact: { name: 'Piotr Nowak', email: 'piotr@example.pl', phone: '603 444 555' },
    boxes: {
      group: 'Co dotyczy Twojej sytuacji?',
      names: ['bankRejection', 'hasMortgage', 'hasPaydayLoans', 'latePayments'],
      ticked: ['Bank odmówił mi kredytu', 'Mam opóźnienia w spłacie rat'],
      unticked: 'Spłacam kredyt hipoteczny',
    },
    step2Minimum: async () => {},
    amounts: { debt: '42000', income: '4800', detail: 'Dwa kredyty i karta.' },
    documentsConsent: /Proszę o analizę mojej sytuacji finansowej/,
    processingMessage:
      'Prosimy o wyrażenie zgody na przetwarzanie danych osobowych oraz analizę dokumentów.',
    files: [fileOfSize('pit-37.pdf', 512), fileOfSize('wyciag.pdf', 3 * MB)],
    fileList: ['pit-37.pdf512 BUsuń', 'wyciag.pdf3 MBUsuń'],
    body: {
      name: 'Piotr Nowak',
      email: 'piotr@example.pl',
      phone: '603 444 555',
      callbackTime: 'asap',
      debt: '42000',
      income: '4800',
      situationDetail: 'Dwa kredyty i karta.',
      bankRejection: true,
      hasMortgage: false,
      hasPaydayLoans: false,
      latePayments: true,
      consentMarketingEmail: true,
      consentMarketingPhone: false,
      consentProcessing: true,
      consentDocuments: true,
      uploadedFiles: [
        { name: 'pit-37.pdf', size: 512 },
        { name: 'wyciag.pdf', size: 3 * MB },
      ],
      formType: 'analysis',
      pageName: 'Bezpłatna analiza finansowa',
      ...envelope(),
    },
    thankYouState: { fromApplication: true, name: 'Piotr Nowak', isAnalysis: true },
    failureWord: 'formularza',
  },
];

async function fillContact(user: UserEvent, entry: WizardCase) {
  await fill(user, textbox(LABEL.name), entry.contact.name);
  await fill(user, textbox(LABEL.email), entry.contact.email);
  await fill(user, textbox(LABEL.phone), entry.contact.phone);
}

/**
 * Fills steps 1 and 2 (two boxes, both amounts, a description) and goes to step 3; on step 1 picks
 * `callbackTime` when given ('Jak najszybciej' is checked from the start).
 */
async function reachStep3(user: UserEvent, entry: WizardCase, callbackTime?: string) {
  await fillContact(user, entry);
  if (callbackTime) {
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Kiedy możemy zadzwonić?' }),
      callbackTime,
    );
  }
  await next(user, 2);
  for (const box of entry.boxes.ticked) await user.click(checkbox(box));
  await fill(user, textbox(LABEL.debt), entry.amounts.debt);
  await fill(user, textbox(LABEL.income), entry.amounts.income);
  await fill(user, textbox(LABEL.detail), entry.amounts.detail);
  await next(user, 3);
}

const processingConsent = () => checkbox(/Potwierdzam zapoznanie się z polityką prywatności/);
const marketingConsent = () => checkbox(/Chcę otrzymywać e-mailem/);
const phoneMarketingConsent = () => checkbox(/Chcę otrzymywać telefonicznie/);

/** Step 3 with the case's two files, the required consents and the e-mail marketing one. */
async function completeStep3(user: UserEvent, entry: WizardCase) {
  await user.upload(fileInput(), entry.files);
  await user.click(processingConsent());
  await user.click(checkbox(entry.documentsConsent));
  await user.click(marketingConsent());
}

beforeEach(() => {
  clearDrafts();
  sent.mockReset();
  sent.mockResolvedValue({ ok: true });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MONDAY_10);
});

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe.each(cases)('The $form wizard: steps', (entry) => {
  const renderForm = () => renderWizard(entry.ui(), entry.path, entry.label);

  it('is a noValidate form that starts on step 1 of 3 with a progress bar and typed contact fields', () => {
    const { form } = renderForm();
    expect(form).toHaveAttribute('data-form', entry.form);
    expect(form).toHaveAttribute('novalidate');
    // Without JavaScript a GET would put the visitor's data in the address, the history and logs.
    expect(form).toHaveAttribute('method', 'post');
    expect(screen.getByText('Krok 1 z 3')).toBeInTheDocument();
    const progress = screen.getByRole('progressbar');
    expect(progress).toHaveAttribute('value', '1');
    expect(progress).toHaveAttribute('max', '3');
    expect(progress).toHaveAccessibleName('Krok 1 z 3');
    expect(button('Dalej')).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('button', { name: 'Wstecz' })).not.toBeInTheDocument();
    expect(textbox(LABEL.email)).toHaveAttribute('type', 'email');
    expect(textbox(LABEL.phone)).toHaveAttribute('type', 'tel');
    expect(textbox(LABEL.name)).toHaveAttribute('aria-required', 'true');
  });

  it('goes through steps 1, 2 and 3, scrolling to the top and focusing each step heading', async () => {
    const { user } = renderForm();
    await fillContact(user, entry);
    await next(user, 2);
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '2');
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    // Only the current step is checked: step 2 opens without errors.
    expect(screen.queryByText('Zaznacz co najmniej jedną opcję')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: entry.step2Heading })).toHaveFocus();
    vi.mocked(window.scrollTo).mockClear();
    await entry.step2Minimum(user);
    await next(user, 3);
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '3');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.queryByRole('button', { name: 'Dalej' })).not.toBeInTheDocument();
    expect(button(entry.submit)).toHaveAttribute('type', 'submit');
    expect(button('Wstecz')).toHaveAttribute('type', 'button');
  });

  it('stays on step 1 when it is empty: every message, the toast, focus on the name', async () => {
    const { user } = renderForm();
    await user.click(button('Dalej'));

    expect(await screen.findByText(REQUIRED.name)).toBeInTheDocument();
    expect(screen.getByText(REQUIRED.email)).toBeInTheDocument();
    expect(screen.getByText(REQUIRED.phone)).toBeInTheDocument();
    await expectToast(STEP_INVALID.title, STEP_INVALID.description);
    await waitFor(() => expect(textbox(LABEL.name)).toHaveFocus());
    expect(screen.getByText('Krok 1 z 3')).toBeInTheDocument();
    expect(textbox(LABEL.name)).toHaveAttribute('aria-invalid', 'true');
    for (const field of ['name', 'email', 'phone'] as const) {
      expect(textbox(LABEL[field])).toHaveAccessibleDescription(
        expect.stringContaining(REQUIRED[field]),
      );
    }
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail beside an empty field, focusing the first invalid one', async () => {
    const { user } = renderForm();
    await fill(user, textbox(LABEL.name), entry.contact.name);
    await fill(user, textbox(LABEL.email), 'anna.example.pl');
    await user.click(button('Dalej'));

    expect(await screen.findByText('Podaj poprawny adres e-mail')).toBeInTheDocument();
    expect(screen.queryByText(REQUIRED.email)).not.toBeInTheDocument();
    expect(screen.getByText(REQUIRED.phone)).toBeInTheDocument();
    await waitFor(() => expect(textbox(LABEL.email)).toHaveFocus());
    expect(screen.getByText('Krok 1 z 3')).toBeInTheDocument();

    // Edited (one key), the e-mail drops its error; the phone keeps its own.
    await user.type(textbox(LABEL.email), 'x');
    expect(screen.queryByText('Podaj poprawny adres e-mail')).not.toBeInTheDocument();
    expect(textbox(LABEL.email)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(REQUIRED.phone)).toBeInTheDocument();
  });

  it("clears a field's error as soon as it is edited, and only that one", async () => {
    const { user } = renderForm();
    await user.click(button('Dalej'));
    await screen.findByText(REQUIRED.name);

    await user.type(textbox(LABEL.name), 'A');
    expect(screen.queryByText(REQUIRED.name)).not.toBeInTheDocument();
    expect(textbox(LABEL.name)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(REQUIRED.email)).toBeInTheDocument();
    expect(screen.getByText(REQUIRED.phone)).toBeInTheDocument();

    await user.type(textbox(LABEL.phone), '6');
    expect(screen.queryByText(REQUIRED.phone)).not.toBeInTheDocument();
    expect(screen.getByText(REQUIRED.email)).toBeInTheDocument();
  });

  it("acts on Enter in a field of steps 1 and 2 as on 'Dalej'", async () => {
    const { user } = renderForm();
    await user.type(textbox(LABEL.name), '{Enter}');
    expect(await screen.findByText(REQUIRED.name)).toBeInTheDocument();
    expect(screen.getByText('Krok 1 z 3')).toBeInTheDocument();

    await fillContact(user, entry);
    await user.type(textbox(LABEL.phone), '{Enter}');
    expect(await screen.findByText('Krok 2 z 3')).toBeInTheDocument();
    await entry.step2Minimum(user);
    await fill(user, textbox(LABEL.debt), entry.amounts.debt);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Krok 3 z 3')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });
});

describe.each(cases)('The $form wizard: step 2', (entry) => {
  const renderForm = () => renderWizard(entry.ui(), entry.path, entry.label);

  it('has its boxes with the spec names and the amounts as numeric fields', async () => {
    const { user, form } = renderForm();
    await fillContact(user, entry);
    await next(user, 2);
    const names = within(screen.getByRole('group', { name: entry.boxes.group }))
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('name'));
    expect(names).toEqual(entry.boxes.names);
    for (const name of ['debt', 'income']) {
      expect(form.querySelector(`[name="${name}"]`)).toHaveAttribute('inputmode', 'numeric');
    }
    expect(form.querySelector('textarea[name="situationDetail"]')).toBeInTheDocument();
  });

  it('accepts only digits in debt and income, each with its own message cleared by its own edit', async () => {
    const { user } = renderForm();
    await fillContact(user, entry);
    await next(user, 2);
    await entry.step2Minimum(user);
    await fill(user, textbox(LABEL.debt), '50 000 zł');
    await fill(user, textbox(LABEL.income), '3,5 tys.');
    await user.click(button('Dalej'));

    expect(await screen.findByText(DIGITS.debt)).toBeInTheDocument();
    expect(screen.getByText(DIGITS.income)).toBeInTheDocument();
    expect(textbox(LABEL.debt)).toHaveAccessibleDescription(expect.stringContaining(DIGITS.debt));
    await waitFor(() => expect(textbox(LABEL.debt)).toHaveFocus());
    expect(screen.getByText('Krok 2 z 3')).toBeInTheDocument();

    await user.type(textbox(LABEL.income), '0');
    expect(screen.queryByText(DIGITS.income)).not.toBeInTheDocument();
    expect(screen.getByText(DIGITS.debt)).toBeInTheDocument();

    await user.clear(textbox(LABEL.debt));
    await fill(user, textbox(LABEL.debt), '50000');
    expect(screen.queryByText(DIGITS.debt)).not.toBeInTheDocument();
    await user.clear(textbox(LABEL.income));
    await next(user, 3);
  });

  it('keeps every value when going back, and scrolls to the top', async () => {
    const { user } = renderForm();
    await reachStep3(user, entry);
    vi.mocked(window.scrollTo).mockClear();

    await user.click(button('Wstecz'));
    expect(await screen.findByText('Krok 2 z 3')).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    for (const box of entry.boxes.ticked) expect(checkbox(box)).toBeChecked();
    expect(checkbox(entry.boxes.unticked)).not.toBeChecked();
    expect(textbox(LABEL.debt)).toHaveValue(entry.amounts.debt);
    expect(textbox(LABEL.income)).toHaveValue(entry.amounts.income);
    expect(textbox(LABEL.detail)).toHaveValue(entry.amounts.detail);

    await user.click(button('Wstecz'));
    expect(await screen.findByText('Krok 1 z 3')).toBeInTheDocument();
    expect(textbox(LABEL.name)).toHaveValue(entry.contact.name);
    expect(textbox(LABEL.email)).toHaveValue(entry.contact.email);
    expect(textbox(LABEL.phone)).toHaveValue(entry.contact.phone);
  });
});

describe.each(cases)('The $form wizard: files', (entry) => {
  const renderForm = () => renderWizard(entry.ui(), entry.path, entry.label);

  it('appends each selection to the list, with sizes in B, KB and MB', async () => {
    const { user, form } = renderForm();
    await reachStep3(user, entry);
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
    await reachStep3(user, entry);
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
    await reachStep3(user, entry);
    const file = fileOfSize('umowa.pdf', 2048);
    await user.upload(fileInput(), file);
    await user.upload(fileInput(), file);
    expect(fileEntries(form)).toEqual(['umowa.pdf2 KBUsuń', 'umowa.pdf2 KBUsuń']);
  });

  it('removes the entry at the clicked position', async () => {
    const { user, form } = renderForm();
    await reachStep3(user, entry);
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

  it('takes at most as many files as the function accepts, says so, and opens again', async () => {
    const { user, form } = renderForm();
    await reachStep3(user, entry);
    const many = Array.from({ length: MAX_FILES + 5 }, (_, i) => fileOfSize(`${i}.pdf`, 100));
    await user.upload(fileInput(), many);
    expect(fileEntries(form)).toHaveLength(MAX_FILES);
    expect(fileInput()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(`Lista ma już ${MAX_FILES} plików`);
    await user.click(button('Usuń plik 0.pdf'));
    expect(fileInput()).toBeEnabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe.each(cases)('The $form wizard: consents', (entry) => {
  const renderForm = () => renderWizard(entry.ui(), entry.path, entry.label);

  it('asks for marketing per channel: two optional, unticked boxes, each sent on its own', async () => {
    const { user } = renderForm();
    await reachStep3(user, entry);
    for (const box of [marketingConsent(), phoneMarketingConsent()]) {
      expect(box).not.toBeChecked();
      expect(box).not.toHaveAttribute('aria-required');
      expect(box).toHaveAccessibleName(/mogę ją wycofać w każdej chwili/);
    }
    expect(marketingConsent()).toHaveAttribute('name', 'consentMarketingEmail');
    expect(phoneMarketingConsent()).toHaveAttribute('name', 'consentMarketingPhone');
    await user.click(processingConsent());
    await user.click(checkbox(entry.documentsConsent));
    await user.click(phoneMarketingConsent());
    await user.click(button(entry.submit));

    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    const body = sent.mock.calls[0]?.[0];
    expect(body).toMatchObject({ consentMarketingEmail: false, consentMarketingPhone: true });
    expect(body).not.toHaveProperty('consentMarketing');
  });

  it('requires the processing consent, whose text links to the privacy policy', async () => {
    const { user } = renderForm();
    await reachStep3(user, entry);
    expect(processingConsent()).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('link', { name: /polityką prywatności/ })).toHaveAttribute(
      'href',
      '/polityka-prywatnosci',
    );
    await user.click(button(entry.submit));

    await waitFor(() =>
      expect(processingConsent()).toHaveAccessibleDescription(entry.processingMessage),
    );
    expect(processingConsent()).toHaveAttribute('aria-invalid', 'true');
    expect(processingConsent()).toHaveFocus();
    await expectToast('Wymagana zgoda', entry.processingMessage);
    expect(marketingConsent()).not.toHaveAttribute('aria-invalid');
    expect(phoneMarketingConsent()).not.toHaveAttribute('aria-invalid');
    expect(sent).not.toHaveBeenCalled();

    await user.click(processingConsent());
    expect(processingConsent()).not.toHaveAccessibleDescription();
    expect(processingConsent()).not.toHaveAttribute('aria-invalid');
  });
});

describe.each(cases)('The $form wizard: sending', (entry) => {
  const renderForm = () => renderWizard(entry.ui(), entry.path, entry.label);

  it('sends exactly the spec body, without the honeypot', async () => {
    const { user } = renderForm();
    await reachStep3(user, entry);
    await completeStep3(user, entry);
    await user.click(button(entry.submit));

    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    const body = sent.mock.calls[0]?.[0];
    expect(body).toStrictEqual(entry.body);
    expect(body).not.toHaveProperty('website');
  });

  it('adds the honeypot to the body when a bot filled it', async () => {
    const { user, form } = renderForm();
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    fireEvent.change(honeypot as HTMLInputElement, { target: { value: 'https://spam.example' } });
    await reachStep3(user, entry);
    await completeStep3(user, entry);
    await user.click(phoneMarketingConsent());
    await user.click(button(entry.submit));

    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toStrictEqual({
      ...entry.body,
      consentMarketingPhone: true,
      website: 'https://spam.example',
    });
  });

  it("reads 'Wysyłanie...' and is disabled while sending; a double click sends once", async () => {
    const pending = deferred<SendLeadResult>();
    sent.mockReturnValue(pending.promise);
    const { user } = renderForm();
    await reachStep3(user, entry);
    await completeStep3(user, entry);
    const submit = button(entry.submit);

    act(() => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    await user.dblClick(submit);
    expect(await screen.findByRole('button', { name: 'Wysyłanie...' })).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(sent).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve({ ok: true }));
    await screen.findByTestId('thank-you-state');
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("does not send on the second click of a double click on 'Dalej' that lands on submit", async () => {
    const { user } = renderForm();
    await reachStep3(user, entry);
    await completeStep3(user, entry);
    await user.click(button('Wstecz'));
    await next(user, 3);

    // The second click of the double click lands where 'Dalej' was: on the submit button.
    fireEvent.click(button(entry.submit), { detail: 2 });
    await act(async () => {});
    expect(sent).not.toHaveBeenCalled();
    expect(screen.getByText('Krok 3 z 3')).toBeInTheDocument();

    fireEvent.click(button(entry.submit), { detail: 1 });
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  });

  it('goes to /dziekujemy with the thank-you state and the toast, both for the call time chosen', async () => {
    const { user, router } = renderForm();
    await reachStep3(user, entry, 'Rano (8:00–12:00)');
    await completeStep3(user, entry);
    await user.click(button(entry.submit));

    const state = { ...entry.thankYouState, sentAt: MONDAY_10.getTime(), callbackTime: 'morning' };
    expect(await screen.findByTestId('thank-you-state')).toHaveTextContent(JSON.stringify(state));
    expect(router.state.location.pathname).toBe('/dziekujemy');
    expect(router.state.location.state).toStrictEqual(state);
    expect(sent.mock.calls[0]?.[0]).toMatchObject({ callbackTime: 'morning' });
    await expectToast(SUCCESS.title, SUCCESS_MORNING);
  });

  it("on failure shows 'Błąd wysyłania', keeps every entry, and sends on a retry", async () => {
    sent.mockResolvedValue({
      ok: false,
      detail: 'Serwer jest chwilowo niedostępny.',
      retryable: false,
    });
    const { user, router, form } = renderForm();
    await reachStep3(user, entry);
    await completeStep3(user, entry);
    await user.click(button(entry.submit));

    await expectToast(
      'Błąd wysyłania',
      `Wystąpił problem z wysłaniem ${entry.failureWord}. Spróbuj ponownie lub skontaktuj się telefonicznie. Szczegóły: Serwer jest chwilowo niedostępny.`,
    );
    expect(router.state.location.pathname).toBe(entry.path);
    expect(button(entry.submit)).toBeEnabled();
    expect(processingConsent()).toBeChecked();
    expect(checkbox(entry.documentsConsent)).toBeChecked();
    expect(marketingConsent()).toBeChecked();
    expect(phoneMarketingConsent()).not.toBeChecked();
    expect(fileEntries(form)).toEqual(entry.fileList);

    await user.click(button('Wstecz'));
    await screen.findByText('Krok 2 z 3');
    for (const box of entry.boxes.ticked) expect(checkbox(box)).toBeChecked();
    expect(textbox(LABEL.debt)).toHaveValue(entry.amounts.debt);
    await user.click(button('Wstecz'));
    await screen.findByText('Krok 1 z 3');
    expect(textbox(LABEL.name)).toHaveValue(entry.contact.name);
    expect(textbox(LABEL.email)).toHaveValue(entry.contact.email);

    await next(user, 2);
    await next(user, 3);
    sent.mockResolvedValue({ ok: true });
    await user.click(button(entry.submit));
    await screen.findByTestId('thank-you-state');
    expect(sent).toHaveBeenCalledTimes(2);
    expect(sent.mock.calls[1]?.[0]).toStrictEqual(entry.body);
  });
});
