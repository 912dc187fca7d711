import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPageAt } from '@/app/page-loading';
import { callbackToast } from '@/content/forms';
import { homePage } from '@/content/pages';
import { callbackWithin } from '@/content/promises';
import { callbackEta } from '@/lib/callback-eta';
import { plainText } from '@/lib/typography';
import { sendLead } from '@/features/leads/send-lead';
import type { ThankYouState } from '@/features/leads/thank-you-state';
import { clearToasts, expectToast, formOf } from './lead-forms';
import { preloadPages, renderApp, renderAppAt } from './render-app';

preloadPages('/', '/dziekujemy');

vi.mock('@/features/leads/send-lead');
// The send is mocked: the supabase-js client the forms start loading on a first focus is never used.
vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));
const send = vi.mocked(sendLead);

/** Monday 23 November 2026, 10:00 in Warsaw: working hours. */
const MONDAY_10 = new Date('2026-11-23T10:00:00+01:00').getTime();
/** Saturday 28 November 2026, 11:00 in Warsaw: nobody calls until Monday. */
const SATURDAY_11 = new Date('2026-11-28T11:00:00+01:00').getTime();

async function openWith(state: ThankYouState) {
  const view = await renderAppAt({ pathname: '/dziekujemy', state });
  const h1 = await screen.findByRole('heading', { level: 1 });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(view.router.state.location.pathname).toBe('/dziekujemy');
  return { ...view, h1 };
}

describe('Thank-you page', () => {
  afterEach(() => {
    clearToasts();
    send.mockReset();
    vi.restoreAllMocks();
  });

  it('without navigation state sends the visitor to the home page, replacing history', async () => {
    await loadPageAt('/');
    const { router } = await renderApp('/dziekujemy');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(homePage.intro.title);
  });

  it('redirects when the state lacks fromApplication', async () => {
    await loadPageAt('/');
    const { router } = await renderAppAt({
      pathname: '/dziekujemy',
      state: { name: 'Anna', quickForm: true },
    });
    await screen.findByRole('heading', {
      level: 1,
      name: homePage.intro.title.replace(/\s+/g, ' '),
    });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the default variant (the application wizard) with the callback its toast promises', async () => {
    const { h1 } = await openWith({ fromApplication: true, name: 'Anna', sentAt: MONDAY_10 });
    expect(h1).toHaveTextContent('Dziękujemy za wypełnienie formularza');
    expect(screen.getByText('Dzień dobry, Anna!')).toBeInTheDocument();
    // The wizard's toast (spec §8, quoted) says 24 hours; the page the visitor reads next agrees.
    const when = callbackEta('application', new Date(MONDAY_10));
    expect(callbackToast('application', when).description).toContain('w ciągu 24 godzin');
    expect(screen.getByText(new RegExp(callbackWithin.application))).toBeInTheDocument();
    expect(screen.queryByText(/w ciągu 30 minut/)).not.toBeInTheDocument();
    expect(screen.queryByText(/BIK/)).not.toBeInTheDocument();
  });

  it('greets a visitor without a name with a plain Dzień dobry, never "Klient"', async () => {
    await openWith({ fromApplication: true });
    expect(screen.getByText('Dzień dobry!')).toBeInTheDocument();
    expect(screen.queryByText(/Klient/)).not.toBeInTheDocument();
  });

  it('shows the quick-form variant with the quick form’s 30-minute callback', async () => {
    const { h1 } = await openWith({
      fromApplication: true,
      name: 'Jan',
      quickForm: true,
      sentAt: MONDAY_10,
    });
    expect(h1).toHaveTextContent('Dziękujemy za kontakt');
    expect(screen.getByText('Dzień dobry, Jan!')).toBeInTheDocument();
    expect(screen.getByText(/Doradca oddzwoni w ciągu 30 minut\./)).toBeInTheDocument();
  });

  it('says what the toast said when the form was sent at the weekend, or for a chosen time', async () => {
    await openWith({ fromApplication: true, quickForm: true, sentAt: SATURDAY_11 });
    const when = callbackEta('quickContact', new Date(SATURDAY_11));
    expect(when).toBe('w poniedziałek po 8:00');
    expect(plainText(callbackToast('quickContact', when).description)).toContain(when);
    expect(screen.getByText(/Doradca oddzwoni w poniedziałek po 8:00\./)).toBeInTheDocument();
    expect(screen.queryByText(/w ciągu 30 minut/)).not.toBeInTheDocument();
  });

  it('names the part of the day the visitor chose', async () => {
    await openWith({
      fromApplication: true,
      isAnalysis: true,
      sentAt: SATURDAY_11,
      callbackTime: 'evening',
    });
    expect(
      screen.getByText(/skontaktuje się z Tobą w poniedziałek wieczorem, między 16:00 a 20:00,/),
    ).toBeInTheDocument();
  });

  it('shows the analysis variant: a 24-hour callback and the credit-bureau note', async () => {
    const { h1 } = await openWith({
      fromApplication: true,
      name: 'Piotr',
      isAnalysis: true,
      sentAt: MONDAY_10,
    });
    // Only file names are sent, so the page never says the documents were passed on.
    expect(h1).toHaveTextContent('Otrzymaliśmy Twoją prośbę o analizę');
    expect(screen.queryByText(/Dokumenty zostały przekazane/)).not.toBeInTheDocument();
    expect(screen.getByText(/poprosi Cię o nie w rozmowie/)).toBeInTheDocument();
    expect(screen.getByText(/w ciągu 24 godzin/)).toBeInTheDocument();
    expect(screen.getByText(/Biura Informacji Kredytowej \(BIK\)/)).toBeInTheDocument();
    expect(screen.queryByText(/w ciągu 30 minut/)).not.toBeInTheDocument();
  });

  it('is marked noindex', async () => {
    await openWith({ fromApplication: true });
    const robots = document.head.querySelectorAll('meta[name="robots"]');
    expect(robots).toHaveLength(1);
    expect(robots[0]?.getAttribute('content')).toMatch(/\bnoindex\b/);
  });

  it('sends the survey anonymously, as the survey kind, then thanks for it', async () => {
    send.mockResolvedValue({ ok: true });
    const { user, container } = await openWith({ fromApplication: true, name: 'Anna' });
    const survey = formOf(container, 'survey');
    const scope = within(survey);

    const good = scope.getByRole('button', { name: 'Dobrze' });
    const neutral = scope.getByRole('button', { name: 'Neutralnie' });
    expect(scope.getByRole('button', { name: 'Źle' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(neutral);
    await user.click(good);
    expect(good).toHaveAttribute('aria-pressed', 'true');
    expect(neutral).toHaveAttribute('aria-pressed', 'false');
    await user.type(scope.getByRole('textbox', { name: /Co możemy poprawić/ }), 'Szybko i jasno.');
    await user.click(scope.getByRole('button', { name: 'Wyślij opinię' }));

    // Nothing that names the visitor: no submission id, no name, no contact.
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      formType: 'survey',
      experience: 'positive',
      additionalFeedback: 'Szybko i jasno.',
    });
    expect(await screen.findByText('Dziękujemy za Twoją opinię!')).toBeInTheDocument();
    expect(container.querySelector('form[data-form="survey"]')).toBeNull();
    await expectToast(
      'Dziękujemy za wypełnienie ankiety!',
      'Twoja opinia pomoże nam udoskonalić nasze usługi i obsługę klienta.',
    );
  });

  it('accepts an empty survey (no required fields)', async () => {
    send.mockResolvedValue({ ok: true });
    const { user } = await openWith({ fromApplication: true });
    await user.click(screen.getByRole('button', { name: 'Wyślij opinię' }));
    expect(send).toHaveBeenCalledWith({ formType: 'survey', additionalFeedback: '' });
    expect(await screen.findByText('Dziękujemy za Twoją opinię!')).toBeInTheDocument();
  });
});
