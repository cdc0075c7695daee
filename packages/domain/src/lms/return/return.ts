import Decimal from 'decimal.js';
import { z } from 'zod';
import { searchResultOf, timestampAnswer } from '../../platform/answers.ts';
import { BATCH_MAX_ROWS, DEFAULT_CURRENCY } from '../../platform/constants.ts';
import { searchPayload } from '../../platform/schemas.ts';
import { RETURN_KINDS, ReturnStatus } from './return.permissions.ts';

const statusValue = z.union([z.literal(ReturnStatus.registered), z.literal(ReturnStatus.cancelled)]);
const money = z
  .union([z.string().trim(), z.number()])
  .refine((v) => v !== '' && /^\d{1,12}(\.\d{1,2})?$/.test(String(v)), { message: 'invalidFormat' })
  .refine((v) => !new Decimal(v).isZero(), { message: 'notZero' })
  .transform((v) => new Decimal(v).toFixed(2));
const returnFee = z.object({
  value: money,
  currency: z.string().trim().toUpperCase().min(1).max(10).default(DEFAULT_CURRENCY),
  remark: z.string().trim().max(500).nullish(),
});
/** Fee lines one register may carry per side. */
export const RETURN_FEES_MAX = 10;

/** `lms/waybill/returnRegister`: a customer or agent return of one received waybill, with its fees. */
export const returnRegisterPayload = z
  .object({
    waybillId: z.uuid().optional(),
    /** Or the waybill by number (the register dialog takes a number). */
    waybillNo: z.string().trim().min(1).max(64).optional(),
    kind: z.enum(RETURN_KINDS),
    /** The customer return code (customer returns) or the agent's return number (agent returns). */
    returnNo: z.string().trim().max(50).optional(),
    reason: z.string().trim().min(1).max(500),
    returnTime: z.coerce.date().optional(),
    customerFees: z.array(returnFee).max(RETURN_FEES_MAX).default([]),
    agentFees: z.array(returnFee).max(RETURN_FEES_MAX).default([]),
  })
  .refine((p) => p.waybillId || p.waybillNo, { message: 'pleaseSelectData', path: ['waybillId'] });
export type ReturnRegisterPayload = z.output<typeof returnRegisterPayload>;

export const returnSearchPayload = searchPayload.extend({
  criteria: z
    .object({
      kind: z.enum(RETURN_KINDS).default('customer'),
      status: z.coerce.number().pipe(statusValue).optional(),
      customerId: z.uuid().optional(),
      createdBy: z.uuid().optional(),
      returnTime: z.tuple([z.coerce.date(), z.coerce.date()]).optional(),
      waybillNo: z.string().trim().max(64).optional(),
    })
    .default({ kind: 'customer' }),
});
export type ReturnSearchPayload = z.output<typeof returnSearchPayload>;

export const returnAnswer = z.object({
  id: z.string(),
  kind: z.enum(RETURN_KINDS),
  waybillId: z.string(),
  waybillNo: z.string(),
  customerId: z.string(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  returnNo: z.string().nullable(),
  reason: z.string(),
  returnTime: timestampAnswer,
  status: statusValue,
  customerFeeTotal: z.string(),
  agentFeeTotal: z.string(),
  createdAt: timestampAnswer,
  createdByName: z.string().nullable(),
  cancelledAt: timestampAnswer.nullable(),
});
export type ReturnRow = z.output<typeof returnAnswer>;
export const returnPageAnswer = searchResultOf(returnAnswer);

export const returnCancelPayload = z.object({ ids: z.array(z.uuid()).min(1).max(BATCH_MAX_ROWS) });
export type ReturnCancelPayload = z.output<typeof returnCancelPayload>;
