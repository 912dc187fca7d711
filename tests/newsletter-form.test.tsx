import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '@/features/leads/newsletter-form';
import { sendLead } from '@/features/leads/send-lead';
import { KnowledgePage } from '@/pages/knowledge-page';
import { clearDrafts, clearToasts, formOf, renderForm, renderPage } from './lead-forms';

vi.mock('@/features/leads/send-lead');
// The send is mocked: the supabase-js client the forms start loading on a first focus is never used.
vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));
const send = vi.mocked(sendLead);

const CONSENT_MESSAGE = 'Zaznacz zgodę, abyśmy mogli wysyłać Ci newsletter.';

function setup() {
  const view = renderForm(<NewsletterForm />);
  const form = formOf(view.container, 'newsletter');
  const scope = within(form);
  return {
    ...view,
    form,
    email: scope.getByRole('textbox', { name: 'Adres e-mail' }),
    consent: scope.getByRole('checkbox', { name: /newsletter/ }),
    submit: scope.getByRole('button', { name: 'Zapisz się' }),
  };
}

describe('Newsletter form (what the shared suite does not cover)', () => {
  beforeEach(() => {
    clearDrafts();
    send.mockReset();
    send.mockResolvedValue({ ok: true });
  });
  afterEach(() => clearToasts());

  it('with only a malformed e-mail, focuses the e-mail; once it is valid, focuses the consent', async () => {
    const form = setup();
    await form.user.type(form.email, 'czytelnik');
    await form.user.click(form.submit);
    expect(await screen.findByText('Podaj poprawny adres e-mail')).toBeInTheDocument();
    expect(form.email).toHaveFocus();

    await form.user.type(form.email, '@example.pl');
    expect(screen.queryByText('Podaj poprawny adres e-mail')).not.toBeInTheDocument();
    await form.user.click(form.submit);
    expect(await screen.findByText(CONSENT_MESSAGE)).toBeInTheDocument();
    expect(form.consent).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('Knowledge hub', () => {
  it('keeps the article list and adds the newsletter block', async () => {
    const { container } = await renderPage(<KnowledgePage />);
    formOf(container, 'newsletter');
    expect(container.querySelector('#articles')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Wszystkie artykuły' })).toBeInTheDocument();
  });
});
