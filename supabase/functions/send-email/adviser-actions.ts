/**
 * The advisers' page's requests (POST {formType: 'adviser', action, link, …}): show a lead, claim
 * it, record an outcome. The link's token names one lead and one adviser; it is checked (signature,
 * expiry) before anything is read, and the adviser must still be on the roster, so removing an
 * adviser revokes every link they were sent. 'show' changes nothing: only the page's buttons send
 * 'claim' and 'outcome'. Each answer carries the lead as the adviser may now see it.
 */
import {
  MAX_FOLLOW_UP_DAYS,
  adviserMessages,
  adviserRequestSchema,
  type AdviserRequest,
  type AdviserResult,
  type AdviserView,
  type LeadSection,
} from '../_shared/adviser-request.ts';
import { messages } from '../_shared/lead-schema.ts';
import type { DeliveryDeps } from './delivery-deps.ts';
import { mailEvents } from './lead-clock.ts';
import { afterAnswer } from './after-answer.ts';
import { formatMoment } from './format.ts';
import { eventLine } from './handling-mail.ts';
import { jsonResponse } from './http.ts';
import { logLine } from './log-line.ts';
import { describeLead, leadContent } from './notification.ts';
import type { Section } from './render.ts';
import { asLead, type LeadHandling, type StoredLead } from './store/lead-store.ts';
import { withinTime } from './store/time-limit.ts';

export interface AdviserDeps extends DeliveryDeps {
  config: DeliveryDeps['config'] & { storeTimeoutMs: number; firstAttemptWaitMs?: number };
  waitUntil?: (work: Promise<unknown>) => void;
}

/** The first message of each field's issues, by the field's name. */
function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'link');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The e-mail's sections as the page lists them: values only, empty ones in words. */
const sectionsOf = (sections: readonly Section[]): LeadSection[] =>
  sections.map((section) => ({
    title: section.title,
    fields: section.fields.map((field) => ({
      label: field.label,
      value:
        field.value.length === 0
          ? (field.empty ?? (typeof field.value === 'string' ? 'Nie podano' : 'Brak'))
          : field.value,
      ...(field.multiline ? { multiline: true } : {}),
      ...(field.href ? { href: field.href } : {}),
    })),
    ...(section.table
      ? {
          table: {
            caption: section.table.caption,
            headers: section.table.headers,
            rows: [...section.table.rows, ...(section.table.footer ? [section.table.footer] : [])],
          },
        }
      : {}),
  }));

export function viewOf(
  stored: StoredLead,
  handling: LeadHandling,
  adviser: { id: string; name: string },
): AdviserView {
  const lead = asLead(stored);
  const content = leadContent(lead);
  const latest = handling.history.findLast((event) => event.kind === 'outcome');
  return {
    adviser: { name: adviser.name },
    lead: {
      title: describeLead(lead),
      receivedAt: formatMoment(stored.receivedAt),
      promisedBy: handling.promisedAt ? formatMoment(handling.promisedAt) : null,
      action: content.action,
      sections: sectionsOf(content.sections),
    },
    owner: handling.owner
      ? {
          name: handling.owner.name,
          you: handling.owner.id === adviser.id,
          since: formatMoment(handling.owner.since),
        }
      : null,
    outcome: latest ? eventLine(latest) : null,
    history: handling.history.map((event) => ({
      at: formatMoment(event.at),
      who: event.adviserName,
      what: eventLine(event),
      ...(event.note ? { note: event.note } : {}),
    })),
  };
}

/** A moment the adviser set: in the future (a minute's grace), at most MAX_FOLLOW_UP_DAYS ahead. */
function acceptableMoment(at: Date, now: Date): boolean {
  const ahead = at.getTime() - now.getTime();
  return ahead > -60_000 && ahead <= MAX_FOLLOW_UP_DAYS * 24 * 3_600_000;
}

export async function answerAdviser(
  body: unknown,
  deps: AdviserDeps,
  cors: Record<string, string>,
): Promise<Response> {
  const parsed = adviserRequestSchema.safeParse(body);
  if (!parsed.success) {
    return jsonResponse(
      400,
      { ok: false, error: messages.invalidBody, fieldErrors: fieldErrorsOf(parsed.error.issues) },
      cors,
    );
  }
  const request = parsed.data;
  const now = deps.now();
  const link = await deps.secrets.verifyAdviserLinkToken(request.link, now);
  if (link === 'invalid' || link === 'expired') {
    const error = link === 'expired' ? adviserMessages.expiredLink : adviserMessages.invalidLink;
    return jsonResponse(403, { ok: false, error }, cors);
  }
  if (request.action === 'outcome' && request.followUpAt) {
    if (!acceptableMoment(new Date(request.followUpAt), now)) {
      return jsonResponse(
        400,
        {
          ok: false,
          error: messages.invalidBody,
          fieldErrors: { followUpAt: adviserMessages.momentInvalid },
        },
        cors,
      );
    }
  }
  try {
    return await withinTime(act(request, link, deps, cors), deps.config.storeTimeoutMs * 2);
  } catch (error) {
    deps.log(logLine(`an adviser's ${request.action} of lead ${link.leadId} failed`, error));
    return jsonResponse(
      503,
      { ok: false, error: adviserMessages.tryAgain },
      { ...cors, 'Retry-After': '5' },
    );
  }
}

async function act(
  request: AdviserRequest,
  link: { leadId: string; adviserId: string },
  deps: AdviserDeps,
  cors: Record<string, string>,
): Promise<Response> {
  const adviser = await deps.store.adviser(link.adviserId);
  if (!adviser?.active) {
    return jsonResponse(403, { ok: false, error: adviserMessages.revokedLink }, cors);
  }
  const now = deps.now();
  let result: AdviserResult | 'gone' = 'shown';
  if (request.action === 'claim') {
    result = await deps.store.claimLead(link.leadId, adviser.id, now);
  } else if (request.action === 'outcome') {
    result = await deps.store.recordOutcome(
      link.leadId,
      adviser.id,
      {
        outcome: request.outcome,
        followUpAt: request.followUpAt ? new Date(request.followUpAt) : null,
        note: request.note,
      },
      now,
    );
  }
  const [stored, handling] = await Promise.all([
    deps.store.lead(link.leadId),
    deps.store.handling(link.leadId),
  ]);
  if (result === 'gone' || !stored || !handling) {
    return jsonResponse(404, { ok: false, error: adviserMessages.leadGone }, cors);
  }
  if (result === 'claimed' || result === 'recorded') await tellTheTeam(deps);
  return jsonResponse(200, { ok: true, result, view: viewOf(stored, handling, adviser) }, cors);
}

/** Sends the team's e-mail about the change now, after the answer; a retry pass covers a failure. */
async function tellTheTeam(deps: AdviserDeps): Promise<void> {
  const work = mailEvents(deps).catch((error: unknown) => {
    deps.log(logLine("the team's e-mail is left to the next pass", error));
  });
  await afterAnswer(work, deps, deps.config.firstAttemptWaitMs ?? 3000);
}
