/**
 * Mail to the team about one stored lead: every active adviser of the roster at their own address
 * (with their own signed link to the lead when the mail carries one), or LEAD_EMAIL_TO with no
 * roster; every such mail in the lead's thread.
 */
import { ADVISER_LEAD_PATH } from '../_shared/adviser-request.ts';
import type { Lead } from '../_shared/lead-schema.ts';
import type { DeliveryDeps } from './delivery-deps.ts';
import { domainOf, type LeadMail } from './mail.ts';
import { asLead, type StoredLead } from './store/lead-store.ts';

/** The Message-ID of a lead's first e-mail, which every later one follows. */
export const rootMessageId = (id: string, lead: Lead, from: string) =>
  `lead-${lead.data.submissionId ?? id}@${domainOf(from)}`;

/** How long an adviser's link to a lead stays valid: long enough for an application's payout. */
export const ADVISER_LINK_DAYS = 60;

/** An adviser's own signed link to a lead: the site's page, the token after '#'. */
export async function adviserLink(
  deps: DeliveryDeps,
  leadId: string,
  adviserId: string,
): Promise<string> {
  const expiresAt = new Date(deps.now().getTime() + ADVISER_LINK_DAYS * 24 * 3_600_000);
  const token = await deps.secrets.adviserLinkToken({ leadId, adviserId }, expiresAt);
  return `${deps.config.siteUrl}${ADVISER_LEAD_PATH}#${token}`;
}

/** A mail about a lead before it is addressed. */
export type Unaddressed = Omit<LeadMail, 'to'>;

/**
 * Sends a mail to the team: each active adviser of the roster at their own address, with their
 * own signed link to the lead when `leadId` is given (one e-mail each, under its own key, so a
 * retry after a partial failure sends only what is missing); with no roster (or degraded mode),
 * LEAD_EMAIL_TO as configured, without links.
 */
export async function sendToTeam(
  deps: DeliveryDeps,
  build: (claimLink?: string) => Unaddressed,
  leadId?: string,
): Promise<void> {
  const advisers = (await deps.store.listAdvisers()).filter((adviser) => adviser.active);
  if (advisers.length === 0) {
    await deps.transport.send({ ...build(), to: [...deps.config.emailTo] });
    return;
  }
  for (const adviser of advisers) {
    const mail = build(leadId ? await adviserLink(deps, leadId, adviser.id) : undefined);
    await deps.transport.send({
      ...mail,
      to: [adviser.email],
      ...(mail.idempotencyKey ? { idempotencyKey: `${mail.idempotencyKey}-${adviser.id}` } : {}),
    });
  }
}

/**
 * Where the advisers' e-mails go: every active adviser of the roster at their own address, or,
 * with none (a new project, or the owner's choice), LEAD_EMAIL_TO as configured.
 */
export async function advisersInbox(deps: DeliveryDeps): Promise<string[]> {
  const roster = await deps.store.adviserAddresses();
  return roster.length > 0 ? roster : [...deps.config.emailTo];
}

/** What a mail about a stored lead carries besides its content: sender, thread, key. */
export function aboutLead(lead: StoredLead, key: string, receivedAt: Date, deps: DeliveryDeps) {
  const from = deps.config.emailFrom;
  const about = asLead(lead);
  return {
    from,
    lead: about,
    receivedAt,
    idempotencyKey: key,
    thread: {
      messageId: `${key}@${domainOf(from)}`,
      follows: rootMessageId(lead.id, about, from),
    },
  };
}
