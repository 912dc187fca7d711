/**
 * The e-mails about a lead's handling, each in the lead's thread (same subject, answering its first
 * e-mail): the team hears who took it ("Przejęte przez …") and each outcome, every adviser is
 * reminded before the promised moment while nobody has it, and the owner of the firm is told when
 * the moment has passed. Built from the stored lead and the event only.
 */
import type { Lead } from '../_shared/lead-schema.ts';
import { outcomeLabels } from '../_shared/adviser-request.ts';
import { formatMoment, formatReceivedAt, headerSafe } from './format.ts';
import type { Notification } from './mail.ts';
import { CLAIM_LINK_LABEL, leadContent, threadSubject } from './notification.ts';
import { renderHtml, renderText, type Content, type Field } from './render.ts';
import type { LeadEvent } from './store/lead-store.ts';

/** How long before the promised moment an unclaimed lead reminds the team. */
export const REMINDER_AHEAD_MINUTES = 10;

/** An event as one line: "Nie odbiera – spróbuje ponownie 28.11.2026 (sobota), 16:30". */
export function eventLine(event: Pick<LeadEvent, 'kind' | 'outcome' | 'followUpAt'>): string {
  if (event.kind === 'claim' || !event.outcome) return 'Przejęcie zgłoszenia';
  const label = outcomeLabels[event.outcome];
  if (!event.followUpAt) return label;
  const when = formatMoment(event.followUpAt);
  return event.outcome === 'no-answer'
    ? `${label} – kolejna próba ${when}`
    : `${label} – termin ${when}`;
}

/** The person and how to reach them: what anyone covering for a colleague needs first. */
function clientFields(lead: Lead): Field[] {
  const contact = leadContent(lead).sections[0];
  return contact ? contact.fields : [];
}

function mailOf(heading: string, lead: Lead, content: Content, at: Date): Notification {
  const subject = threadSubject(lead, true);
  const when = formatReceivedAt(at);
  return {
    subject,
    text: renderText(heading, content, when),
    html: renderHtml(heading, content, when, subject),
    ...(content.link ? { link: content.link.href } : {}),
  };
}

/** The team's e-mail about a claim or an outcome. */
export function buildEventMail(lead: Lead, event: LeadEvent): Notification {
  const claim = event.kind === 'claim';
  const heading = claim
    ? `Przejęte przez ${headerSafe(event.adviserName)}`
    : `${headerSafe(event.adviserName)}: ${eventLine(event)}`;
  const content: Content = {
    action: claim
      ? `Zgłoszenie prowadzi ${headerSafe(event.adviserName)}. Nie dzwoń do tej osoby, chyba że ${headerSafe(event.adviserName)} poprosi Cię o pomoc.`
      : 'Nic do zrobienia: wynik zapisano przy zgłoszeniu.',
    sections: [
      {
        title: 'Zgłoszenie',
        fields: [
          ...clientFields(lead),
          { label: claim ? 'Przejęte' : 'Zapisano', value: formatMoment(event.at) },
          ...(event.note ? [{ label: 'Notatka', value: event.note, multiline: true }] : []),
        ],
      },
    ],
  };
  return mailOf(heading, lead, content, event.at);
}

/** The reminder to an adviser (with their own link) while nobody has the lead. */
export function buildReminder(
  lead: Lead,
  promisedAt: Date,
  now: Date,
  claimLink: string | undefined,
): Notification {
  const content: Content = {
    ...leadContent(lead),
    notice: `nikt jeszcze nie przejął tego zgłoszenia, a obiecaliśmy kontakt do ${formatMoment(promisedAt)}.`,
    action: claimLink
      ? 'Jeśli możesz zadzwonić teraz, przejmij zgłoszenie i zadzwoń.'
      : 'Jeśli możesz zadzwonić teraz, zadzwoń i daj znać zespołowi.',
    ...(claimLink ? { link: { label: CLAIM_LINK_LABEL, href: claimLink } } : {}),
  };
  return mailOf('Przypomnienie: zgłoszenie czeka na doradcę', lead, content, now);
}

/** The owner's e-mail once the promised moment has passed and still nobody has the lead. */
export function buildEscalation(lead: Lead, promisedAt: Date, now: Date): Notification {
  const content: Content = {
    ...leadContent(lead),
    notice: `minął obiecany termin kontaktu (${formatMoment(promisedAt)}), a żaden doradca nie przejął zgłoszenia.`,
    action: `Przydziel zgłoszenie doradcy albo zadzwoń sam. Zespół dostał przypomnienie ${REMINDER_AHEAD_MINUTES} minut przed terminem.`,
  };
  return mailOf('Obietnica kontaktu niedotrzymana', lead, content, now);
}
