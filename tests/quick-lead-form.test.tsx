import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuickLeadForm } from '@/features/leads/quick-lead-form';
import { sendLead } from '@/features/leads/send-lead';
import { ConsolidationLoanPage } from '@/pages/consolidation-loan-page';
import {
  clearDrafts,
  clearToasts,
  expectToast,
  formOf,
  renderForm,
  renderPage,
} from './lead-forms';

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

describe('Quick lead form (what the shared suite does not cover)', () => {
  beforeEach(() => {
    clearDrafts();
    send.mockReset();
    send.mockResolvedValue({ ok: true });
  });
  afterEach(() => clearToasts());

  it('has no e-mail field', () => {
    const form = setup();
    expect(within(form.form).queryByRole('textbox', { name: 'Adres e-mail' })).toBeNull();
  });

  it('asks for the phone alone, focusing it, and clears its message as it is edited', async () => {
    const form = setup();
    await form.user.type(form.name, 'Ewa');
    await form.user.click(form.submit);

    await expectToast('Uzupełnij dane', 'Prosimy o podanie imienia i telefonu.');
    expect(screen.queryByText('Imię i nazwisko jest wymagane')).not.toBeInTheDocument();
    expect(form.phone).toHaveFocus();
    await form.user.type(form.phone, '6');
    expect(screen.queryByText('Numer telefonu jest wymagany')).not.toBeInTheDocument();
    expect(form.phone).not.toHaveAttribute('aria-invalid');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('Consolidation loan page', () => {
  it('holds the quick lead form in its hero', async () => {
    const { container } = await renderPage(<ConsolidationLoanPage />);
    const form = formOf(container, 'quick-lead');
    const hero = screen.getByRole('heading', { level: 1 }).closest('section');
    expect(hero).toContainElement(form);
    expect(within(form).getByRole('button', { name: 'Wyślij zgłoszenie' })).toHaveAttribute(
      'type',
      'submit',
    );
  });
});
