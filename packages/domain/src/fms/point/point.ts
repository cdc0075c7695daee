import { z } from 'zod';
import { timestampAnswer } from '../../platform/answers.ts';
import { searchPayload } from '../../platform/schemas.ts';
import { POINT_FLOW_TYPES } from './point.labels.ts';

/**
 * Customer points (spec back-office §4 "Points"): earned as floor(written-off amount × rate) when a
 * write-off is made, taken back when it is cancelled, adjusted by staff with a reason. Every change is
 * an immutable flow; the customer's points are their sum. docs/finance.md "Points".
 */

const uuid = z.uuid();

export const pointSearchPayload = searchPayload.extend({
  criteria: z
    .object({
      customerId: uuid.optional(),
      type: z.array(z.enum(POINT_FLOW_TYPES)).max(3).optional(),
      relatedNo: z.string().trim().max(50).optional(),
      createdAt: z.tuple([z.coerce.date(), z.coerce.date()]).optional(),
    })
    .default({}),
});
export type PointSearchPayload = z.output<typeof pointSearchPayload>;

export const pointFlowAnswer = z.object({
  id: z.string(),
  customerId: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  type: z.enum(POINT_FLOW_TYPES),
  points: z.number().int(),
  balance: z.number().int(),
  amount: z.string().nullable(),
  relatedNo: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: timestampAnswer,
  createdByName: z.string().nullable(),
});

/** `fms/point/detail?customerId=` (a customer user: its own). */
export const pointDetailQuery = z.object({ customerId: uuid.optional() });
export const pointDetailAnswer = z.object({
  customerId: z.string(),
  points: z.number().int(),
  /** Points per 1.00 written off (settlement currency), as text. */
  rate: z.string(),
});

/** Staff adjustment: whole points, never zero, with a reason. */
export const pointAdjustPayload = z.object({
  customerId: uuid,
  points: z
    .number()
    .int()
    .min(-100_000_000)
    .max(100_000_000)
    .refine((n) => n !== 0),
  reason: z.string().trim().min(1).max(200),
});
export type PointAdjustPayload = z.output<typeof pointAdjustPayload>;
