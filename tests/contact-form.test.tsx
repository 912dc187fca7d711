import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/features/leads/contact-form';
import { sendLead } from '@/features/leads/send-lead';
import { ContactPage } from '@/pages/contact-page';
import { clearDrafts, clearToasts, formOf, renderForm, renderPage } from './lead-forms';

vi.mock('@/features/leads/send-lead');
const send = vi.mocked(sendLead);

function setup() {
  const view = renderForm(<ContactForm />);
  const form = formOf(view.container, 'contact');
  const scope = within(form);
  return {
    ...view,
    form,
    name: scope.getByRole('textbox', { name: 'Imię i nazwisko' }),
    email: scope.getByRole('textbox', { name: 'Adres e-mail' }),
    phone: scope.getByRole('textbox', { name: 'Numer telefonu' }),
    message: scope.getByRole('textbox', { name: 'Wiadomość' }),
    consent: scope.getByRole('checkbox', { name: /Potwierdzam zapoznanie/ }),
    submit: scope.getByRole('button', { name: 'Wyślij wiadomość' }),
  };
}

describe('Contact form (what the shared suite does not cover)', () => {
  beforeEach(() => {
    clearDrafts();
    send.mockReset();
    send.mockResolvedValue({ ok: true });
  });
  afterEach(() => clearToasts());

  it('takes the message in a multi-line field', () => {
    const form = setup();
    expect(form.message.tagName).toBe('TEXTAREA');
  });

  it('focuses the first invalid field, here the message, and does not ask for the given consent', async () => {
    const form = setup();
    await form.user.type(form.name, 'Jan Nowak');
    await form.user.type(form.email, 'jan@example.pl');
    await form.user.type(form.phone, '501 202 303');
    await form.user.click(form.consent);
    await form.user.click(form.submit);

    expect(await screen.findByText('Napisz, w czym możemy pomóc')).toBeInTheDocument();
    expect(form.message).toHaveFocus();
    expect(screen.queryByText('Wymagana zgoda')).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('Contact page', () => {
  it('shows the form beside the contact details', async () => {
    const { container } = await renderPage(<ContactPage />);
    formOf(container, 'contact');
    const details = within(screen.getByRole('region', { name: 'Dane kontaktowe' }));
    expect(details.getByRole('link', { name: '+48 22 100 20 30' })).toHaveAttribute(
      'href',
      'tel:+48221002030',
    );
    expect(details.getByRole('link', { name: '+48 600 100 200' })).toHaveAttribute(
      'href',
      'tel:+48600100200',
    );
    expect(details.getByRole('link', { name: 'kontakt@spokojnarata.pl' })).toHaveAttribute(
      'href',
      'mailto:kontakt@spokojnarata.pl',
    );
    expect(details.getByText(/Warszawa/)).toBeInTheDocument();
    expect(details.getByText('Poniedziałek–piątek: 8:00–20:00')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
