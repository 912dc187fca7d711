/**
 * The advisers' notification of a lead, in Polish: a subject naming the form and the visitor, and a
 * plain-text and an HTML part listing every field with readable labels and what to do next.
 */
import {
  QUICK_LEAD_EMAIL,
  type Attribution,
  type Calculation,
  type Lead,
  type LeadKind,
  type SituationKey,
} from '../_shared/lead-schema.ts';
import {
  callback,
  callbackSlots,
  callbackTimeLabels,
  workingHours,
  type CallbackTimeId,
} from '../_shared/service-promises.ts';
import {
  amountText,
  formatAmount,
  formatFileSize,
  formatMoney,
  formatPercentValue,
  formatReceivedAt,
  headerSafe,
  telHref,
} from './format.ts';
import type { Notification } from './mail.ts';
import { renderHtml, renderText, type Content, type Field, type Section } from './render.ts';

export const formTitles: Record<LeadKind, string> = {
  'quick-contact': 'Szybki kontakt',
  application: 'Wniosek online',
  analysis: 'Bezpłatna analiza finansowa',
  contact: 'Formularz kontaktowy',
  'quick-lead': 'Szybkie zgłoszenie – prośba o telefon',
  newsletter: 'Zapis do newslettera',
  calculator: 'Kalkulator konsolidacji – wyślij wyliczenie doradcy',
};

export const situationLabels: Record<SituationKey, string> = {
  latePayments: 'Opóźnienia w spłacie',
  paydayLoans: 'Chwilówki',
  bankRejection: 'Odmowa w banku',
  consolidation: 'Chęć konsolidacji',
  cashLoan: 'Kredyt gotówkowy',
  medicalProfession: 'Zawód medyczny',
  other: 'Inna sytuacja',
};

const WORKING_HOURS = `${workingHours.days.short} ${workingHours.from}–${workingHours.to}`;
/**
 * What the quick contact form promises the visitor (its toast, its thank-you page): 30 minutes in
 * working hours, else from the next opening (src/lib/callback-eta.ts tells the visitor which).
 */
const CALL_BACK_QUICKLY = `Oddzwoń w ciągu ${callback.quickContactMinutes} minut (${WORKING_HOURS}; zgłoszenie spoza tych godzin – w najbliższy dzień roboczy od ${workingHours.from}).`;
/** What the wizards and the quick lead promise the visitor (Friday and weekend: Monday). */
const CALL_BACK_IN_A_DAY = `Skontaktuj się z klientem w ciągu ${callback.formHours} godzin (zgłoszenie z piątku, weekendu lub dnia przed świętem – najpóźniej w najbliższy dzień roboczy).`;

/** "Rano (8:00–12:00)"; a lead from a page that did not ask: as soon as possible. */
const callbackTimeText = (time: CallbackTimeId | undefined) => callbackTimeLabels[time ?? 'asap'];

/**
 * The 'Co zrobić' line: the form's promise, or the part of the day the visitor asked for, which
 * then comes first (the toast told the visitor that part of the day).
 */
function callbackAction(promise: string, time: CallbackTimeId | undefined): string {
  if (time === undefined || time === 'asap') return promise;
  const { when, from, to } = callbackSlots[time];
  return `Klient prosi o telefon ${when} (${from}–${to}): zadzwoń w najbliższym takim przedziale w dzień roboczy.`;
}
const FILES_NOTE =
  'Formularz przesyła tylko nazwy i rozmiary plików, nie same pliki – poproś klienta o dokumenty.';

const yesNo = (value: boolean) => (value ? 'Tak' : 'Nie');

/** The visitor's contact details; with `callbackTime`, when to call, beside the phone number. */
function contactSection(
  name: string,
  phone: string,
  email: Field,
  callbackTime?: { time: CallbackTimeId | undefined },
): Section {
  return {
    title: 'Dane kontaktowe',
    fields: [
      { label: 'Imię i nazwisko', value: name },
      { label: 'Telefon', value: phone, href: telHref(phone) },
      ...(callbackTime
        ? [{ label: 'Kiedy dzwonić', value: callbackTimeText(callbackTime.time) }]
        : []),
      email,
    ],
  };
}

const emailField = (email: string): Field => ({
  label: 'E-mail',
  value: email,
  href: `mailto:${email}`,
});

function filesSection(files: readonly { name: string; size: number }[]): Section {
  return {
    title: 'Dokumenty',
    fields: [
      {
        label: 'Załączone pliki',
        value: files.map((file) => `${file.name} (${formatFileSize(file.size)})`),
        empty: 'Brak',
      },
    ],
    ...(files.length > 0 ? { note: FILES_NOTE } : {}),
  };
}

/**
 * The visitor's confirmations and consents. The required box is a confirmation of having read the
 * privacy policy and a request for contact (art. 6(1)(b)), not a consent; marketing is asked per
 * channel. `marketing` is a body from a page built before the split: one box for both channels.
 */
function consentsSection(consents: {
  processing?: boolean;
  marketingEmail?: boolean;
  marketingPhone?: boolean;
  marketing?: boolean;
  newsletter?: boolean;
  documents?: boolean;
}): Section {
  const fields: Field[] = [];
  if (consents.processing !== undefined) {
    fields.push({
      label: 'Zapoznanie z polityką prywatności i prośba o kontakt',
      value: yesNo(consents.processing),
    });
  }
  if (consents.marketingEmail !== undefined) {
    fields.push({ label: 'Zgoda na oferty e-mailem', value: yesNo(consents.marketingEmail) });
  }
  if (consents.marketingPhone !== undefined) {
    fields.push({ label: 'Zgoda na oferty telefonicznie', value: yesNo(consents.marketingPhone) });
  }
  if (consents.marketing !== undefined) {
    fields.push({
      label: 'Zgoda marketingowa (dawny formularz: e-mail lub telefon razem)',
      value: yesNo(consents.marketing),
    });
  }
  if (consents.newsletter !== undefined) {
    fields.push({ label: 'Zgoda na newsletter (e-mail)', value: yesNo(consents.newsletter) });
  }
  if (consents.documents !== undefined) {
    fields.push({ label: 'Prośba o analizę dokumentów', value: yesNo(consents.documents) });
  }
  return { title: 'Zgody i oświadczenia', fields };
}

const whole = (value: number) => formatAmount(String(value));

/**
 * The calculator's result as the visitor saw it: the new credit's term, instalment and RRSO, and
 * the obligations they listed as a table (balance, instalment, instalments left, what is left to
 * pay at those instalments) with the sums; or, sent without a result, that there is none.
 */
function calculationSection(calculation: Calculation | undefined): Section {
  if (!calculation) {
    return {
      title: 'Wyliczenie z kalkulatora',
      fields: [{ label: 'Wyliczenie', value: 'bez wyliczenia (klient nie uzupełnił kalkulatora)' }],
    };
  }
  const { debts } = calculation;
  const sum = (pick: (debt: Calculation['debts'][number]) => number) =>
    debts.reduce((total, debt) => total + pick(debt), 0);
  return {
    title: 'Wyliczenie z kalkulatora',
    fields: [
      { label: 'Okres nowego kredytu', value: `${calculation.term} mies.` },
      { label: 'Nowa rata (wyliczenie klienta)', value: formatMoney(calculation.instalment) },
      { label: 'RRSO (wyliczenie klienta)', value: formatPercentValue(calculation.rrso) },
    ],
    table: {
      caption: 'Zobowiązania podane przez klienta',
      headers: ['Nr', 'Do spłaty', 'Rata', 'Pozostało rat', 'Rata × pozostałe raty'],
      rows: debts.map((debt, index) => [
        `${index + 1}.`,
        whole(debt.balance),
        whole(debt.instalment),
        String(debt.monthsLeft),
        whole(debt.instalment * debt.monthsLeft),
      ]),
      footer: [
        'Razem',
        whole(sum((debt) => debt.balance)),
        whole(sum((debt) => debt.instalment)),
        '',
        whole(sum((debt) => debt.instalment * debt.monthsLeft)),
      ],
    },
    note: 'Wyliczenie jest orientacyjne: oprocentowanie i prowizja z przykładu reprezentatywnego. Strona nie obiecuje klientowi kredytu.',
  };
}

const sourceSection = (kind: LeadKind, pageName: string): Section => ({
  title: 'Źródło',
  fields: [
    { label: 'Formularz', value: formTitles[kind] },
    { label: 'Strona/sekcja', value: pageName },
  ],
});

/**
 * Where the visitor came from, on one line: "google / cpc / kampania-x (wejście: /kredyt-dla-lekarza)";
 * with no campaign tags the referring site, or "bezpośrednio"; "brak danych" from a page built
 * before attribution existed.
 */
export function attributionLine(attribution: Attribution | undefined): string {
  if (!attribution) return 'brak danych';
  const tags = [attribution.source, attribution.medium, attribution.campaign].filter(Boolean);
  let origin = 'bezpośrednio';
  if (tags.length > 0) origin = tags.join(' / ');
  else if (attribution.referrer) origin = `${attribution.referrer} (odnośnik)`;
  return attribution.landingPage ? `${origin} (wejście: ${attribution.landingPage})` : origin;
}

const attributionSection = (attribution: Attribution | undefined): Section => ({
  title: 'Kampania',
  fields: [{ label: 'Źródło', value: attributionLine(attribution) }],
});

type DataOf<K extends LeadKind> = Extract<Lead, { kind: K }>['data'];

/** The two wizards' documents and consents, as both send them. */
function wizardSections(d: DataOf<'application'> | DataOf<'analysis'>): Section[] {
  return [
    filesSection(d.uploadedFiles),
    consentsSection({
      processing: d.consentProcessing,
      marketingEmail: d.consentMarketingEmail,
      marketingPhone: d.consentMarketingPhone,
      marketing: d.consentMarketing,
      documents: d.consentDocuments,
    }),
  ];
}

/** The e-mail field of the forms that ask for no address. */
const NO_EMAIL: Field = { label: 'E-mail', value: 'nie podano (ten formularz nie pyta o e-mail)' };
const PHONE_ONLY = 'Klient nie podał adresu e-mail – kontakt tylko telefoniczny.';

/** The advisers' e-mail content for each form: what to do, and the sections of what was sent. */
const contentFor: { [K in LeadKind]: (d: DataOf<K>) => Content } = {
  'quick-contact': (d) => ({
    action: callbackAction(CALL_BACK_QUICKLY, d.callbackTime),
    replyTo: d.email,
    sections: [
      contactSection(d.name, d.phone, emailField(d.email), { time: d.callbackTime }),
      {
        title: 'Potrzeba',
        fields: [{ label: 'Kwota', value: amountText(d.loanAmount, 'Nie wybrano') }],
      },
      consentsSection({ processing: d.consent }),
      sourceSection('quick-contact', d.pageName),
    ],
  }),

  application: (d) => ({
    action: callbackAction(CALL_BACK_IN_A_DAY, d.callbackTime),
    replyTo: d.email,
    sections: [
      contactSection(d.name, d.phone, emailField(d.email), { time: d.callbackTime }),
      {
        title: 'Sytuacja finansowa',
        fields: [
          { label: 'Kwota', value: amountText(d.loanAmount) },
          { label: 'Zadłużenie', value: amountText(d.debt) },
          { label: 'Dochód netto', value: amountText(d.income) },
          {
            label: 'Sytuacja',
            value: (Object.keys(situationLabels) as SituationKey[])
              .filter((key) => d.selectedSituations[key])
              .map((key) => situationLabels[key]),
            empty: 'Nie zaznaczono',
          },
          { label: 'Wiadomość', value: d.message, empty: 'Brak', multiline: true },
        ],
      },
      ...wizardSections(d),
      sourceSection('application', d.pageName),
    ],
  }),

  analysis: (d) => ({
    action: callbackAction(CALL_BACK_IN_A_DAY, d.callbackTime),
    replyTo: d.email,
    sections: [
      contactSection(d.name, d.phone, emailField(d.email), { time: d.callbackTime }),
      {
        title: 'Sytuacja finansowa',
        fields: [
          { label: 'Zadłużenie', value: amountText(d.debt) },
          { label: 'Dochód netto', value: amountText(d.income) },
          { label: 'Odmowa w banku', value: yesNo(d.bankRejection) },
          { label: 'Kredyt hipoteczny', value: yesNo(d.hasMortgage) },
          { label: 'Chwilówki', value: yesNo(d.hasPaydayLoans) },
          { label: 'Opóźnienia w spłacie', value: yesNo(d.latePayments) },
          { label: 'Opis sytuacji', value: d.situationDetail, empty: 'Brak', multiline: true },
        ],
      },
      ...wizardSections(d),
      sourceSection('analysis', d.pageName),
    ],
  }),

  contact: (d) => ({
    action: 'Odpowiedz najszybciej, jak to możliwe – telefonicznie lub e-mailem.',
    replyTo: d.email,
    sections: [
      contactSection(d.name, d.phone, emailField(d.email)),
      { title: 'Wiadomość', fields: [{ label: 'Wiadomość', value: d.message, multiline: true }] },
      sourceSection('contact', d.pageName),
    ],
  }),

  'quick-lead': (d) => ({
    action: `${callbackAction(CALL_BACK_IN_A_DAY, d.callbackTime)} ${PHONE_ONLY}`,
    sections: [
      contactSection(d.name, d.phone, NO_EMAIL, { time: d.callbackTime }),
      {
        title: 'Potrzeba',
        fields: [{ label: 'Kwota', value: amountText(d.loanAmount, 'Nie wybrano') }],
      },
      sourceSection('quick-lead', d.pageName),
    ],
  }),

  calculator: (d) => ({
    action: `${callbackAction(CALL_BACK_IN_A_DAY, d.callbackTime)} Omów z klientem wyliczenie z kalkulatora. ${PHONE_ONLY}`,
    sections: [
      contactSection(d.name, d.phone, NO_EMAIL, { time: d.callbackTime }),
      calculationSection(d.calculation),
      consentsSection({ processing: d.consentProcessing }),
      sourceSection('calculator', d.pageName),
    ],
  }),

  newsletter: (d) => ({
    action: 'Dopisz adres do listy odbiorców newslettera. Nie trzeba oddzwaniać.',
    replyTo: d.email,
    sections: [
      { title: 'Dane kontaktowe', fields: [emailField(d.email)] },
      consentsSection({ newsletter: d.consentMarketing }),
      sourceSection('newsletter', d.pageName),
    ],
  }),
};

/** What the advisers read about a lead: what to do, and the sections of what was sent. */
export const leadContent = (lead: Lead): Content =>
  (contentFor[lead.kind] as (data: Lead['data']) => Content)(lead.data);

/** "Wniosek online – Anna Kowalska": the form and the visitor, safe for a header or a log line. */
export function describeLead(lead: Lead): string {
  const who = lead.kind === 'newsletter' ? lead.data.email : lead.data.name;
  return headerSafe(`${formTitles[lead.kind]} – ${who}`);
}

/** A reply-to address only when it is a real, single, header-safe address. */
function replyAddress(email: string | undefined): string | undefined {
  if (email === undefined || email === QUICK_LEAD_EMAIL) return undefined;
  const safe = headerSafe(email);
  return /^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(safe) ? safe : undefined;
}

/** What the fields of a lead are called in the e-mail, for the list of what a correction changed. */
const fieldLabels: Record<string, string> = {
  name: 'imię i nazwisko',
  email: 'e-mail',
  phone: 'telefon',
  callbackTime: 'kiedy dzwonić',
  loanAmount: 'kwota',
  message: 'wiadomość',
  debt: 'zadłużenie',
  income: 'dochód netto',
  selectedSituations: 'sytuacja',
  situationDetail: 'opis sytuacji',
  bankRejection: 'odmowa w banku',
  hasMortgage: 'kredyt hipoteczny',
  hasPaydayLoans: 'chwilówki',
  latePayments: 'opóźnienia w spłacie',
  uploadedFiles: 'załączone pliki',
  consent: 'zgody',
  consentProcessing: 'zgody',
  consentMarketing: 'zgody',
  consentMarketingEmail: 'zgody',
  consentMarketingPhone: 'zgody',
  consentDocuments: 'zgody',
  pageName: 'strona',
  calculation: 'wyliczenie z kalkulatora',
};

/** The fields a correction changed, by their names in the e-mail, each once. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  const envelope = new Set(['submissionId', 'consentVersion', 'formType', 'attribution']);
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter(
    (key) => !envelope.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return [...new Set(changed.map((key) => fieldLabels[key] ?? key))];
}

/** What an e-mail says besides the lead itself. */
export interface NotificationContext {
  /** The visitor corrected the lead: what changed, and whether an e-mail about it went out before. */
  correction?: { changed: readonly string[]; afterNotification: boolean };
  /** The store was down: this e-mail is the only record of the lead. */
  notStored?: boolean;
  /** The reader's own signed link to claim the lead (an adviser of the roster). */
  claimLink?: string;
}

/** The label of an adviser's link to a lead, in every e-mail that carries one. */
export const CLAIM_LINK_LABEL = 'Przejmuję zgłoszenie';

/** "Re: Nowe zgłoszenie: Wniosek online – Anna Kowalska": the subject of the lead's thread. */
export const threadSubject = (lead: Lead, reply: boolean, prefix = '') =>
  headerSafe(`${reply ? 'Re: ' : ''}${prefix}Nowe zgłoszenie: ${describeLead(lead)}`);

export const NOT_STORED_NOTICE =
  'to zgłoszenie NIE zostało zapisane w bazie (baza danych była niedostępna). Ta wiadomość jest ' +
  'jego jedyną kopią: wpisz je ręcznie albo poczekaj na uzgodnienie – funkcja zapisze je sama, ' +
  'gdy baza wróci, bez ponownej wiadomości.';

function correctionNotice(correction: NonNullable<NotificationContext['correction']>): string {
  const what = correction.changed.length > 0 ? ` Zmienione: ${correction.changed.join(', ')}.` : '';
  return correction.afterNotification
    ? `klient poprawił dane po wysłaniu zgłoszenia. Poniżej aktualna wersja – kontaktuj się według niej.${what}`
    : `klient poprawił dane, zanim wysłaliśmy powiadomienie. Poniżej aktualna wersja zgłoszenia.${what}`;
}

/** The notification of one validated lead, received at `receivedAt`. */
export function buildNotification(
  lead: Lead,
  receivedAt: Date,
  context: NotificationContext = {},
): Notification {
  const content = leadContent(lead);
  const replyTo = replyAddress(content.replyTo);
  const notices = [
    ...(context.notStored ? [NOT_STORED_NOTICE] : []),
    ...(context.correction ? [correctionNotice(context.correction)] : []),
  ];
  const full: Content = {
    ...content,
    replyTo,
    ...(notices.length > 0 ? { notice: notices.join(' ') } : {}),
    ...(context.claimLink ? { link: { label: CLAIM_LINK_LABEL, href: context.claimLink } } : {}),
    sections: [...content.sections, attributionSection(lead.data.attribution)],
  };
  const prefix = context.notStored ? '[NIEZAPISANE] ' : '';
  const title = context.correction ? 'Poprawione zgłoszenie' : 'Nowe zgłoszenie';
  // One subject for the lead's thread: a correction after the first e-mail answers it ("Re:").
  const subject = threadSubject(lead, context.correction?.afterNotification === true, prefix);
  const received = formatReceivedAt(receivedAt);
  const heading = `${title}: ${formTitles[lead.kind]}`;
  return {
    subject,
    text: renderText(heading, full, received),
    html: renderHtml(heading, full, received, subject),
    ...(replyTo ? { replyTo } : {}),
    ...(context.claimLink ? { link: context.claimLink } : {}),
  };
}

/** What the digest lists of each held lead: when, which form, who, how to reach them. */
export interface HeldLead {
  lead: Lead;
  receivedAt: Date;
}

/**
 * The advisers' digest of held leads: true repeats of a lead they were already sent (the same form
 * with the same content, from another device or after a while), stored but not e-mailed one by
 * one. Nothing in it needs a call of its own; it lets the advisers see that the person came back.
 */
export function buildHeldDigest(held: readonly HeldLead[]): Notification {
  const title = `Powtórzone zgłoszenia (${held.length})`;
  const content: Content = {
    action:
      'Nic nowego do zrobienia: każde z tych zgłoszeń powtarza treść zgłoszenia, które już dostaliście. ' +
      'Jeśli z tą osobą nikt jeszcze nie rozmawiał, zadzwoń według pierwszego zgłoszenia.',
    sections: held.map(({ lead, receivedAt }) => {
      const data = lead.data as { name?: string; phone?: string; email?: string };
      const email = contactEmail(data.email);
      return {
        title: `${formatReceivedAt(receivedAt)} – ${formTitles[lead.kind]}`,
        fields: [
          { label: 'Imię i nazwisko', value: data.name ?? '' },
          ...(data.phone
            ? [{ label: 'Telefon', value: data.phone, href: telHref(data.phone) }]
            : []),
          ...(email ? [emailField(email)] : []),
          { label: 'Strona/sekcja', value: lead.data.pageName },
        ],
      };
    }),
  };
  const subject = headerSafe(`${title}: zapisane, bez osobnych wiadomości`);
  // "Otrzymano": when the first of them came.
  const first = formatReceivedAt(held[0]?.receivedAt ?? new Date(0));
  return {
    subject,
    text: renderText(title, content, first),
    html: renderHtml(title, content, first, subject),
  };
}

const contactEmail = (email: string | undefined) =>
  email && email !== QUICK_LEAD_EMAIL ? email : undefined;
