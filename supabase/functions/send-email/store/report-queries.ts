/**
 * The owner's and the marketers' figures, the same SQL docs/lead-function.md gives for
 * Supabase's SQL editor:
 * leads per campaign and form (public.leads_by_source), and public.lead_report: per week, how fast leads were claimed and first called, how many within the promised
 * moment, and their latest outcomes; per campaign, how far its leads went. Part of the lead store
 * (createLeadStore spreads it in); `npm run leads -- --report` and the Monday e-mail read it.
 */
import { outcomeIds, type OutcomeId } from '../../_shared/adviser-request.ts';
import type { Db } from './db.ts';

export interface SourceCount {
  source: string;
  medium: string;
  campaign: string;
  kind: string;
  leads: number;
}

/** Minutes from a lead's arrival: half of the leads within `median`, nine in ten within `p90`. */
export interface MinutesSpread {
  /** One decimal; null when no lead of the week has the moment measured. */
  median: number | null;
  p90: number | null;
}

/** One week, Monday to Sunday in Warsaw time, of the leads received in it. */
export interface WeekFigures {
  /** Its Monday, "2026-11-23". */
  week: string;
  leads: number;
  claimed: number;
  /** From arrival to "Przejmuję". */
  claimMinutes: MinutesSpread;
  /** From arrival to the first outcome recorded (a call, answered or not). */
  firstCallMinutes: MinutesSpread;
  /** Leads with a promised moment. */
  promised: number;
  /** Of those, first called by that moment. */
  withinPromise: number;
  /** Leads by their latest outcome (every outcome named, 0 when none). */
  outcomes: Record<OutcomeId, number>;
}

/** A campaign's funnel: its leads, and how many of them reached each stage (ever). */
export interface CampaignFunnel {
  source: string;
  medium: string;
  campaign: string;
  leads: number;
  /** Any outcome but 'no-answer'. */
  conversation: number;
  /** 'application' or 'payout'. */
  application: number;
  payout: number;
}

export interface LeadReport {
  /** Oldest first, from the first week with a lead to the last (empty weeks between: zeros). */
  weeks: WeekFigures[];
  /** Most leads first. */
  campaigns: CampaignFunnel[];
}

/** The report as the SQL gives it: keys in jsonb's order, maybe a newer outcome among them. */
type RawReport = Omit<LeadReport, 'weeks'> & {
  weeks: (Omit<WeekFigures, 'outcomes'> & { outcomes: Record<string, number> })[];
};

const spread = ({ median, p90 }: MinutesSpread): MinutesSpread => ({ median, p90 });

export function reportQueries(db: Db) {
  return {
    /** Leads per source / medium / campaign and form since `since` (all time when undefined). */
    async leadsBySource(since: Date | undefined): Promise<SourceCount[]> {
      const rows = await db.query<Omit<SourceCount, 'leads'> & { leads: number | string }>(
        `select source, medium, campaign, kind, leads::int as leads
           from public.leads_by_source(coalesce($1::timestamptz, '-infinity'))`,
        [since ?? null],
      );
      return rows.map((row) => ({ ...row, leads: Number(row.leads) }));
    },
    /** The figures of the leads received since `since` and before `until` (both open: all). */
    async leadReport(since?: Date, until?: Date): Promise<LeadReport> {
      const [row] = await db.query<{ report: RawReport | string }>(
        `select public.lead_report(coalesce($1::timestamptz, '-infinity'),
                                   coalesce($2::timestamptz, 'infinity')) as report`,
        [since ?? null, until ?? null],
      );
      // postgres.js may give jsonb as its text.
      const report: RawReport =
        typeof row?.report === 'string'
          ? (JSON.parse(row.report) as RawReport)
          : (row?.report ?? { weeks: [], campaigns: [] });
      // Rebuilt key by key: jsonb orders keys by length, the report reads in this order.
      return {
        weeks: report.weeks.map((week) => ({
          week: week.week,
          leads: week.leads,
          claimed: week.claimed,
          claimMinutes: spread(week.claimMinutes),
          firstCallMinutes: spread(week.firstCallMinutes),
          promised: week.promised,
          withinPromise: week.withinPromise,
          outcomes: Object.fromEntries(
            outcomeIds.map((id) => [id, week.outcomes[id] ?? 0]),
          ) as Record<OutcomeId, number>,
        })),
        campaigns: report.campaigns.map((row) => ({
          source: row.source,
          medium: row.medium,
          campaign: row.campaign,
          leads: row.leads,
          conversation: row.conversation,
          application: row.application,
          payout: row.payout,
        })),
      };
    },
  };
}
