import { z } from 'zod';
import { FeeStatus, type FeeStatusValue } from '../../lms/waybill/index.ts';
import { searchResultOf, timestampAnswer } from '../../platform/answers.ts';
import { BATCH_MAX_ROWS, PAGE_SIZE } from '../../platform/constants.ts';
import { feeLineAnswerFields, feeStatusAnswer } from '../fee/index.ts';

/**
 * The parcel fee list of the finance area: the customer fee rows of parcel waybills (PDS), searched
 * with their parcel, summed per currency, confirmed or returned to estimated by finance and
 * exported. Staff only; deleted rows (a cancelled parcel's) are never listed.
 */

/** Most rows one parcel fee export holds. */
export const PDS_FEE_EXPORT_MAX_ROWS = 50_000;

export const PDS_FEE_SORT_FIELDS = ['belongTime', 'createdAt', 'waybillNo', 'value'] as const;
export type PdsFeeSortField = (typeof PDS_FEE_SORT_FIELDS)[number];

const FEE_STATUS_VALUES = Object.values(FeeStatus) as FeeStatusValue[];
const timeRange = z.tuple([z.coerce.date(), z.coerce.date()]).optional();

export const pdsFeeCriteria = z.object({
  /** Parcel waybill numbers or track numbers, at most 200, one per line or separated by spaces. */
  numbers: z.string().max(20_000).optional(),
  customerId: z.uuid().optional(),
  status: z
    .array(z.union(FEE_STATUS_VALUES.map((v) => z.literal(v)) as [z.ZodLiteral<FeeStatusValue>]))
    .max(FEE_STATUS_VALUES.length)
    .optional(),
  currency: z.string().trim().toUpperCase().max(3).optional(),
  productId: z.uuid().optional(),
  belongTime: timeRange,
});
export type PdsFeeCriteria = z.infer<typeof pdsFeeCriteria>;
/** The criteria as a client sends them (times as ISO text). */
export type PdsFeeCriteriaInput = z.input<typeof pdsFeeCriteria>;

export const pdsFeeSearchPayload = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(BATCH_MAX_ROWS).default(PAGE_SIZE),
  criteria: pdsFeeCriteria.default({}),
  sort: z
    .array(z.object({ field: z.enum(PDS_FEE_SORT_FIELDS), order: z.enum(['asc', 'desc']) }))
    .max(3)
    .default([]),
});
export type PdsFeeSearchPayload = z.infer<typeof pdsFeeSearchPayload>;

export const pdsFeeExportPayload = pdsFeeSearchPayload.pick({ criteria: true, sort: true });
export type PdsFeeExportPayload = z.infer<typeof pdsFeeExportPayload>;

/** Confirm or unconfirm up to 500 parcel fee rows. */
export const pdsFeeIdsPayload = z.object({ ids: z.array(z.uuid()).min(1).max(BATCH_MAX_ROWS) });
export type PdsFeeIdsPayload = z.infer<typeof pdsFeeIdsPayload>;

/** A row of the parcel fee list: the fee with its parcel, customer and product. Money is decimal text. */
export const pdsFeeRowAnswer = z.object({
  id: z.string(),
  waybillId: z.string(),
  waybillNo: z.string(),
  trackNo: z.string().nullable(),
  customerId: z.string(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  productId: z.string(),
  productName: z.string().nullable(),
  ...feeLineAnswerFields,
  status: feeStatusAnswer,
  billNo: z.string().nullable(),
  belongTime: timestampAnswer.nullable(),
  createdAt: timestampAnswer,
});
export type PdsFeeRow = z.output<typeof pdsFeeRowAnswer>;

/** Every row matching the criteria, summed: `value` and the row count per currency, and the count. */
export const pdsFeeSummaryAnswer = z.object({
  byCurrency: z.array(z.object({ currency: z.string(), total: z.string(), count: z.number().int() })),
  count: z.number().int(),
});
export type PdsFeeSummary = z.output<typeof pdsFeeSummaryAnswer>;
export const pdsFeePageAnswer = searchResultOf(pdsFeeRowAnswer).extend({ summary: pdsFeeSummaryAnswer });
export type PdsFeePage = z.output<typeof pdsFeePageAnswer>;

/** Whether finance may move a row between estimated and confirmed (not once billed or written off). */
export const isConfirmableFee = (row: { status: number; billNo?: string | null }): boolean =>
  row.status < FeeStatus.billed && !row.billNo;
