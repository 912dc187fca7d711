/**
 * What only the analysis wizard does: both of its consents are required, always, with one shared
 * message. Everything it shares with the application wizard is in wizard-shared.test.tsx.
 */
import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendLead } from '@/features/leads/send-lead';
import { AnalysisForm } from '@/features/leads/wizard/analysis-form';
import { clearDrafts, clearToasts } from './lead-forms';
import { button, checkbox, expectToast, fill, next, renderWizard, textbox } from './wizard-helpers';

vi.mock('@/features/leads/send-lead');
// The send is mocked: the supabase-js client the forms start loading on a first focus is never used.
vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));
const sent = vi.mocked(sendLead);

const consentMessage =
  'Prosimy o wyrażenie zgody na przetwarzanie danych osobowych oraz analizę dokumentów.';

const renderForm = () =>
  renderWizard(<AnalysisForm />, '/bezplatna-analiza', 'Bezpłatna analiza finansowa');

const processingConsent = () => checkbox(/Potwierdzam zapoznanie się z polityką prywatności/);
const documentsConsent = () => checkbox(/Proszę o analizę mojej sytuacji finansowej/);
const marketingConsent = () => checkbox(/Chcę otrzymywać e-mailem/);
const phoneMarketingConsent = () => checkbox(/Chcę otrzymywać telefonicznie/);

/** Fills step 1 and goes through step 2, which needs nothing. */
async function reachStep3(user: UserEvent) {
  await fill(user, textbox('Imię i nazwisko'), 'Piotr Nowak');
  await fill(user, textbox('Adres e-mail'), 'piotr@example.pl');
  await fill(user, textbox('Numer telefonu'), '603 444 555');
  await next(user, 2);
  await next(user, 3);
}

beforeEach(() => {
  clearDrafts();
  sent.mockReset();
  sent.mockResolvedValue({ ok: true });
});

afterEach(() => clearToasts());

describe('Analysis form: consents', () => {
  it('requires both consents even without files, with the shared message on each box', async () => {
    const { user } = renderForm();
    await reachStep3(user);
    expect(processingConsent()).toHaveAttribute('aria-required', 'true');
    expect(documentsConsent()).toHaveAttribute('aria-required', 'true');
    expect(marketingConsent()).not.toHaveAttribute('aria-required');
    expect(phoneMarketingConsent()).not.toHaveAttribute('aria-required');
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
