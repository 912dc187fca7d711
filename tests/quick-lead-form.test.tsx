import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuickLeadForm } from '@/features/leads/quick-lead-form';
import { ConsolidationLoanPage } from '@/pages/consolidation-loan-page';
import { formOf, renderForm, renderPage } from './lead-forms';

// The page's form must not send for real.
vi.mock('@/features/leads/send-lead');
// The send is mocked: the supabase-js client the forms start loading on a first focus is never used.
vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));

describe('Quick lead form (what the shared suite does not cover)', () => {
  it('has no e-mail field', () => {
    const { container } = renderForm(<QuickLeadForm />);
    const form = formOf(container, 'quick-lead');
    expect(within(form).queryByRole('textbox', { name: 'Adres e-mail' })).toBeNull();
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
