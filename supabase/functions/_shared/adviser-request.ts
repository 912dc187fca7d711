/**
 * What the advisers' page (/doradca/zgloszenie) sends to the send-email function, and what it gets
 * back, defined once for both. An adviser opens the page from the signed link of an e-mail about
 * a lead; the page shows the lead ('show', which changes nothing: mail scanners open links), and
 * only the buttons claim it ('claim') or record an outcome ('outcome'). The link (its token) says
 * which lead and which adviser; the function checks its signature, its expiry and that the
 * adviser is still on the roster.
 */
import { z } from 'zod';
import { optionalText } from './lead-schema.ts';

/**
 * The advisers' page: the site's route, and where the function's links point (the token follows
 * after '#', so it reaches no server log and no Referer). Defined in ./adviser-path.ts, which the
 * site's route table reads without this schema.
 */
export { ADVISER_LEAD_PATH } from './adviser-path.ts';

/** The outcomes an adviser records, in the order a lead usually goes through them. */
export const outcomeIds = [
  'conversation',
  'no-answer',
  'meeting',
  'application',
  'payout',
  'declined',
] as const;
export type OutcomeId = (typeof outcomeIds)[number];

/** Each outcome as the page's buttons, the team's e-mails and the owner's figures name it. */
export const outcomeLabels: Record<OutcomeId, string> = {
  conversation: 'Rozmowa odbyta',
  'no-answer': 'Nie odbiera',
  meeting: 'Umówione spotkanie',
  application: 'Wniosek złożony',
  payout: 'Decyzja pozytywna / wypłata',
  declined: 'Rezygnacja lub brak zdolności',
};

/** The outcomes that need a moment ('no-answer': when to try again; 'meeting': when it is). */
export const outcomesWithMoment = ['no-answer', 'meeting'] as const satisfies readonly OutcomeId[];
/** The outcome that needs a reason. */
export const outcomeWithReason = 'declined' satisfies OutcomeId;

export const adviserMessages = {
  outcomeRequired: 'Wybierz, jak zakończył się kontakt.',
  momentRequired: 'Podaj dzień i godzinę.',
  momentInvalid: 'Podaj dzień i godzinę w przyszłości, najpóźniej za 90 dni.',
  reasonRequired: 'Wpisz krótko powód.',
  invalidLink:
    'Ten link jest niepełny lub nieprawidłowy. Otwórz go jeszcze raz z wiadomości e-mail o zgłoszeniu.',
  expiredLink:
    'Ten link wygasł. Otwórz najnowszą wiadomość o tym zgłoszeniu albo poproś kierownika o pomoc.',
  revokedLink: 'Ten link nie jest już aktywny: nie ma Cię na liście doradców.',
  leadGone: 'Tego zgłoszenia nie ma już w bazie: zostało usunięte.',
  notOwner: 'Wynik zapisuje osoba, która prowadzi zgłoszenie.',
  tryAgain: 'Nie udało się teraz zapisać zmiany. Spróbuj ponownie za chwilę.',
} as const;

/** How far ahead a 'no-answer' retry or a meeting may be set. */
export const MAX_FOLLOW_UP_DAYS = 90;

/** The signed token of a link: letters, digits, '.', '-' and '_' (base64url parts). */
const linkField = z
  .string()
  .trim()
  .min(20, adviserMessages.invalidLink)
  .max(400, adviserMessages.invalidLink)
  .regex(/^[A-Za-z0-9._-]+$/, adviserMessages.invalidLink);

/** A moment as the page sends it: an ISO 8601 date and time with its offset. */
const momentField = z.iso.datetime({ offset: true, error: adviserMessages.momentInvalid });

export const adviserRequestSchema = z.discriminatedUnion('action', [
  z.object({ formType: z.literal('adviser'), action: z.literal('show'), link: linkField }),
  z.object({ formType: z.literal('adviser'), action: z.literal('claim'), link: linkField }),
  z
    .object({
      formType: z.literal('adviser'),
      action: z.literal('outcome'),
      link: linkField,
      outcome: z.enum(outcomeIds, { error: adviserMessages.outcomeRequired }),
      /** 'no-answer' and 'meeting': required. */
      followUpAt: momentField.optional(),
      /** 'declined': the reason, required; otherwise an optional note. */
      note: optionalText(500).default(''),
    })
    .superRefine((request, context) => {
      const needsMoment = (outcomesWithMoment as readonly string[]).includes(request.outcome);
      if (needsMoment && !request.followUpAt) {
        context.addIssue({
          code: 'custom',
          path: ['followUpAt'],
          message: adviserMessages.momentRequired,
        });
      }
      if (request.outcome === outcomeWithReason && request.note.trim() === '') {
        context.addIssue({
          code: 'custom',
          path: ['note'],
          message: adviserMessages.reasonRequired,
        });
      }
    }),
]);

export type AdviserRequest = z.infer<typeof adviserRequestSchema>;

export function isAdviserBody(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as Record<string, unknown>).formType === 'adviser'
  );
}

/** One value of the lead as the page lists it (the advisers' e-mail's fields, without links). */
export interface LeadField {
  label: string;
  /** One line, several lines (multiline), or a list. */
  value: string | readonly string[];
  multiline?: boolean;
  /** 'tel:' or 'mailto:' when the value is a phone number or an address. */
  href?: string;
}

export interface LeadSection {
  title: string;
  fields: readonly LeadField[];
  /** A table (the calculator's debts) as rows of cells under its headers. */
  table?: { caption: string; headers: readonly string[]; rows: readonly (readonly string[])[] };
}

/** One change of the lead, as the page's history lists it. */
export interface LeadHistoryEntry {
  /** "28.11.2026, 14:05" (Warsaw time). */
  at: string;
  who: string;
  /** "Przejęcie zgłoszenia", "Nie odbiera – spróbuję ponownie 28.11.2026, 16:30", … */
  what: string;
  note?: string;
}

/** What the function answers to every valid request: the lead as the adviser may see it now. */
export interface AdviserView {
  /** The adviser the link is for. */
  adviser: { name: string };
  lead: {
    /** "Wniosek online – Anna Kowalska". */
    title: string;
    /** "28.11.2026, 13:58". */
    receivedAt: string;
    /** "28.11.2026, 14:28", or null when no call was promised. */
    promisedBy: string | null;
    /** The advisers' e-mail's first line: what to do. */
    action: string;
    sections: readonly LeadSection[];
  };
  /** Who has the lead, or null while nobody does. */
  owner: { name: string; you: boolean; since: string } | null;
  /** The latest outcome's label, or null. */
  outcome: string | null;
  history: readonly LeadHistoryEntry[];
}

/** What the last request did. */
export type AdviserResult =
  /** 'show': nothing changed. */
  | 'shown'
  /** 'claim': the lead is now this adviser's. */
  | 'claimed'
  /** 'claim' again by its owner: nothing changed. */
  | 'already-yours'
  /** 'claim' or 'outcome' on a lead another adviser has: nothing changed (see view.owner). */
  | 'taken'
  /** 'outcome': recorded (and the lead claimed, if nobody had it). */
  | 'recorded';

export type AdviserResponse =
  | { ok: true; result: AdviserResult; view: AdviserView }
  /** 400 (fieldErrors), 403 (the link), 404 (the lead erased): `error` is Polish, for the page. */
  | { ok: false; error: string; fieldErrors?: Record<string, string> };
