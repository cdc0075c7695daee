import { z } from 'zod';
import { timestampAnswer } from '../../platform/answers.ts';
import { searchPayload } from '../../platform/schemas.ts';

/** An accounting month, `YYYY-MM`. */
export const accountingMonthText = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const monthLockPayload = z.object({
  month: accountingMonthText,
  reason: z.string().trim().max(200).optional(),
});
/** Unlock: the reason is required (refused with `lockReasonRequired` when blank). */
export const monthUnlockPayload = z.object({
  month: accountingMonthText,
  reason: z.string().trim().max(200),
});
export type MonthLockPayload = z.output<typeof monthLockPayload>;

export const lockRecordSearchPayload = searchPayload.extend({
  criteria: z.object({ month: accountingMonthText.optional(), locked: z.boolean().optional() }).default({}),
});
export type LockRecordSearchPayload = z.output<typeof lockRecordSearchPayload>;

export const lockRecordAnswer = z.object({
  id: z.string(),
  month: z.string(),
  locked: z.boolean(),
  reason: z.string().nullable(),
  createdAt: timestampAnswer,
  createdByName: z.string().nullable(),
});

/** The locked months, oldest first, with when each was locked. */
export const lockedMonthsAnswer = z.array(z.object({ month: z.string(), lockedAt: timestampAnswer }));

/** Carry-over of a locked month's unbilled customer fees to the next open month (a durable task). */
export const carryOverPayload = z.object({ month: accountingMonthText });
export const carryOverAnswer = z.object({ taskId: z.string(), month: z.string() });
