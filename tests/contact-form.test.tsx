import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { workingHours } from '@/content/figures';
import { ContactForm } from '@/features/leads/contact-form';
import { plainText } from '@/lib/typography';
import { ContactPage } from '@/pages/contact-page';
import { formOf, renderForm, renderPage } from './lead-forms';

// The page's form must not send for real.
vi.mock('@/features/leads/send-lead');
// The send is mocked: the supabase-js client the forms start loading on a first focus is never used.
vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));

describe('Contact form (what the shared suite does not cover)', () => {
  it('takes the message in a multi-line field', () => {
    const { container } = renderForm(<ContactForm />);
    const message = within(formOf(container, 'contact')).getByRole('textbox', {
      name: 'Wiadomość',
    });
    expect(message.tagName).toBe('TEXTAREA');
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
    // The one set of working hours (src/content/figures.ts), typeset: read without the joiner.
    const { days, from, to } = workingHours;
    expect(
      details.getByText(
        (_, element) => plainText(element?.textContent ?? '') === `${days.label}: ${from}–${to}`,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
