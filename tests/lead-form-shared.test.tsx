/**
 * What every single-step lead form (contact, quick contact, quick lead, newsletter, the
 * calculator's callback) does alike,
 * run over a table of the forms: spec names and required controls, the spec's required-field
 * messages (exact), focus on the first invalid field, the malformed e-mail, the consent asked for
 * on its own, a later required field left alone empty (focused past the filled ones), the spec body
 * and the success toast with a cleared form, the honeypot, one send per double click, and a failed
 * send (fault injected through the mocked send) that loses nothing.
 * What differs per form stays in its own file.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCalculation } from '@/features/calculator/calculation-store';
import { CalculatorLeadForm } from '@/features/leads/calculator-lead-form';
import { ContactForm } from '@/features/leads/contact-form';
import { NewsletterForm } from '@/features/leads/newsletter-form';
import { QuickContactForm } from '@/features/leads/quick-contact-form';
import { QuickLeadForm } from '@/features/leads/quick-lead-form';
import { sendLead, type SendLeadResult } from '@/features/leads/send-lead';
import {
  clearDrafts,
  clearToasts,
  deferred,
  envelope,
  expectToast,
  formOf,
  honeypotOf,
  renderForm,
} from './lead-forms';

vi.mock('@/features/leads/send-lead');
// The send is mocked: the supabase-js client the forms start loading on a first focus is never used.
vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));
const send = vi.mocked(sendLead);

interface Field {
  label: string;
  role: 'textbox' | 'combobox';
  /** The control's `name` (the spec's field name). */
  name: string;
  type?: 'email' | 'tel';
  /** The spec's message when it is left empty; absent for an optional field. */
  required?: string;
  /** What a visitor enters (an option's value for a combobox). */
  value: string;
}

interface Toast {
  title: string;
  description: string;
}

interface FormCase {
  /** The form's `data-form`. */
  form: string;
  ui: () => ReactNode;
  submit: string;
  fields: Field[];
  consent?: { label: RegExp; name: string; message: string; toast?: Toast };
  /** The toast of an empty send, when the form shows one. */
  missing?: Toast;
  malformedEmail?: { typed: string; completion: string };
  privacyLink?: string;
  body: Record<string, unknown>;
  success: Toast;
  /** 'formularza' or 'zgłoszenia' in the failure toast. */
  failureWord: string;
}

const REQUIRED = {
  name: 'Imię i nazwisko jest wymagane',
  email: 'Adres e-mail jest wymagany',
  phone: 'Numer telefonu jest wymagany',
};
const PROCESSING_CONSENT = 'Prosimy o wyrażenie zgody na przetwarzanie danych osobowych.';
const PAGE = 'Strona główna – sekcja powitalna';

const cases: FormCase[] = [
  {
    form: 'contact',
    ui: () => <ContactForm />,
    submit: 'Wyślij wiadomość',
    fields: [
      {
        label: 'Imię i nazwisko',
        role: 'textbox',
        name: 'name',
        required: REQUIRED.name,
        value: 'Jan Nowak',
      },
      {
        label: 'Adres e-mail',
        role: 'textbox',
        name: 'email',
        type: 'email',
        required: REQUIRED.email,
        value: 'jan@example.pl',
      },
      {
        label: 'Numer telefonu',
        role: 'textbox',
        name: 'phone',
        type: 'tel',
        required: REQUIRED.phone,
        value: '+48 501 202 303',
      },
      {
        label: 'Wiadomość',
        role: 'textbox',
        name: 'message',
        required: 'Napisz, w czym możemy pomóc',
        value: 'Proszę o kontakt w sprawie konsolidacji.',
      },
    ],
    consent: {
      label: /Potwierdzam zapoznanie/,
      name: 'consent',
      message: PROCESSING_CONSENT,
      toast: { title: 'Wymagana zgoda', description: PROCESSING_CONSENT },
    },
    missing: { title: 'Sprawdź dane', description: 'Wypełnij wszystkie wymagane pola poprawnie.' },
    malformedEmail: { typed: 'jan@', completion: 'example.pl' },
    privacyLink: 'polityką prywatności',
    body: {
      name: 'Jan Nowak',
      email: 'jan@example.pl',
      phone: '+48 501 202 303',
      message: 'Proszę o kontakt w sprawie konsolidacji.',
      formType: 'contact',
      pageName: 'Formularz kontaktowy',
      ...envelope(),
    },
    success: {
      title: 'Formularz wysłany',
      description: 'Dziękujemy za kontakt. Odezwiemy się najszybciej jak to możliwe.',
    },
    failureWord: 'formularza',
  },
  {
    form: 'quick-contact',
    ui: () => <QuickContactForm pageName={PAGE} title="Oddzwonimy" />,
    submit: 'Zadzwońcie do mnie',
    fields: [
      {
        label: 'Imię i nazwisko',
        role: 'textbox',
        name: 'name',
        required: REQUIRED.name,
        value: 'Anna Kowalska',
      },
      {
        label: 'Adres e-mail',
        role: 'textbox',
        name: 'email',
        type: 'email',
        required: REQUIRED.email,
        value: 'anna@example.pl',
      },
      {
        label: 'Numer telefonu',
        role: 'textbox',
        name: 'phone',
        type: 'tel',
        required: REQUIRED.phone,
        value: '600 100 200',
      },
      {
        label: 'Kwota zobowiązań',
        role: 'combobox',
        name: 'loanAmount',
        value: '30 000–50 000 zł',
      },
    ],
    consent: {
      label: /Potwierdzam zapoznanie/,
      name: 'consent',
      message: PROCESSING_CONSENT,
      toast: { title: 'Wymagana zgoda', description: PROCESSING_CONSENT },
    },
    missing: {
      title: 'Uzupełnij dane',
      description: 'Prosimy o podanie imienia, emaila i telefonu.',
    },
    malformedEmail: { typed: 'anna-at-example', completion: '.pl' },
    privacyLink: 'polityką prywatności',
    body: {
      name: 'Anna Kowalska',
      email: 'anna@example.pl',
      phone: '600 100 200',
      loanAmount: '30 000–50 000 zł',
      consent: true,
      callbackTime: 'asap',
      formType: 'quick-contact',
      pageName: PAGE,
      ...envelope(),
    },
    success: {
      title: 'Zgłoszenie wysłane',
      description: 'Dziękujemy! Skontaktujemy się z Tobą w ciągu 30 minut.',
    },
    failureWord: 'zgłoszenia',
  },
  {
    form: 'quick-lead',
    ui: () => <QuickLeadForm />,
    submit: 'Wyślij zgłoszenie',
    fields: [
      {
        label: 'Imię i nazwisko',
        role: 'textbox',
        name: 'name',
        required: REQUIRED.name,
        value: 'Ewa Wiśniewska',
      },
      {
        label: 'Numer telefonu',
        role: 'textbox',
        name: 'phone',
        type: 'tel',
        required: REQUIRED.phone,
        value: '601 222 333',
      },
      { label: 'Kwota zobowiązań', role: 'combobox', name: 'loanAmount', value: 'do 10 000 zł' },
    ],
    missing: { title: 'Uzupełnij dane', description: 'Prosimy o podanie imienia i telefonu.' },
    body: {
      name: 'Ewa Wiśniewska',
      email: 'brak-emaila@lead.invalid',
      phone: '601 222 333',
      loanAmount: 'do 10 000 zł',
      callbackTime: 'asap',
      formType: 'application',
      pageName: 'Pożyczka konsolidacyjna',
      ...envelope({ consent: false }),
    },
    success: {
      title: 'Zgłoszenie wysłane',
      description: 'Dziękujemy! Skontaktujemy się z Tobą w ciągu 24 godzin.',
    },
    failureWord: 'zgłoszenia',
  },
  {
    // With no result on the calculator (none here) it sends name and phone alone.
    form: 'calculator-lead',
    ui: () => <CalculatorLeadForm readCalculation={getCalculation} />,
    submit: 'Wyślij wyliczenie doradcy',
    fields: [
      {
        label: 'Imię i nazwisko',
        role: 'textbox',
        name: 'name',
        required: REQUIRED.name,
        value: 'Marek Wójcik',
      },
      {
        label: 'Numer telefonu',
        role: 'textbox',
        name: 'phone',
        type: 'tel',
        required: REQUIRED.phone,
        value: '604 555 666',
      },
    ],
    consent: {
      label: /Potwierdzam zapoznanie/,
      name: 'consent',
      message: PROCESSING_CONSENT,
      toast: { title: 'Wymagana zgoda', description: PROCESSING_CONSENT },
    },
    missing: { title: 'Uzupełnij dane', description: 'Prosimy o podanie imienia i telefonu.' },
    privacyLink: 'polityką prywatności',
    body: {
      name: 'Marek Wójcik',
      email: 'brak-emaila@lead.invalid',
      phone: '604 555 666',
      consentProcessing: true,
      callbackTime: 'asap',
      formType: 'calculator',
      pageName: 'Kalkulator konsolidacji',
      ...envelope(),
    },
    success: {
      title: 'Zgłoszenie wysłane',
      description: 'Dziękujemy! Skontaktujemy się z Tobą w ciągu 24 godzin.',
    },
    failureWord: 'zgłoszenia',
  },
  {
    form: 'newsletter',
    ui: () => <NewsletterForm />,
    submit: 'Zapisz się',
    fields: [
      {
        label: 'Adres e-mail',
        role: 'textbox',
        name: 'email',
        type: 'email',
        required: REQUIRED.email,
        value: 'czytelnik@example.pl',
      },
    ],
    consent: {
      label: /newsletter/,
      name: 'consentMarketing',
      message: 'Zaznacz zgodę, abyśmy mogli wysyłać Ci newsletter.',
    },
    malformedEmail: { typed: 'czytelnik', completion: '@example.pl' },
    privacyLink: 'polityka prywatności',
    body: {
      email: 'czytelnik@example.pl',
      consentMarketing: true,
      formType: 'newsletter',
      pageName: 'Baza wiedzy',
      ...envelope(),
    },
    success: {
      title: 'Sprawdź skrzynkę e-mail',
      description:
        'Wysłaliśmy Ci wiadomość z linkiem potwierdzającym. Kliknij go, aby zacząć otrzymywać newsletter.',
    },
    failureWord: 'zgłoszenia',
  },
];

function setup(entry: FormCase) {
  const view = renderForm(entry.ui());
  const form = formOf(view.container, entry.form);
  const scope = within(form);
  const control = (field: Field) =>
    scope.getByRole<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(field.role, {
      name: field.label,
    });
  const consent = entry.consent
    ? scope.getByRole('checkbox', { name: entry.consent.label })
    : undefined;
  const submit = () => scope.getByRole('button', { name: entry.submit });
  return { ...view, form, control, consent, submit };
}

type View = ReturnType<typeof setup>;

async function fillAll(user: UserEvent, entry: FormCase, view: View) {
  for (const field of entry.fields) {
    if (field.role === 'combobox') await user.selectOptions(view.control(field), field.value);
    else {
      // Pasted in one input event (the per-key path is covered by the clearing test).
      await user.click(view.control(field));
      await user.paste(field.value);
    }
  }
  if (view.consent) await user.click(view.consent);
}

const required = (entry: FormCase) => entry.fields.filter((field) => field.required);

beforeEach(() => {
  clearDrafts();
  send.mockReset();
  send.mockResolvedValue({ ok: true });
  // Sent in working hours, on Monday 23 November 2026 at 10:00 in Warsaw: the toasts say the
  // spec's words (other hours: callback-eta.test.ts).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00+01:00'));
});
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe.each(cases)('The $form form', (entry) => {
  it('is a noValidate form whose controls carry the spec names, types and required flags; the consent starts unticked', () => {
    const view = setup(entry);
    expect(view.form).toHaveAttribute('novalidate');
    // Without JavaScript a GET would put the visitor's data in the address, the history and logs.
    expect(view.form).toHaveAttribute('method', 'post');
    for (const field of entry.fields) {
      const control = view.control(field);
      expect(control).toHaveAttribute('name', field.name);
      if (field.type) expect(control).toHaveAttribute('type', field.type);
      if (field.required) expect(control).toBeRequired();
      else expect(control).not.toBeRequired();
    }
    if (entry.consent) {
      expect(view.consent).toHaveAttribute('name', entry.consent.name);
      expect(view.consent).toBeRequired();
      expect(view.consent).not.toBeChecked();
    }
    if (entry.privacyLink) {
      expect(within(view.form).getByRole('link', { name: entry.privacyLink })).toHaveAttribute(
        'href',
        '/polityka-prywatnosci',
      );
    }
  });

  it('sent empty: the spec message on every required field, the toast, focus on the first one, nothing sent', async () => {
    const view = setup(entry);
    await view.user.click(view.submit());

    const [first] = required(entry);
    if (!first?.required) throw new Error('a lead form has a required field');
    if (entry.missing) await expectToast(entry.missing.title, entry.missing.description);
    else await screen.findByText(first.required);
    for (const field of required(entry)) {
      expect(view.control(field)).toHaveAccessibleDescription(field.required);
      expect(view.control(field)).toHaveAttribute('aria-invalid', 'true');
    }
    if (entry.consent) {
      expect(view.consent).toHaveAccessibleDescription(entry.consent.message);
      expect(view.consent).toHaveAttribute('aria-invalid', 'true');
      // Missing fields are announced first, not the consent.
      if (entry.consent.toast) {
        expect(screen.queryByText(entry.consent.toast.title)).not.toBeInTheDocument();
      }
    }
    expect(view.control(first)).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('clears each message as its field is edited, and only that one', async () => {
    const view = setup(entry);
    await view.user.click(view.submit());
    const fields = required(entry);
    await screen.findByText(fields[0]?.required ?? '');

    for (const [index, field] of fields.entries()) {
      await view.user.type(view.control(field), 'a');
      expect(screen.queryByText(field.required ?? '')).not.toBeInTheDocument();
      expect(view.control(field)).not.toHaveAttribute('aria-invalid');
      const later = fields[index + 1];
      if (later) expect(screen.getByText(later.required ?? '')).toBeInTheDocument();
    }
    if (entry.consent && view.consent) {
      expect(within(view.form).getByText(entry.consent.message)).toBeInTheDocument();
      await view.user.click(view.consent);
      expect(within(view.form).queryByText(entry.consent.message)).not.toBeInTheDocument();
    }
  });

  it('sends exactly the spec body once, then shows the success toast and clears the form', async () => {
    const view = setup(entry);
    await fillAll(view.user, entry, view);
    await view.user.click(view.submit());

    await expectToast(entry.success.title, entry.success.description);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual(entry.body);
    for (const field of entry.fields) expect(view.control(field)).toHaveValue('');
    if (view.consent) expect(view.consent).not.toBeChecked();
  });

  it('adds the honeypot to the body when the hidden field is filled', async () => {
    const view = setup(entry);
    await fillAll(view.user, entry, view);
    await view.user.click(honeypotOf(view.form));
    await view.user.paste('https://spam.example');
    await view.user.click(view.submit());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual({ ...entry.body, website: 'https://spam.example' });
  });

  it("reads 'Wysyłanie...' and is disabled while sending; a double click or repeated submits send once", async () => {
    const pending = deferred<SendLeadResult>();
    send.mockReturnValue(pending.promise);
    const view = setup(entry);
    await fillAll(view.user, entry, view);
    await view.user.dblClick(view.submit());

    expect(await screen.findByRole('button', { name: 'Wysyłanie...' })).toBeDisabled();
    expect(send).toHaveBeenCalledTimes(1);
    // Submits that bypass the disabled button (Enter in a field) while the first is in flight.
    fireEvent.submit(view.form);
    fireEvent.submit(view.form);
    await act(async () => {});

    pending.resolve({ ok: true });
    // Settled: thanked and cleared. Had a repeated submit got through, it would have been sent
    // with the values it read before this point.
    await expectToast(entry.success.title, entry.success.description);
    expect(await screen.findByRole('button', { name: entry.submit })).toBeEnabled();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('after a failed send shows the failure toast with the details and keeps every entry', async () => {
    send.mockResolvedValue({ ok: false, detail: 'Serwer chwilowo niedostępny.', retryable: false });
    const view = setup(entry);
    await fillAll(view.user, entry, view);
    await view.user.click(view.submit());

    await expectToast(
      'Błąd wysyłania',
      `Wystąpił problem z wysłaniem ${entry.failureWord}. Spróbuj ponownie lub skontaktuj się telefonicznie. Szczegóły: Serwer chwilowo niedostępny.`,
    );
    for (const field of entry.fields) expect(view.control(field)).toHaveValue(field.value);
    if (view.consent) expect(view.consent).toBeChecked();
    expect(view.submit()).toBeEnabled();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe.each(cases.filter((entry) => entry.malformedEmail))(
  'The $form form, its e-mail',
  (entry) => {
    it('rejects a malformed e-mail inline, focusing it, until it is edited', async () => {
      const malformed = entry.malformedEmail;
      const email = entry.fields.find((field) => field.name === 'email');
      if (!malformed || !email) throw new Error('no e-mail field');
      const view = setup(entry);
      await fillAll(view.user, entry, view);
      await view.user.clear(view.control(email));
      await view.user.click(view.control(email));
      await view.user.paste(malformed.typed);
      await view.user.click(view.submit());

      expect(await screen.findByText('Podaj poprawny adres e-mail')).toBeInTheDocument();
      expect(view.control(email)).toHaveAccessibleDescription('Podaj poprawny adres e-mail');
      expect(view.control(email)).toHaveFocus();
      expect(send).not.toHaveBeenCalled();
      await view.user.click(view.control(email));
      await view.user.paste(malformed.completion);
      expect(screen.queryByText('Podaj poprawny adres e-mail')).not.toBeInTheDocument();
    });
  },
);

describe.each(cases.filter((entry) => entry.consent))('The $form form, its consent', (entry) => {
  it('with everything else filled in, asks only for the consent, focusing the box', async () => {
    const view = setup(entry);
    const consent = entry.consent;
    if (!consent || !view.consent) throw new Error('no consent');
    await fillAll(view.user, entry, view);
    await view.user.click(view.consent);
    await view.user.click(view.submit());

    if (consent.toast) await expectToast(consent.toast.title, consent.toast.description);
    else await within(view.form).findByText(consent.message);
    expect(view.consent).toHaveAccessibleDescription(consent.message);
    expect(view.consent).toHaveAttribute('aria-invalid', 'true');
    expect(view.consent).toHaveFocus();
    if (entry.missing) expect(screen.queryByText(entry.missing.title)).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});

describe.each(cases.filter((entry) => required(entry).length > 1))(
  'The $form form, its last required field',
  (entry) => {
    it('left alone empty (the rest filled, the consent given): asks only for it, focusing it, until it is edited', async () => {
      const view = setup(entry);
      const last = required(entry).at(-1);
      if (!last?.required) throw new Error('no second required field');
      for (const field of entry.fields.filter((field) => field !== last)) {
        if (field.role === 'combobox')
          await view.user.selectOptions(view.control(field), field.value);
        else {
          await view.user.click(view.control(field));
          await view.user.paste(field.value);
        }
      }
      if (view.consent) await view.user.click(view.consent);
      await view.user.click(view.submit());

      if (entry.missing) await expectToast(entry.missing.title, entry.missing.description);
      expect(await screen.findByText(last.required)).toBeInTheDocument();
      expect(view.control(last)).toHaveFocus();
      for (const field of required(entry).filter((field) => field !== last)) {
        expect(screen.queryByText(field.required ?? '')).not.toBeInTheDocument();
        expect(view.control(field)).not.toHaveAttribute('aria-invalid');
      }
      if (entry.consent) {
        expect(view.consent).not.toHaveAttribute('aria-invalid');
        expect(within(view.form).queryByText(entry.consent.message)).not.toBeInTheDocument();
        if (entry.consent.toast) {
          expect(screen.queryByText(entry.consent.toast.title)).not.toBeInTheDocument();
        }
      }
      expect(send).not.toHaveBeenCalled();

      await view.user.type(view.control(last), '6');
      expect(screen.queryByText(last.required)).not.toBeInTheDocument();
      expect(view.control(last)).not.toHaveAttribute('aria-invalid');
    });
  },
);
