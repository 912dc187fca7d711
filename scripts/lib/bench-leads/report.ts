/**
 * The leads bench's counts, per logical lead (one submissionId), from what the visitors were
 * answered, the rows in public.leads and the calls the fake provider received. Pure: no I/O.
 */
import { DELIVERING, type CallOutcome, type ProviderCall } from './fake-resend';
import { submissionOfEmail, type Answer, type LeadResult } from './submissions';

export interface LeadRow {
  submissionId: string;
  state: string;
  /** Stored after its e-mail went out while the store was down (degraded_at is set). */
  degraded: boolean;
}

export interface Report {
  submitted: number;
  /** Every request's status (0: network error), counted. */
  answers: Map<number, number>;
  /** Requests that sent a lead's body again. */
  resent: number;
  /** Leads with a 200 among their answers. */
  answeredOk: number;
  /** Leads that never got a 200. */
  neverOk: string[];
  /** Leads with a row. */
  stored: number;
  /** Rows per notification_state. */
  rowsByState: Map<string, number>;
  /** Answered 200 and e-mailed with no row, or stored afterwards marked degraded. */
  degraded: { notStored: number; storedLater: number };
  /** Provider calls per lead, over every submitted lead. */
  callsPerLead: { p50: number; max: number };
  /** Provider calls by outcome. */
  providerOutcomes: Map<CallOutcome, number>;
  /** Leads whose first notification the provider delivered more than once. */
  duplicates: string[];
  /** Answered 200, no row, nothing delivered. */
  lost: string[];
  /** Delivered first notifications whose Idempotency-Key is not lead-<their submissionId>. */
  foreignKeys: string[];
  /** Calls answered 409 invalid_idempotent_request: what differed from the key's first body. */
  keyReuses: string[];
  /** Each request's answer time. */
  answerMs: { p50: number; p99: number };
}

const KEY = /^lead-([0-9a-f-]{36})(?:-r(\d+))?$/;

/** The submissionId a key names, and whether it is a later revision's key (lead-<id>-r<N>). */
export function parseIdempotencyKey(key: string): { submissionId?: string; revision: boolean } {
  const match = KEY.exec(key);
  return match ? { submissionId: match[1], revision: match[2] !== undefined } : { revision: false };
}

/** What differs between two e-mail bodies: the fields, and the first line of text that does. */
export function bodyDifference(previous: unknown, current: unknown): string {
  const before = (previous ?? {}) as Record<string, unknown>;
  const after = (current ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  const lines = (value: unknown) => (typeof value === 'string' ? value.split('\n') : []);
  const [oldLines, newLines] = [lines(before.text), lines(after.text)];
  const at = oldLines.findIndex((line, index) => line !== newLines[index]);
  const example =
    at < 0 ? '' : `; text: ${JSON.stringify(oldLines[at])} → ${JSON.stringify(newLines[at] ?? '')}`;
  return `${fields.join(', ') || 'nothing'} differ${example}`;
}

/** Nearest-rank percentile of unsorted values; 0 for none. */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(share * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] ?? 0;
}

function countBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
}

/** Per lead: its provider calls, and its delivered first notifications with their keys. */
function providerByLead(calls: readonly ProviderCall[]) {
  const byLead = new Map<string, { calls: number; delivered: number; firstKeys: string[] }>();
  for (const call of calls) {
    const key = parseIdempotencyKey(call.key);
    const submissionId = submissionOfEmail(call.email) ?? key.submissionId;
    if (submissionId === undefined) continue;
    const lead = byLead.get(submissionId) ?? { calls: 0, delivered: 0, firstKeys: [] };
    byLead.set(submissionId, lead);
    lead.calls += 1;
    if (!DELIVERING.includes(call.outcome)) continue;
    lead.delivered += 1;
    if (!key.revision) lead.firstKeys.push(call.key);
  }
  return byLead;
}

export function summarise(
  leads: readonly LeadResult[],
  rows: readonly LeadRow[],
  calls: readonly ProviderCall[],
): Report {
  const withRow = new Set(rows.map((row) => row.submissionId));
  const storedLater = rows.filter((row) => row.degraded).length;
  const provider = providerByLead(calls);
  const answers = leads.flatMap((lead) => lead.answers);
  const okLeads = leads.filter((lead) => lead.ok);
  const notStored = okLeads.filter((lead) => !withRow.has(lead.submissionId));
  const deliveredCount = (id: string) => provider.get(id)?.delivered ?? 0;
  const callCounts = leads.map((lead) => provider.get(lead.submissionId)?.calls ?? 0);
  const answerTimes = answers.map((answer) => answer.ms);
  return {
    submitted: leads.length,
    answers: countBy(answers, (answer) => answer.status),
    resent: answers.length - leads.length,
    answeredOk: okLeads.length,
    neverOk: leads.filter((lead) => !lead.ok).map((lead) => lead.submissionId),
    stored: leads.filter((lead) => withRow.has(lead.submissionId)).length,
    rowsByState: countBy(rows, (row) => row.state),
    degraded: {
      notStored: notStored.filter((lead) => deliveredCount(lead.submissionId) > 0).length,
      storedLater,
    },
    callsPerLead: { p50: percentile(callCounts, 0.5), max: Math.max(0, ...callCounts) },
    providerOutcomes: countBy(calls, (call) => call.outcome),
    duplicates: [...provider]
      .filter(([, lead]) => lead.firstKeys.length > 1)
      .map(([submissionId]) => submissionId),
    lost: notStored
      .filter((lead) => deliveredCount(lead.submissionId) === 0)
      .map((lead) => lead.submissionId),
    foreignKeys: [...provider].flatMap(([submissionId, lead]) =>
      lead.firstKeys.filter((key) => key !== `lead-${submissionId}`),
    ),
    keyReuses: calls
      .filter((call) => call.outcome === 'key-reused')
      .map((call) => bodyDifference(call.previous, call.email)),
    answerMs: { p50: percentile(answerTimes, 0.5), p99: percentile(answerTimes, 0.99) },
  };
}

/** Why the run failed, or nothing when it passed. */
export function failures(report: Report, count: number): string[] {
  return [
    ...(report.submitted < count ? [`${count - report.submitted} leads never sent`] : []),
    ...(report.lost.length > 0 ? [`${report.lost.length} lost`] : []),
    ...(report.duplicates.length > 0 ? [`${report.duplicates.length} duplicate e-mails`] : []),
    ...(report.neverOk.length > 0 ? [`${report.neverOk.length} leads never answered 200`] : []),
  ];
}

const list = <K>(counts: Map<K, number>, label: (key: K) => string) =>
  [...counts].map(([key, count]) => `${label(key)} ${count}`).join(', ') || 'none';

/** Counts per status, in the order of the statuses, network errors (0) first. */
const byStatus = (counts: Map<number, number>) =>
  list(new Map([...counts].sort(([a], [b]) => a - b)), (status) =>
    status === 0 ? 'network error' : String(status),
  );

/** The answers to requests sent between two moments (Date.now()), by status, and their times. */
export function answersBetween(leads: readonly LeadResult[], from: number, to: number): string {
  const answers: Answer[] = leads.flatMap((lead) =>
    lead.answers.filter((answer) => answer.at >= from && answer.at < to),
  );
  const times = answers.map((answer) => answer.ms);
  return (
    `${byStatus(countBy(answers, (answer) => answer.status))}; ` +
    `p50 ${percentile(times, 0.5).toFixed(0)} ms, max ${Math.max(0, ...times).toFixed(0)} ms`
  );
}

const keysLine = (foreign: readonly string[]) =>
  foreign.length === 0
    ? 'lead-<submissionId> on every first e-mail'
    : `${foreign.length} first e-mails carried another key, e.g. ${foreign[0] ?? ''}`;

const reusesLine = (reuses: readonly string[]) =>
  reuses.length === 0 ? '0' : `${reuses.length}, e.g. ${reuses[0] ?? ''}`;

/** The report's lines, label and value. */
export function reportLines(report: Report, totalSeconds: number): [string, string][] {
  const delivered = report.rowsByState.get('delivered') ?? 0;
  return [
    ['submitted', `${report.submitted} leads`],
    ['answers', `${byStatus(report.answers)} (${report.resent} re-sent)`],
    ['answered 200', `${report.answeredOk} of ${report.submitted}`],
    ['stored', `${report.stored} (rows: ${list(report.rowsByState, String)})`],
    ['delivered', `${delivered}`],
    [
      'degraded',
      `${report.degraded.notStored + report.degraded.storedLater} (e-mailed while the store was down: ` +
        `${report.degraded.notStored} not stored, ${report.degraded.storedLater} stored afterwards)`,
    ],
    [
      'provider calls per lead',
      `p50 ${report.callsPerLead.p50}, max ${report.callsPerLead.max} (${list(report.providerOutcomes, String)})`,
    ],
    ['idempotency keys', keysLine(report.foreignKeys)],
    ['same key, other body (409)', reusesLine(report.keyReuses)],
    ['duplicate e-mails delivered', `${report.duplicates.length}`],
    ['lost', `${report.lost.length}`],
    [
      'answer time',
      `p50 ${report.answerMs.p50.toFixed(1)} ms, p99 ${report.answerMs.p99.toFixed(1)} ms`,
    ],
    ['total time', `${totalSeconds.toFixed(1)} s`],
  ];
}
