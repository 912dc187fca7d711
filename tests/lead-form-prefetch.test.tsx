/**
 * supabase-js is not part of any page's first load: a lead form starts loading it on the first
 * focus of one of its fields, so it is there when the visitor presses send.
 */
import { fireEvent, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/features/leads/contact-form';
import { NewsletterForm } from '@/features/leads/newsletter-form';
import { QuickContactForm } from '@/features/leads/quick-contact-form';
import { QuickLeadForm } from '@/features/leads/quick-lead-form';
import { AnalysisForm } from '@/features/leads/wizard/analysis-form';
import { ApplicationForm } from '@/features/leads/wizard/application-form';
import { clearDrafts, renderForm } from './lead-forms';

const client = vi.hoisted(() => ({ loaded: vi.fn() }));

const forms: [string, () => ReactNode, string][] = [
  [
    'quick-contact',
    () => <QuickContactForm pageName="Strona główna" title="Oddzwonimy" />,
    'Imię i nazwisko',
  ],
  ['contact', () => <ContactForm />, 'Wiadomość'],
  ['quick-lead', () => <QuickLeadForm />, 'Numer telefonu'],
  ['newsletter', () => <NewsletterForm />, 'Adres e-mail'],
  ['application', () => <ApplicationForm />, 'Adres e-mail'],
  ['analysis', () => <AnalysisForm />, 'Imię i nazwisko'],
];

beforeEach(() => {
  clearDrafts();
  // A fresh module registry and mock: the next import of @/lib/supabase runs the factory again.
  vi.resetModules();
  client.loaded.mockClear();
  vi.doMock('@/lib/supabase', () => {
    client.loaded();
    return { getSupabase: vi.fn() };
  });
});

describe.each(forms)('The %s form', (name, ui, label) => {
  it('loads supabase-js on the first focus of a field, not before', async () => {
    const { container } = renderForm(ui());
    const form = container.querySelector<HTMLFormElement>(`form[data-form="${name}"]`);
    expect(form).not.toBeNull();
    expect(client.loaded).not.toHaveBeenCalled();

    fireEvent.focus(within(form as HTMLFormElement).getByRole('textbox', { name: label }));
    await waitFor(() => expect(client.loaded).toHaveBeenCalledTimes(1));
  });
});
