/**
 * The thank-you page's anonymous survey answers: stored with a per-sender limit, listed for
 * `npm run leads -- --surveys`. Part of the lead store (createLeadStore spreads them in).
 */
import type { SurveyExperience } from '../../_shared/lead-schema.ts';
import { dateOf, ms, type Db } from './db.ts';

export interface NewSurveyAnswer {
  id: string;
  receivedAt: Date;
  experience: SurveyExperience | undefined;
  feedback: string;
  /** The salted hash of the sender's address: only for the rate limit, erased after a day. */
  clientHash: string;
}

export interface SurveyAnswer {
  id: string;
  receivedAt: Date;
  experience: SurveyExperience | null;
  feedback: string;
}

export type SurveyReceipt = { status: 'stored' } | { status: 'limited'; retryAfterSeconds: number };

/** The advisory lock class of a survey sender (the lead store's receipts use 1–3). */
const LOCK_SURVEY_CLIENT = 4;

export function surveyQueries(db: Db) {
  return {
    /**
     * Stores a survey answer unless the same sender sent `limit` of them within `windowMs` (0:
     * no limit), as the leads' rate limit does.
     */
    async receiveSurvey(
      answer: NewSurveyAnswer,
      limit: number,
      windowMs: number,
    ): Promise<SurveyReceipt> {
      return db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [
          LOCK_SURVEY_CLIENT,
          answer.clientHash,
        ]);
        if (limit > 0) {
          const recent = await tx.query<{ received_at: Date | string }>(
            `select received_at from public.survey_answers
              where client_hash = $1 and received_at > $2::timestamptz - $3::interval
              order by received_at desc limit $4`,
            [answer.clientHash, answer.receivedAt, ms(windowMs), limit],
          );
          const oldest = recent[limit - 1];
          if (oldest) {
            const freeAt = dateOf(oldest.received_at).getTime() + windowMs;
            const wait = Math.ceil((freeAt - answer.receivedAt.getTime()) / 1000);
            return { status: 'limited', retryAfterSeconds: Math.max(1, wait) };
          }
        }
        await tx.query(
          `insert into public.survey_answers (id, received_at, experience, feedback, client_hash)
           values ($1, $2, $3, $4, $5)`,
          [
            answer.id,
            answer.receivedAt,
            answer.experience ?? null,
            answer.feedback,
            answer.clientHash,
          ],
        );
        return { status: 'stored' };
      });
    },

    /** Survey answers since `since`, newest first (for `npm run leads -- --surveys`). */
    async surveyAnswers(since: Date | undefined, limit: number): Promise<SurveyAnswer[]> {
      const rows = await db.query<{
        id: string;
        received_at: Date | string;
        experience: SurveyExperience | null;
        feedback: string;
      }>(
        `select id, received_at, experience, feedback from public.survey_answers
          where received_at >= coalesce($1::timestamptz, '-infinity')
          order by received_at desc, id limit $2`,
        [since ?? null, limit],
      );
      return rows.map((row) => ({
        id: row.id,
        receivedAt: dateOf(row.received_at),
        experience: row.experience,
        feedback: row.feedback,
      }));
    },
  };
}
