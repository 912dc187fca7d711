/**
 * The advisers' notification of a lead, in Polish: a subject naming the form and the visitor, and a
 * plain-text and an HTML part listing every field with readable labels and what to do next.
 */
import {
  QUICK_LEAD_EMAIL,
  type Lead,
  type LeadKind,
  type SituationKey,
} from '../_shared/lead-schema.ts';
import { amountText, formatFileSize, formatReceivedAt, headerSafe, telHref } from './format.ts';
import type { Notification } from './mail.ts';
import { renderHtml, renderText, type Content, type Field, type Section } from './render.ts';

export const formTitles: Record<LeadKind, string> = {
  'quick-contact': 'Szybki kontakt',
  application: 'Wniosek online',
  analysis: 'Bezpłatna analiza finansowa',
  contact: 'Formularz kontaktowy',
  'quick-lead': 'Szybkie zgłoszenie – pożyczka konsolidacyjna',
  newsletter: 'Zapis do newslettera',
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

const CALL_BACK_QUICKLY =
  'Oddzwoń w ciągu 30 minut (pn.–pt. 8:00–20:00; w weekend w ciągu 24 godzin).';
const CALL_BACK_IN_A_DAY = 'Skontaktuj się z klientem w ciągu 24 godzin.';
const FILES_NOTE =
  'Formularz przesyła tylko nazwy i rozmiary plików, nie same pliki – poproś klienta o dokumenty.';

const yesNo = (value: boolean) => (value ? 'Tak' : 'Nie');

function contactSection(name: string, phone: string, email: Field): Section {
  return {
    title: 'Dane kontaktowe',
    fields: [
      { label: 'Imię i nazwisko', value: name },
      { label: 'Telefon', value: phone, href: telHref(phone) },
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

const sourceSection = (kind: LeadKind, pageName: string): Section => ({
  title: 'Źródło',
  fields: [
    { label: 'Formularz', value: formTitles[kind] },
    { label: 'Strona/sekcja', value: pageName },
  ],
});

function contentOf(lead: Lead): Content {
  switch (lead.kind) {
    case 'quick-contact': {
      const d = lead.data;
      return {
        action: CALL_BACK_QUICKLY,
        replyTo: d.email,
        sections: [
          contactSection(d.name, d.phone, emailField(d.email)),
          {
            title: 'Potrzeba',
            fields: [{ label: 'Kwota', value: amountText(d.loanAmount, 'Nie wybrano') }],
          },
          consentsSection({ processing: d.consent }),
          sourceSection(lead.kind, d.pageName),
        ],
      };
    }
    case 'application': {
      const d = lead.data;
      const situations = (Object.keys(situationLabels) as SituationKey[])
        .filter((key) => d.selectedSituations[key])
        .map((key) => situationLabels[key]);
      return {
        action: CALL_BACK_IN_A_DAY,
        replyTo: d.email,
        sections: [
          contactSection(d.name, d.phone, emailField(d.email)),
          {
            title: 'Sytuacja finansowa',
            fields: [
              { label: 'Kwota', value: amountText(d.loanAmount) },
              { label: 'Zadłużenie', value: amountText(d.debt) },
              { label: 'Dochód netto', value: amountText(d.income) },
              { label: 'Sytuacja', value: situations, empty: 'Nie zaznaczono' },
              { label: 'Wiadomość', value: d.message, empty: 'Brak' },
            ],
          },
          filesSection(d.uploadedFiles),
          consentsSection({
            processing: d.consentProcessing,
            marketingEmail: d.consentMarketingEmail,
            marketingPhone: d.consentMarketingPhone,
            marketing: d.consentMarketing,
            documents: d.consentDocuments,
          }),
          sourceSection(lead.kind, d.pageName),
        ],
      };
    }
    case 'analysis': {
      const d = lead.data;
      return {
        action: CALL_BACK_IN_A_DAY,
        replyTo: d.email,
        sections: [
          contactSection(d.name, d.phone, emailField(d.email)),
          {
            title: 'Sytuacja finansowa',
            fields: [
              { label: 'Zadłużenie', value: amountText(d.debt) },
              { label: 'Dochód netto', value: amountText(d.income) },
              { label: 'Odmowa w banku', value: yesNo(d.bankRejection) },
              { label: 'Kredyt hipoteczny', value: yesNo(d.hasMortgage) },
              { label: 'Chwilówki', value: yesNo(d.hasPaydayLoans) },
              { label: 'Opóźnienia w spłacie', value: yesNo(d.latePayments) },
              { label: 'Opis sytuacji', value: d.situationDetail, empty: 'Brak' },
            ],
          },
          filesSection(d.uploadedFiles),
          consentsSection({
            processing: d.consentProcessing,
            marketingEmail: d.consentMarketingEmail,
            marketingPhone: d.consentMarketingPhone,
            marketing: d.consentMarketing,
            documents: d.consentDocuments,
          }),
          sourceSection(lead.kind, d.pageName),
        ],
      };
    }
    case 'contact': {
      const d = lead.data;
      return {
        action: 'Odpowiedz najszybciej, jak to możliwe – telefonicznie lub e-mailem.',
        replyTo: d.email,
        sections: [
          contactSection(d.name, d.phone, emailField(d.email)),
          { title: 'Wiadomość', fields: [{ label: 'Wiadomość', value: d.message }] },
          sourceSection(lead.kind, d.pageName),
        ],
      };
    }
    case 'quick-lead': {
      const d = lead.data;
      return {
        action: `${CALL_BACK_QUICKLY} Klient nie podał adresu e-mail – kontakt tylko telefoniczny.`,
        sections: [
          contactSection(d.name, d.phone, {
            label: 'E-mail',
            value: 'nie podano (ten formularz nie pyta o e-mail)',
          }),
          {
            title: 'Potrzeba',
            fields: [{ label: 'Kwota', value: amountText(d.loanAmount, 'Nie wybrano') }],
          },
          sourceSection(lead.kind, d.pageName),
        ],
      };
    }
    case 'newsletter': {
      const d = lead.data;
      return {
        action: 'Dopisz adres do listy odbiorców newslettera. Nie trzeba oddzwaniać.',
        replyTo: d.email,
        sections: [
          { title: 'Dane kontaktowe', fields: [emailField(d.email)] },
          consentsSection({ newsletter: d.consentMarketing }),
          sourceSection(lead.kind, d.pageName),
        ],
      };
    }
  }
}

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

/** The notification of one validated lead, received at `receivedAt`. */
export function buildNotification(lead: Lead, receivedAt: Date): Notification {
  const content = contentOf(lead);
  const replyTo = replyAddress(content.replyTo);
  const full: Content = { ...content, replyTo };
  const subject = headerSafe(`Nowe zgłoszenie: ${describeLead(lead)}`);
  const received = formatReceivedAt(receivedAt);
  const heading = `Nowe zgłoszenie: ${formTitles[lead.kind]}`;
  return {
    subject,
    text: renderText(heading, full, received),
    html: renderHtml(heading, full, received, subject),
    ...(replyTo ? { replyTo } : {}),
  };
}
