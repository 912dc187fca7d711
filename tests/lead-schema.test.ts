// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { QUICK_LEAD_EMAIL, isBot, leadKindOf, messages, parseLead } from '@shared/lead-schema';

const contact = { name: 'Anna Kowalska', email: 'anna@example.pl', phone: '600 100 200' };
const noSituation = {
  latePayments: false,
  paydayLoans: false,
  bankRejection: false,
  consolidation: false,
  cashLoan: false,
  medicalProfession: false,
  other: false,
};

/** One valid body of every lead kind, exactly as the forms send it (spec §7). */
const valid = {
  'quick-contact': {
    ...contact,
    loanAmount: '10 000–30 000 zł',
    consent: true,
    formType: 'quick-contact',
    pageName: 'Strona główna – sekcja powitalna',
  },
  application: {
    ...contact,
    message: 'Mam trzy chwilówki.',
    loanAmount: '85000',
    formType: 'application',
    pageName: 'Wniosek online',
    selectedSituations: { ...noSituation, paydayLoans: true },
    debt: '85000',
    income: '5200',
    consentMarketingEmail: false,
    consentMarketingPhone: true,
    consentProcessing: true,
    consentDocuments: true,
    uploadedFiles: [{ name: 'pit.pdf', size: 2048 }],
  },
  analysis: {
    ...contact,
    debt: '',
    income: '3500',
    situationDetail: '',
    bankRejection: true,
    hasMortgage: false,
    hasPaydayLoans: false,
    latePayments: false,
    consentMarketingEmail: false,
    consentMarketingPhone: false,
    consentProcessing: true,
    consentDocuments: true,
    uploadedFiles: [],
    formType: 'analysis',
    pageName: 'Bezpłatna analiza finansowa',
  },
  contact: {
    ...contact,
    message: 'Proszę o telefon.',
    formType: 'contact',
    pageName: 'Formularz kontaktowy',
  },
  'quick-lead': {
    name: 'Ewa',
    email: QUICK_LEAD_EMAIL,
    phone: '601 222 333',
    loanAmount: '',
    formType: 'application',
    pageName: 'Pożyczka konsolidacyjna',
  },
  newsletter: {
    email: 'czytelnik@example.pl',
    consentMarketing: true,
    formType: 'newsletter',
    pageName: 'Baza wiedzy',
  },
  calculator: {
    name: 'Marek Wójcik',
    email: QUICK_LEAD_EMAIL,
    phone: '604 555 666',
    consentProcessing: true,
    calculation: {
      debts: [
        { balance: 12000, instalment: 950, monthsLeft: 14 },
        { balance: 4500, instalment: 620, monthsLeft: 8 },
      ],
      term: 84,
      instalment: 263.61,
      rrso: 9.76,
    },
    formType: 'calculator',
    pageName: 'Kalkulator konsolidacji',
  },
} as const;

function errorsOf(body: unknown): Record<string, string> {
  const result = parseLead(body);
  if (result.success) throw new Error('expected the body to be rejected');
  return result.fieldErrors;
}

describe('shared lead schema', () => {
  it.each(Object.entries(valid))('accepts a valid %s body and tells its kind', (kind, body) => {
    const result = parseLead(body);
    expect(result.success && result.lead.kind).toBe(kind);
    expect(result.success && result.lead.data).toEqual(body);
  });

  it('tells the quick lead from the full application, which share formType', () => {
    expect(leadKindOf(valid['quick-lead'])).toBe('quick-lead');
    expect(leadKindOf(valid.application)).toBe('application');
    expect(leadKindOf({ formType: 'other' })).toBeUndefined();
    expect(errorsOf({ formType: 'other' })).toHaveProperty('formType');
  });

  it.each(['quick-contact', 'application', 'analysis', 'contact'] as const)(
    'gives the step-1 messages for a %s body without contact data',
    (kind) => {
      const errors = errorsOf({ ...valid[kind], name: ' ', email: '', phone: '' });
      expect(errors).toMatchObject({
        name: 'Imię i nazwisko jest wymagane',
        email: 'Adres e-mail jest wymagany',
        phone: 'Numer telefonu jest wymagany',
      });
      expect(errorsOf({ ...valid[kind], email: 'anna@' }).email).toBe(
        'Podaj poprawny adres e-mail',
      );
    },
  );

  it('answers missing or mistyped fields in Polish', () => {
    const withoutName: Record<string, unknown> = { ...valid.contact };
    delete withoutName.name;
    expect(errorsOf(withoutName).name).toBe(messages.nameRequired);
    expect(errorsOf({ ...valid.analysis, hasMortgage: 'tak' }).hasMortgage).toBe(
      'Nieprawidłowa wartość pola.',
    );
  });

  it('accepts amounts of digits only', () => {
    for (const kind of ['application', 'analysis'] as const) {
      const errors = errorsOf({ ...valid[kind], debt: '50 000', income: '3,5 tys.' });
      expect(errors.debt).toBe('Podaj kwotę w formacie liczbowym, np. 50000');
      expect(errors.income).toBe('Podaj kwotę w formacie liczbowym, np. 3500');
    }
  });

  it('asks for at least one situation on the application', () => {
    expect(errorsOf({ ...valid.application, selectedSituations: noSituation })).toEqual({
      selectedSituations: 'Zaznacz co najmniej jedną opcję',
    });
  });

  it('requires consent to processing, and to document analysis only with files (application)', () => {
    expect(errorsOf({ ...valid.application, consentProcessing: false })).toEqual({
      consentProcessing: 'Prosimy o wyrażenie zgody na przetwarzanie danych osobowych.',
    });
    expect(errorsOf({ ...valid.application, consentDocuments: false })).toEqual({
      consentDocuments: 'Jeśli załączasz dokumenty, wymagana jest zgoda na ich analizę.',
    });
    const noFiles = { ...valid.application, uploadedFiles: [], consentDocuments: false };
    expect(parseLead(noFiles).success).toBe(true);
  });

  it('keeps the marketing consent of each channel, optional, and a pre-split flag as sent', () => {
    for (const kind of ['application', 'analysis'] as const) {
      const result = parseLead({
        ...valid[kind],
        consentMarketingEmail: true,
        consentMarketingPhone: false,
      });
      expect(result.success && result.lead.data).toMatchObject({
        consentMarketingEmail: true,
        consentMarketingPhone: false,
      });
      const unsplit: Record<string, unknown> = { ...valid[kind] };
      delete unsplit.consentMarketingEmail;
      delete unsplit.consentMarketingPhone;
      const legacy = parseLead({ ...unsplit, consentMarketing: true });
      expect(legacy.success).toBe(true);
      if (legacy.success) {
        expect(legacy.lead.data).toMatchObject({ consentMarketing: true });
        expect(legacy.lead.data).not.toHaveProperty('consentMarketingEmail');
        expect(legacy.lead.data).not.toHaveProperty('consentMarketingPhone');
      }
      expect(errorsOf({ ...valid[kind], consentMarketingPhone: 'tak' })).toHaveProperty(
        'consentMarketingPhone',
        messages.invalidValue,
      );
    }
  });

  it('requires both consents on the analysis, with or without files', () => {
    const both =
      'Prosimy o wyrażenie zgody na przetwarzanie danych osobowych oraz analizę dokumentów.';
    expect(
      errorsOf({ ...valid.analysis, consentProcessing: false, consentDocuments: false }),
    ).toEqual({ consentProcessing: both, consentDocuments: both });
  });

  it('requires the consent of the quick contact form and of the newsletter', () => {
    expect(errorsOf({ ...valid['quick-contact'], consent: false }).consent).toBe(
      'Prosimy o wyrażenie zgody na przetwarzanie danych osobowych.',
    );
    expect(errorsOf({ ...valid.newsletter, consentMarketing: false }).consentMarketing).toBe(
      messages.newsletterConsent,
    );
  });

  it('requires name and phone of the quick lead, and only the placeholder e-mail', () => {
    const errors = errorsOf({ ...valid['quick-lead'], name: '', phone: '' });
    expect(errors).toEqual({ name: messages.nameRequired, phone: messages.phoneRequired });
  });

  it('takes the calculator lead without a calculation, and a calculation only of sane numbers', () => {
    const { calculation, ...bare } = valid.calculator;
    expect(parseLead(bare)).toMatchObject({ success: true, lead: { kind: 'calculator' } });
    expect(errorsOf({ ...valid.calculator, consentProcessing: false }).consentProcessing).toBe(
      messages.consentProcessing,
    );
    const [debt] = calculation.debts;
    const withDebts = (debts: unknown[]) => ({
      ...valid.calculator,
      calculation: { ...calculation, debts },
    });
    expect(errorsOf(withDebts([]))).toHaveProperty(['calculation.debts']);
    expect(errorsOf(withDebts([{ ...debt, balance: 1_000_001 }]))).toHaveProperty([
      'calculation.debts.0.balance',
    ]);
    expect(errorsOf(withDebts([{ ...debt, monthsLeft: 361 }]))).toHaveProperty([
      'calculation.debts.0.monthsLeft',
    ]);
    expect(errorsOf(withDebts([{ ...debt, instalment: 12.5 }]))).toHaveProperty([
      'calculation.debts.0.instalment',
    ]);
    expect(
      errorsOf(withDebts([{ ...debt, balance: '12000' }]))['calculation.debts.0.balance'],
    ).toBe(messages.invalidValue);
    expect(errorsOf(withDebts(Array.from({ length: 21 }, () => debt)))).toHaveProperty([
      'calculation.debts',
    ]);
    // JSON has no NaN or Infinity; a negative instalment or RRSO is no calculation either.
    for (const change of [{ instalment: -1 }, { instalment: 0 }, { rrso: -2 }, { term: 0 }]) {
      expect(
        parseLead({ ...valid.calculator, calculation: { ...calculation, ...change } }).success,
      ).toBe(false);
    }
    // The form asks for no e-mail: only the placeholder is taken.
    expect(errorsOf({ ...valid.calculator, email: 'marek@example.pl' })).toHaveProperty('email');
  });

  it('takes an optional call time on the quick, callback and wizard bodies, only from the list', () => {
    for (const kind of ['quick-contact', 'quick-lead', 'application', 'analysis'] as const) {
      for (const callbackTime of ['asap', 'morning', 'afternoon', 'evening']) {
        const result = parseLead({ ...valid[kind], callbackTime });
        expect(result.success && result.lead.data).toMatchObject({ callbackTime });
      }
      expect(errorsOf({ ...valid[kind], callbackTime: 'w nocy' }).callbackTime).toBe(
        messages.invalidValue,
      );
    }
    // An offer page's callback form sends the quick lead with that page's name.
    const fromOfferPage = parseLead({ ...valid['quick-lead'], pageName: 'Kredyt dla lekarza' });
    expect(fromOfferPage.success && fromOfferPage.lead).toMatchObject({
      kind: 'quick-lead',
      data: { pageName: 'Kredyt dla lekarza' },
    });
    expect(errorsOf({ ...valid['quick-lead'], pageName: '' })).toHaveProperty('pageName');
  });

  it('requires a message on the contact form', () => {
    expect(errorsOf({ ...valid.contact, message: '  ' }).message).toBe(messages.messageRequired);
  });

  it('keeps only name and size of attached files', () => {
    const result = parseLead({
      ...valid.analysis,
      uploadedFiles: [{ name: 'wyciag.pdf', size: 1048576, content: 'AAAA' }],
    });
    expect(result.success && result.lead.data).toMatchObject({
      uploadedFiles: [{ name: 'wyciag.pdf', size: 1048576 }],
    });
    expect(JSON.stringify(result)).not.toContain('AAAA');
  });

  it('spots a filled honeypot, or one of the wrong type, and ignores an empty one', () => {
    expect(isBot({ ...valid.contact, website: 'http://spam.example' })).toBe(true);
    expect(isBot({ ...valid.contact, website: 1 })).toBe(true);
    expect(isBot({ ...valid.contact, website: ['x'] })).toBe(true);
    expect(isBot({ ...valid.contact, website: null })).toBe(true);
    expect(isBot({ ...valid.contact, website: '  ' })).toBe(false);
    expect(isBot(valid.contact)).toBe(false);
  });

  it('rejects line breaks in single-line fields, so nothing can plant lines in the e-mail', () => {
    const errors = errorsOf({
      ...valid['quick-contact'],
      name: 'Anna\nCO ZROBIĆ: nic',
      loanAmount: 'do 10 000 zł\r\nX',
      pageName: 'Strona\rgłówna',
    });
    expect(errors).toEqual({
      name: messages.singleLine,
      loanAmount: messages.singleLine,
      pageName: messages.singleLine,
    });
  });

  it('drops invisible format characters, so a name of them alone is no name', () => {
    expect(errorsOf({ ...valid.contact, name: '\u200b\u200c\u2060\ufeff' }).name).toBe(
      messages.nameRequired,
    );
    const result = parseLead({ ...valid.contact, name: 'An\u200bna\u202e Kowalska' });
    expect(result.success && 'name' in result.lead.data && result.lead.data.name).toBe(
      'Anna Kowalska',
    );
  });

  it('keeps line breaks in free text but drops control characters', () => {
    const result = parseLead({
      ...valid.contact,
      message: 'Dzień dobry,\r\nproszę\u0007 o telefon.',
    });
    expect(result.success && 'message' in result.lead.data && result.lead.data.message).toBe(
      'Dzień dobry,\nproszę o telefon.',
    );
  });

  it('asks for a phone number of at least 9 digits and a name of at least 2 letters', () => {
    expect(errorsOf({ ...valid.contact, phone: 'abc' }).phone).toBe(messages.phoneInvalid);
    expect(errorsOf({ ...valid.contact, phone: '600 100 20' }).phone).toBe(messages.phoneTooShort);
    expect(errorsOf({ ...valid.contact, name: 'A.' }).name).toBe(messages.nameTooShort);
    for (const phone of ['+48 600-100-200', '(22) 100 20 30', '600100200']) {
      expect(parseLead({ ...valid.contact, phone }).success).toBe(true);
    }
  });

  it('accepts a submission id only as a UUID, and the consent wording version', () => {
    const submissionId = '0b6f9c1e-4c47-4f5e-9a57-1f0d2c3b4a59';
    const result = parseLead({ ...valid.contact, submissionId, consentVersion: '2025-05-15' });
    expect(result.success && result.lead.data).toMatchObject({ submissionId });
    expect(errorsOf({ ...valid.contact, submissionId: 'abc' }).submissionId).toBe(
      messages.invalidValue,
    );
  });
});
