import { z } from 'zod';
import {
  adviserMessages,
  adviserRequestSchema,
  outcomesWithMoment,
  type OutcomeId,
} from '@shared/adviser-request';
import { isWithinFollowUpBounds, isoMoment } from './follow-up-moment';

/** The 'outcome' request, as the shared schema defines it. */
const [, , outcomeRequestSchema] = adviserRequestSchema.options;

export type OutcomeRequest = z.output<typeof outcomeRequestSchema>;

/** What the outcome form holds: the radio's value ('' before a choice), the control's moment, the note. */
export interface OutcomeFormValues {
  outcome: OutcomeId | '';
  /** A datetime-local value ("2026-11-28T16:30"); sent only for the outcomes that need a moment. */
  followUpAt: string;
  note: string;
}

export const emptyOutcomeValues: OutcomeFormValues = { outcome: '', followUpAt: '', note: '' };

export function needsMoment(outcome: string): boolean {
  return (outcomesWithMoment as readonly string[]).includes(outcome);
}

/**
 * The form's rules: its values made into the 'outcome' request of `link`, checked by the shared
 * schema (so the messages are the shared ones, on the same field names), and the moment checked
 * against `now()` as the function checks it (later than now, at most MAX_FOLLOW_UP_DAYS ahead).
 */
export function outcomeFormSchema(link: string, now: () => Date = () => new Date()) {
  return z
    .object({
      // '' (nothing chosen) passes here and fails the shared enum, with its own message.
      outcome: z.custom<OutcomeFormValues['outcome']>((value) => typeof value === 'string'),
      followUpAt: z.string(),
      note: z.string(),
    })
    .transform((values): z.input<typeof outcomeRequestSchema> => ({
      formType: 'adviser',
      action: 'outcome',
      link,
      outcome: values.outcome as OutcomeId,
      followUpAt: needsMoment(values.outcome) ? isoMoment(values.followUpAt) : undefined,
      note: values.note,
    }))
    .pipe(outcomeRequestSchema)
    .superRefine((request, context) => {
      if (request.followUpAt && !isWithinFollowUpBounds(request.followUpAt, now())) {
        context.addIssue({
          code: 'custom',
          path: ['followUpAt'],
          message: adviserMessages.momentInvalid,
        });
      }
    });
}
