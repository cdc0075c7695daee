import { z } from 'zod';
import { searchResultOf, timestampAnswer } from '../../platform/answers.ts';
import { BATCH_MAX_ROWS } from '../../platform/constants.ts';
import { searchPayload } from '../../platform/schemas.ts';
import { FLAG_SOURCES } from '../waybill/index.ts';
import { DELAY_RECORD_ACTIONS } from './delay.permissions.ts';

const ids = z.array(z.uuid()).min(1).max(BATCH_MAX_ROWS);

/** `lms/delay/search`: delayed waybills (filters: customer, delayed by, delay time, number). */
export const delaySearchPayload = searchPayload.extend({
  criteria: z
    .object({
      customerId: z.uuid().optional(),
      delayedBy: z.uuid().optional(),
      delayTime: z.tuple([z.coerce.date(), z.coerce.date()]).optional(),
      waybillNo: z.string().trim().max(64).optional(),
    })
    .default({}),
});
export type DelaySearchPayload = z.output<typeof delaySearchPayload>;

export const delayRowAnswer = z.object({
  id: z.string(),
  waybillNo: z.string(),
  customerId: z.string(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  status: z.string(),
  delayReason: z.string().nullable(),
  delayTime: timestampAnswer.nullable(),
  delayByName: z.string().nullable(),
});
export type DelayRow = z.output<typeof delayRowAnswer>;
export const delayPageAnswer = searchResultOf(delayRowAnswer);

/** Delay up to 500 waybills with a reason. */
export const delayPayload = z
  .object({
    ids: ids.optional(),
    /** Or the waybills by number (the delay dialog of the list takes numbers). */
    waybillNos: z.array(z.string().trim().min(1).max(64)).min(1).max(BATCH_MAX_ROWS).optional(),
    reason: z.string().trim().min(1).max(500),
  })
  .refine((p) => p.ids || p.waybillNos, { message: 'pleaseSelectData', path: ['ids'] });
export type DelayPayload = z.output<typeof delayPayload>;
export const cancelDelayPayload = z.object({ ids, reason: z.string().trim().max(500).optional() });
export type CancelDelayPayload = z.output<typeof cancelDelayPayload>;
export const delayRecordQuery = z.object({ waybillId: z.uuid() });

export const delayRecordAnswer = z.object({
  id: z.string(),
  waybillId: z.string(),
  action: z.enum(DELAY_RECORD_ACTIONS),
  reason: z.string().nullable(),
  source: z.enum(FLAG_SOURCES),
  createdAt: timestampAnswer,
  createdByName: z.string().nullable(),
});
export type DelayRecord = z.output<typeof delayRecordAnswer>;
