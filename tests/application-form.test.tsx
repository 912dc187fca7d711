/**
 * What only the application wizard does: one situation required on step 2, 'Nie podano' for an
 * amount not given, the documents consent required only with a file, and the wording of its
 * consents. Everything it shares with the analysis wizard is in wizard-shared.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendLead } from '@/features/leads/send-lead';
import { ApplicationForm } from '@/features/leads/wizard/application-form';
import { clearDrafts, clearToasts, envelope } from './lead-forms';
import {
  button,
  checkbox,
  expectToast,
  fileInput,
  fileOfSize,
  fill,
  next,
  renderWizard,
  textbox,
} from './wizard-helpers';

vi.mock('@/features/leads/send-lead');
// The send is mocked: the supabase-js client the forms start loading on a first focus is never used.
vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));
const sent = vi.mocked(sendLead);

const situationsGroup = 'Co najlepiej opisuje Twoją sytuację?';
const oneSituation = 'Zaznacz co najmniej jedną opcję';

const renderForm = () => renderWizard(<ApplicationForm />, '/wniosek', 'Wniosek online');

async function fillContact(user: UserEvent) {
  await fill(user, textbox('Imię i nazwisko'), 'Anna Kowalska');
  await fill(user, textbox('Adres e-mail'), 'anna@example.pl');
  await fill(user, textbox('Numer telefonu'), '600 100 200');
}

/** Step 3, with only the one situation step 2 needs. */
async function reachStep3(user: UserEvent) {
  await fillContact(user);
  await next(user, 2);
  await user.click(checkbox('Inna sytuacja'));
  await next(user, 3);
}

const processingConsent = () => checkbox(/Potwierdzam zapoznanie się z polityką prywatności/);
const documentsConsent = () => checkbox(/Proszę o analizę wskazanych dokumentów/);

beforeEach(() => {
  clearDrafts();
  sent.mockReset();
  sent.mockResolvedValue({ ok: true });
});

afterEach(() => clearToasts());

describe('Application wizard: situations (step 2)', () => {
  it('requires one situation: one message for the group, cleared by any box', async () => {
    const { user } = renderForm();
    await fillContact(user);
    await next(user, 2);
    await user.click(button('Dalej'));

    expect(await screen.findAllByText(oneSituation)).toHaveLength(1);
    await expectToast('Sprawdź dane', 'Wypełnij wszystkie wymagane pola poprawnie.');
    expect(screen.getByText('Krok 2 z 3')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: situationsGroup });
    expect(group).toHaveAccessibleDescription(expect.stringContaining(oneSituation));
    const first = checkbox('Mam opóźnienia w spłacie');
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription(oneSituation);
    expect(first).toHaveAttribute('aria-invalid', 'true');

    await user.click(checkbox('Pracuję w zawodzie medycznym'));
    expect(screen.queryByText(oneSituation)).not.toBeInTheDocument();
    expect(first).not.toHaveAttribute('aria-invalid');
  });

  it('clears the situation error also when a box is unticked', async () => {
    const { user } = renderForm();
    await fillContact(user);
    await next(user, 2);
    await user.click(checkbox('Inna sytuacja'));
    await user.click(checkbox('Inna sytuacja'));
    await user.click(button('Dalej'));
    await screen.findByText(oneSituation);
    await user.click(checkbox('Bank odmówił mi kredytu'));
    await user.click(checkbox('Bank odmówił mi kredytu'));
    expect(screen.queryByText(oneSituation)).not.toBeInTheDocument();
  });
});

describe('Application wizard: consents', () => {
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
  it("sends 'Nie podano' as loanAmount and empty texts when nothing optional is given", async () => {
    const { user } = renderForm();
    await reachStep3(user);
    await user.click(processingConsent());
    await user.click(button('Wyślij wniosek'));

    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toStrictEqual({
      name: 'Anna Kowalska',
      email: 'anna@example.pl',
      phone: '600 100 200',
      callbackTime: 'asap',
      message: '',
      loanAmount: 'Nie podano',
      formType: 'application',
      pageName: 'Wniosek online',
      selectedSituations: {
        latePayments: false,
        paydayLoans: false,
        bankRejection: false,
        consolidation: false,
        cashLoan: false,
        medicalProfession: false,
        other: true,
      },
      debt: '',
      income: '',
      consentMarketingEmail: false,
      consentMarketingPhone: false,
      consentProcessing: true,
      consentDocuments: false,
      uploadedFiles: [],
      ...envelope(),
    });
  });
});
