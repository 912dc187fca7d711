import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuickLeadForm } from '@/features/leads/quick-lead-form';
import { sendLead } from '@/features/leads/send-lead';
import { ConsolidationLoanPage } from '@/pages/consolidation-loan-page';
import { NursePage } from '@/pages/nurse-page';
import {
  clearDrafts,
  clearToasts,
  envelope,
  expectToast,
  formOf,
  renderForm,
  renderPage,
} from './lead-forms';

// The page's form must not send for real.
vi.mock('@/features/leads/send-lead');
// The send is mocked: the supabase-js client the forms start loading on a first focus is never used.
vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));
const send = vi.mocked(sendLead);

describe('Quick lead form (what the shared suite does not cover)', () => {
  it('has no e-mail field', () => {
    const { container } = renderForm(<QuickLeadForm />);
    const form = formOf(container, 'quick-lead');
    expect(within(form).queryByRole('textbox', { name: 'Adres e-mail' })).toBeNull();
  });
});

describe('Consolidation loan page', () => {
  it('holds the quick lead form in its hero, and the callback form in its closing section', async () => {
    const { container } = await renderPage(<ConsolidationLoanPage />);
    const forms = container.querySelectorAll('form[data-form="quick-lead"]');
    expect(forms).toHaveLength(2);
    const [form, callback] = Array.from(forms) as [HTMLFormElement, HTMLFormElement];
    const hero = screen.getByRole('heading', { level: 1 }).closest('section');
    expect(hero).toContainElement(form);
    expect(within(form).getByRole('button', { name: 'Wyślij zgłoszenie' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(hero).not.toContainElement(callback);
  });
});

describe('An offer page’s callback form', () => {
  afterEach(() => {
    clearToasts();
    clearDrafts();
    send.mockReset();
    vi.useRealTimers();
  });

  it('sits beside the link to the application and sends the page’s name and the call time', async () => {
    // Friday 27 November 2026 at 15:00 in Warsaw: the next afternoon of a working day is Monday's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T15:00:00+01:00'));
    send.mockResolvedValue({ ok: true });
    const { container, user } = await renderPage(<NursePage />);
    const form = formOf(container, 'quick-lead');
    const section = form.closest('section') ?? document.body;
    expect(section).not.toBe(document.body);
    expect(within(section).getByRole('link', { name: 'Złóż wniosek' })).toHaveAttribute(
      'href',
      '/wniosek',
    );
    const scope = within(form);
    // Name and phone only: the compact form asks for no amount.
    expect(scope.queryByRole('combobox', { name: 'Kwota zobowiązań' })).toBeNull();
    await user.click(scope.getByRole('textbox', { name: 'Imię i nazwisko' }));
    await user.paste('Ewa Wiśniewska');
    await user.click(scope.getByRole('textbox', { name: 'Numer telefonu' }));
    await user.paste('601 222 333');
    await user.selectOptions(
      scope.getByRole('combobox', { name: 'Kiedy możemy zadzwonić?' }),
      'Po południu (12:00–16:00)',
    );
    await user.click(scope.getByRole('button', { name: 'Zamów rozmowę' }));

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual({
      name: 'Ewa Wiśniewska',
      email: 'brak-emaila@lead.invalid',
      phone: '601 222 333',
      loanAmount: '',
      callbackTime: 'afternoon',
      formType: 'application',
      pageName: 'Kredyt dla pielęgniarki',
      ...envelope({ consent: false }),
    });
    await expectToast(
      'Zgłoszenie wysłane',
      'Dziękujemy! Skontaktujemy się z Tobą w poniedziałek po południu, między 12:00 a 16:00.',
      3000,
    );
  });
});
