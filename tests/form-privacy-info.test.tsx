import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { dataController } from '@/content/company';
import { ContactForm } from '@/features/leads/contact-form';
import { NewsletterForm } from '@/features/leads/newsletter-form';
import { QuickContactForm } from '@/features/leads/quick-contact-form';
import { QuickLeadForm } from '@/features/leads/quick-lead-form';
import { SurveyForm } from '@/features/leads/survey-form';
import { ConsolidationLoanPage } from '@/pages/consolidation-loan-page';
import { ContactPage } from '@/pages/contact-page';
import { formOf, renderForm, renderPage } from './lead-forms';

vi.mock('@/features/leads/send-lead');
// The send is mocked: the supabase-js client the forms start loading on a first focus is never used.
vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));

/** Each single-step form, its `data-form` name and which clause it must show. */
const forms: [string, ReactNode, string, 'request' | 'newsletter' | 'survey'][] = [
  [
    'quick contact',
    <QuickContactForm key="q" pageName="Test" title="Test" />,
    'quick-contact',
    'request',
  ],
  ['contact', <ContactForm key="c" />, 'contact', 'request'],
  ['consolidation quick lead', <QuickLeadForm key="l" />, 'quick-lead', 'request'],
  ['newsletter', <NewsletterForm key="n" />, 'newsletter', 'newsletter'],
  ['survey', <SurveyForm key="s" />, 'survey', 'survey'],
];

const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe.each(forms)('Information clause: %s form', (_name, ui, dataForm, kind) => {
  it('sits right before the send button and links to the privacy policy in a new tab', () => {
    const { container } = renderForm(ui);
    const form = formOf(container, dataForm);
    const clause = form.querySelector<HTMLElement>(`[data-privacy-info="${kind}"]`);
    if (!clause) throw new Error('no information clause in the form');
    const link = within(clause).getByRole('link', { name: /polityce prywatności/ });
    expect(link).toHaveAttribute('href', paths.privacy);
    expect(link).toHaveAttribute('target', '_blank');
    const submit = form.querySelector('button[type="submit"]');
    expect(clause.nextElementSibling).toBe(submit);
  });

  it('states what the form really does with the data', () => {
    const { container } = renderForm(ui);
    const clause = formOf(container, dataForm).querySelector(`[data-privacy-info]`);
    const text = plain(clause?.textContent ?? null);
    if (kind === 'survey') {
      // Stored, but anonymously: the clause says so and asks for no personal data in it.
      expect(text).toContain('Ankieta jest anonimowa');
      expect(text).toContain('Nie wpisuj w niej danych osobowych');
      return;
    }
    expect(text).toContain(`Administratorem Twoich danych jest ${plain(dataController)}`);
    expect(text).toContain(
      kind === 'request' ? 'art. 6 ust. 1 lit. b RODO' : 'art. 6 ust. 1 lit. a RODO',
    );
  });
});

describe('Information clause on the pages (the page components alone)', () => {
  it('is under both quick lead forms of /pozyczka-konsolidacyjna (hero and callback)', async () => {
    const { container } = await renderPage(<ConsolidationLoanPage />);
    const forms = [...container.querySelectorAll('form[data-form="quick-lead"]')];
    expect(forms.map((form) => form.getAttribute('data-variant'))).toEqual(['hero', 'callback']);
    for (const form of forms) {
      expect(form.querySelector('[data-privacy-info="request"]')).not.toBeNull();
    }
  });

  it('never words the required box as a consent to processing', async () => {
    const { container } = await renderPage(<ContactPage />);
    const box = within(formOf(container, 'contact')).getByRole('checkbox', {
      name: /Potwierdzam zapoznanie się z polityką prywatności/,
    });
    expect(box).toHaveAttribute('name', 'consent');
    expect(box).toHaveAccessibleName(/proszę o kontakt w sprawie mojego zgłoszenia/);
    expect(screen.queryByRole('checkbox', { name: /Wyrażam zgodę na przetwarzanie/ })).toBeNull();
  });
});
