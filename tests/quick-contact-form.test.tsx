import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuickContactForm } from '@/features/leads/quick-contact-form';
import { sendLead } from '@/features/leads/send-lead';
import { HomePage } from '@/pages/home-page';
import {
  clearDrafts,
  clearToasts,
  envelope,
  expectToast,
  formOf,
  renderForm,
  renderPage,
} from './lead-forms';

vi.mock('@/features/leads/send-lead');
// The send is mocked: the supabase-js client the forms start loading on a first focus is never used.
vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));
const send = vi.mocked(sendLead);

const PAGE = 'Strona główna – sekcja powitalna';

function setup() {
  const view = renderForm(<QuickContactForm pageName={PAGE} title="Oddzwonimy" />);
  const form = formOf(view.container, 'quick-contact');
  const scope = within(form);
  return {
    ...view,
    form,
    name: scope.getByRole('textbox', { name: 'Imię i nazwisko' }),
    email: scope.getByRole('textbox', { name: 'Adres e-mail' }),
    phone: scope.getByRole('textbox', { name: 'Numer telefonu' }),
    loanAmount: scope.getByRole<HTMLSelectElement>('combobox', { name: 'Kwota zobowiązań' }),
    consent: scope.getByRole('checkbox', { name: /Potwierdzam zapoznanie/ }),
    submit: scope.getByRole('button', { name: 'Zadzwońcie do mnie' }),
  };
}

describe('Quick contact form (what the shared suite does not cover)', () => {
  beforeEach(() => {
    clearDrafts();
    send.mockReset();
    send.mockResolvedValue({ ok: true });
  });
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('offers the spec ranges of the optional loan amount', () => {
    const form = setup();
    const options = Array.from(form.loanAmount.options).map((option) => [
      option.value,
      option.text,
    ]);
    expect(options).toEqual([
      ['', 'Wybierz przedział'],
      ['do 10 000 zł', 'do 10 000 zł'],
      ['10 000–30 000 zł', '10 000–30 000 zł'],
      ['30 000–50 000 zł', '30 000–50 000 zł'],
      ['50 000–100 000 zł', '50 000–100 000 zł'],
      ['powyżej 100 000 zł', 'powyżej 100 000 zł'],
    ]);
  });

  it('sends an empty loanAmount when no range is chosen, and the call time chosen', async () => {
    // Monday 23 November 2026, 10:00 in Warsaw: an evening call is still possible today.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00+01:00'));
    const form = setup();
    const callbackTime = within(form.form).getByRole('combobox', {
      name: 'Kiedy możemy zadzwonić?',
    });
    expect(callbackTime).toHaveDisplayValue('Jak najszybciej');
    expect(
      Array.from((callbackTime as HTMLSelectElement).options, (option) => option.text),
    ).toEqual([
      'Jak najszybciej',
      'Rano (8:00–12:00)',
      'Po południu (12:00–16:00)',
      'Wieczorem (16:00–20:00)',
    ]);
    await form.user.selectOptions(callbackTime, 'Wieczorem (16:00–20:00)');
    await form.user.click(form.name);
    await form.user.paste('Anna Kowalska');
    await form.user.click(form.email);
    await form.user.paste('anna@example.pl');
    await form.user.click(form.phone);
    await form.user.paste('600 100 200');
    await form.user.click(form.consent);
    await form.user.click(form.submit);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual({
      name: 'Anna Kowalska',
      email: 'anna@example.pl',
      phone: '600 100 200',
      loanAmount: '',
      consent: true,
      callbackTime: 'evening',
      formType: 'quick-contact',
      pageName: PAGE,
      ...envelope(),
    });
    await expectToast(
      'Zgłoszenie wysłane',
      'Dziękujemy! Skontaktujemy się z Tobą dziś wieczorem, między 16:00 a 20:00.',
    );
  });
});

describe('Home page quick contact forms', () => {
  beforeEach(() => {
    clearDrafts();
    send.mockReset();
    send.mockResolvedValue({ ok: true });
  });
  afterEach(() => clearToasts());

  it('has one in the hero and one in the closing call to action, each naming its section', async () => {
    const { container, user } = await renderPage(<HomePage />);
    const forms = container.querySelectorAll<HTMLFormElement>('form[data-form="quick-contact"]');
    expect(forms).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const sections = [
      'Strona główna – sekcja powitalna',
      'Strona główna – sekcja wezwania do działania',
    ];
    // Pasted, not typed key by key: the whole home page re-renders slowly under load.
    for (const [index, form] of Array.from(forms).entries()) {
      const scope = within(form);
      await user.click(scope.getByRole('textbox', { name: 'Imię i nazwisko' }));
      await user.paste('Jan Nowak');
      await user.click(scope.getByRole('textbox', { name: 'Adres e-mail' }));
      await user.paste('jan@example.pl');
      await user.click(scope.getByRole('textbox', { name: 'Numer telefonu' }));
      await user.paste('601 202 303');
      await user.click(scope.getByRole('checkbox', { name: /Potwierdzam zapoznanie/ }));
      await user.click(scope.getByRole('button', { name: 'Zadzwońcie do mnie' }));
      await waitFor(() => expect(send).toHaveBeenCalledTimes(index + 1));
      expect(send.mock.calls[index]?.[0]).toEqual({
        name: 'Jan Nowak',
        email: 'jan@example.pl',
        phone: '601 202 303',
        loanAmount: '',
        consent: true,
        callbackTime: 'asap',
        formType: 'quick-contact',
        pageName: sections[index],
        ...envelope(),
      });
      await waitFor(() =>
        expect(scope.getByRole('textbox', { name: 'Imię i nazwisko' })).toHaveValue(''),
      );
    }
  });
});
