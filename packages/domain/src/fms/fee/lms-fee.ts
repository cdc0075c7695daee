import Decimal from 'decimal.js';
import { z } from 'zod';
import { FeeStatus, type FeeStatusValue } from '../../lms/waybill/index.ts';
import { searchResultOf, timestampAnswer } from '../../platform/answers.ts';
import { BATCH_MAX_ROWS, MONEY_SCALE, PAGE_SIZE } from '../../platform/constants.ts';
import { FEE_PERMISSION_CODES } from './fee.permissions.ts';
import { FEE_KINDS, type FeeKind } from './fee-kinds.ts';

/**
 * Fee lists of the finance area (spec back-office §2 "Customer fees: LMS" / "Agent fees: LMS", §3
 * "Fee (LMS customer or agent)"): the fee rows of freight waybills by kind, searched with their
 * waybill, totals per currency, the summary by waybill (profit) and the check flag. Staff only: a
 * customer sees its fees in the waybill drawer.
 */

/** Most rows one fee export holds. */
export const LMS_FEE_EXPORT_MAX_ROWS = 50_000;

/** Which number column the pasted numbers (at most 200) are matched on. */
export const LMS_FEE_NUMBER_TYPES = ['waybillNo', 'customerNo'] as const;
export const LMS_FEE_SORT_FIELDS = ['receiveTime', 'belongTime', 'waybillNo', 'createdAt', 'value'] as const;
export type LmsFeeSortField = (typeof LMS_FEE_SORT_FIELDS)[number];

const FEE_STATUS_VALUES = Object.values(FeeStatus) as FeeStatusValue[];
const timeRange = z.tuple([z.coerce.date(), z.coerce.date()]).optional();

export const lmsFeeCriteria = z.object({
  numbers: z.string().max(20_000).optional(),
  numberType: z.enum(LMS_FEE_NUMBER_TYPES).default('waybillNo'),
  /** The customer (customer fees) or agent (agent fees) of the row. */
  partyId: z.uuid().optional(),
  subjectName: z.string().trim().max(100).optional(),
  status: z
    .array(z.union(FEE_STATUS_VALUES.map((v) => z.literal(v)) as [z.ZodLiteral<FeeStatusValue>]))
    .max(FEE_STATUS_VALUES.length)
    .optional(),
  currency: z.string().trim().toUpperCase().max(3).optional(),
  /** The waybill's product, channel and destination country (a statistic's drill-down). */
  productId: z.uuid().optional(),
  channelId: z.uuid().optional(),
  destination: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  isManual: z.boolean().optional(),
  /** true: only rows whose calculation failed (`calErrorMsg`); false: only rows without. */
  hasCalError: z.boolean().optional(),
  isCheck: z.boolean().optional(),
  receiveTime: timeRange,
  belongTime: timeRange,
});
export type LmsFeeCriteria = z.infer<typeof lmsFeeCriteria>;
/** The criteria as a client sends them (times as ISO text). */
export type LmsFeeCriteriaInput = z.input<typeof lmsFeeCriteria>;

const sort = z
  .array(z.object({ field: z.enum(LMS_FEE_SORT_FIELDS), order: z.enum(['asc', 'desc']) }))
  .max(3)
  .default([]);

export const lmsFeeSearchPayload = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(BATCH_MAX_ROWS).default(PAGE_SIZE),
  criteria: lmsFeeCriteria.default({ numberType: 'waybillNo' }),
  sort,
});
export type LmsFeeSearchPayload = z.infer<typeof lmsFeeSearchPayload>;

export const lmsFeeExportPayload = lmsFeeSearchPayload.pick({ criteria: true, sort: true });
export type LmsFeeExportPayload = z.infer<typeof lmsFeeExportPayload>;

/** The summary by waybill: waybills holding a fee of `kind` that matches the criteria. */
export const lmsFeeSummaryPayload = lmsFeeSearchPayload
  .omit({ sort: true })
  .extend({ kind: z.enum(FEE_KINDS) });
export type LmsFeeSummaryPayload = z.infer<typeof lmsFeeSummaryPayload>;

/** Check or uncheck up to 500 fee rows of one kind. */
export const lmsFeeCheckPayload = z.object({
  kind: z.enum(FEE_KINDS),
  ids: z.array(z.uuid()).min(1).max(BATCH_MAX_ROWS),
});
export type LmsFeeCheckPayload = z.infer<typeof lmsFeeCheckPayload>;

/** The fee's own fields of a row of any fee list (freight and parcel fees). Money is decimal text. */
export const feeLineAnswerFields = {
  subjectName: z.string(),
  value: z.string(),
  currency: z.string(),
  exchangeRate: z.string(),
  conversionValue: z.string(),
};
/** The status of a listed fee row (deleted rows are never listed). */
export const feeStatusAnswer = z.literal([
  FeeStatus.estimated,
  FeeStatus.confirmed,
  FeeStatus.billed,
  FeeStatus.writtenOff,
]);

/** A row of a fee list: the fee with its waybill and party. Money is decimal text. */
export const lmsFeeRowAnswer = z.object({
  id: z.string(),
  waybillId: z.string(),
  waybillNo: z.string(),
  customerNo: z.string().nullable(),
  receiveTime: timestampAnswer.nullable(),
  partyId: z.string().nullable(),
  partyCode: z.string().nullable(),
  partyName: z.string().nullable(),
  ...feeLineAnswerFields,
  /** The exchange loss of what is written off of it, in the local currency (a gain negative), and the rate it was written off at. */
  exchangeLoss: z.string(),
  exchangeLossRate: z.string().nullable(),
  formula: z.string().nullable(),
  status: feeStatusAnswer,
  isManual: z.boolean(),
  isCheck: z.boolean(),
  calErrorMsg: z.string().nullable(),
  belongTime: timestampAnswer.nullable(),
  billNo: z.string().nullable(),
  createdAt: timestampAnswer,
  createdByName: z.string().nullable(),
});
export type LmsFeeRow = z.output<typeof lmsFeeRowAnswer>;

/** Totals of every row matching the criteria: `value` per currency and the converted sum. */
export const lmsFeeTotalsAnswer = z.object({
  byCurrency: z.array(z.object({ currency: z.string(), total: z.string() })),
  conversionTotal: z.string(),
});
export type LmsFeeTotals = z.output<typeof lmsFeeTotalsAnswer>;
export const lmsFeePageAnswer = searchResultOf(lmsFeeRowAnswer).extend({ totals: lmsFeeTotalsAnswer });
export type LmsFeePage = z.output<typeof lmsFeePageAnswer>;

/** A row of the summary by waybill (local currency). A side the user may not see is null. */
export const lmsFeeSummaryRowAnswer = z.object({
  waybillId: z.string(),
  waybillNo: z.string(),
  customerNo: z.string().nullable(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  receiveTime: timestampAnswer.nullable(),
  customerFeeTotal: z.string().nullable(),
  customerFeeCount: z.number().int().nullable(),
  agentFeeTotal: z.string().nullable(),
  agentFeeCount: z.number().int().nullable(),
  profit: z.string().nullable(),
});
export type LmsFeeSummaryRow = z.output<typeof lmsFeeSummaryRowAnswer>;
export const lmsFeeSummaryPageAnswer = searchResultOf(lmsFeeSummaryRowAnswer);
export type LmsFeeSummaryPage = z.output<typeof lmsFeeSummaryPageAnswer>;

/** Profit of a waybill: customer fees less agent fees, both converted (scale 2). */
export function feeProfit(customerTotal: string | number, agentTotal: string | number): string {
  return new Decimal(customerTotal || 0).minus(agentTotal || 0).toFixed(MONEY_SCALE);
}

/** Permission codes of the fee screens: the list, its export and check action. */
export const LMS_FEE_PERMISSIONS: Record<FeeKind, { list: string; export: string; check: string }> = {
  customer: {
    list: FEE_PERMISSION_CODES.customerFeeList,
    export: FEE_PERMISSION_CODES.customerFeeExport,
    check: FEE_PERMISSION_CODES.customerFeeCheck,
  },
  agent: {
    list: FEE_PERMISSION_CODES.agentFeeList,
    export: FEE_PERMISSION_CODES.agentFeeExport,
    check: FEE_PERMISSION_CODES.agentFeeCheck,
  },
};

/** Either fee list: what the summary and the waybill list's finance columns need. */
export const LMS_FEE_LIST_PERMISSIONS = [
  FEE_PERMISSION_CODES.customerFeeList,
  FEE_PERMISSION_CODES.agentFeeList,
] as const;
