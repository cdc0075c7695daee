import { z } from 'zod';
import { FEE_COLUMN_LABELS, FEE_PERMISSION_CODES } from '../../fms/fee/index.light.ts';
import { BATCH_MAX_ROWS, REFERENCE_MAX_LENGTH } from '../../platform/constants.ts';
import { l } from '../../platform/entity/define.ts';
import { splitList } from '../../platform/entity/split-list.ts';
import type { UserType } from '../../platform/enums.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { type RuleFailure, ruleFail } from './rule-result.ts';
import {
  isBeforeReceive,
  PACKAGE_TYPES,
  TRADE_CLAUSES,
  type WaybillStatus,
  WaybillStatusCode,
} from './waybill-enums.ts';
import { WAYBILL_FIELD_LABELS } from './waybill-labels.ts';
import { waybillSearchPayload } from './waybill-search.ts';

/**
 * The waybill list's extras (spec platform-core §2, issue 4): the list / export columns, copy,
 * batch update and the numbers lookup of the batch-update screen. Server and web share these.
 */

/**
 * A column of the waybill list and of its export. `staffOnly` columns are never shown to customers;
 * a column with `permissions` only to users holding every one of them (the finance columns).
 */
export type WaybillListColumn = {
  key: string;
  label: Message;
  staffOnly?: boolean;
  permissions?: readonly string[];
};

/** Labels of the waybill list's columns that screens also show elsewhere. */
export const WAYBILL_LIST_LABELS = {
  destination: l('目的国', 'Destination', 'Nước đến'),
  pieceCount: l('件数', 'Pieces', 'Số kiện'),
  flags: l('标记', 'Flags', 'Đánh dấu'),
  orderTime: l('下单时间', 'Order time', 'Thời gian đặt'),
  sendTime: l('发货时间', 'Send time', 'Thời gian gửi'),
  deliverTime: l('签收时间', 'Deliver time', 'Thời gian giao'),
} as const;

export const WAYBILL_LIST_COLUMNS: readonly WaybillListColumn[] = [
  { key: 'waybillNo', label: WAYBILL_FIELD_LABELS.waybillNo! },
  { key: 'customerNo', label: WAYBILL_FIELD_LABELS.customerNo! },
  { key: 'trackNo', label: WAYBILL_FIELD_LABELS.trackNo! },
  { key: 'customer', label: l('客户', 'Customer', 'Khách hàng'), staffOnly: true },
  { key: 'productName', label: l('产品', 'Product', 'Sản phẩm') },
  { key: 'destination', label: WAYBILL_LIST_LABELS.destination },
  { key: 'recipientName', label: l('收件人', 'Recipient', 'Người nhận') },
  { key: 'status', label: l('状态', 'Status', 'Trạng thái') },
  { key: 'pieceCount', label: WAYBILL_LIST_LABELS.pieceCount },
  { key: 'orderActualWeight', label: l('下单实重(kg)', 'Order weight (kg)', 'Cân nặng đặt (kg)') },
  { key: 'receiveActualWeight', label: l('收货实重(kg)', 'Receive weight (kg)', 'Cân nặng nhận (kg)') },
  {
    key: 'receivableRealChargeWeight',
    label: l('计费重(kg)', 'Charge weight (kg)', 'Cân nặng tính cước (kg)'),
  },
  { key: 'flags', label: WAYBILL_LIST_LABELS.flags },
  { key: 'orderTime', label: WAYBILL_LIST_LABELS.orderTime },
  { key: 'receiveTime', label: l('收货时间', 'Receive time', 'Thời gian nhận') },
  { key: 'sendTime', label: WAYBILL_LIST_LABELS.sendTime },
  { key: 'deliverTime', label: WAYBILL_LIST_LABELS.deliverTime },
  // finance (issue 5): totals of the waybill's fee rows in the base currency
  {
    key: 'customerFeeTotal',
    label: FEE_COLUMN_LABELS.customerFeeTotal,
    staffOnly: true,
    permissions: [FEE_PERMISSION_CODES.customerFeeList],
  },
  {
    key: 'agentFeeTotal',
    label: FEE_COLUMN_LABELS.agentFeeTotal,
    staffOnly: true,
    permissions: [FEE_PERMISSION_CODES.agentFeeList],
  },
  {
    key: 'profit',
    label: FEE_COLUMN_LABELS.profit,
    staffOnly: true,
    permissions: [FEE_PERMISSION_CODES.customerFeeList, FEE_PERMISSION_CODES.agentFeeList],
  },
];

/** The money columns of the list (right-aligned, decimal text). */
export const WAYBILL_LIST_MONEY_COLUMNS: readonly string[] = ['customerFeeTotal', 'agentFeeTotal', 'profit'];

/**
 * The columns a user may see: customers never the staff columns, nobody a column whose permissions
 * the user does not all hold (no permissions given: none of those).
 */
export function waybillListColumnsFor(
  userType: UserType,
  permissions: readonly string[] | ReadonlySet<string> = [],
): WaybillListColumn[] {
  const held = new Set(permissions);
  return WAYBILL_LIST_COLUMNS.filter(
    (c) => (userType === 'staff' || !c.staffOnly) && (c.permissions ?? []).every((p) => held.has(p)),
  );
}

/** Which fee totals the list computes for a user (only for the columns the user may see). */
export function waybillFeeColumnsFor(
  userType: UserType,
  permissions: readonly string[] | ReadonlySet<string>,
): { customer: boolean; agent: boolean } {
  const keys = new Set(waybillListColumnsFor(userType, permissions).map((c) => c.key));
  return {
    customer: keys.has('customerFeeTotal') || keys.has('profit'),
    agent: keys.has('agentFeeTotal') || keys.has('profit'),
  };
}

/** Most rows one waybill export holds. */
export const WAYBILL_EXPORT_MAX_ROWS = 50_000;

/** Export: the list's criteria and sort (no page). */
export const waybillExportPayload = waybillSearchPayload.pick({ criteria: true, sort: true });
export type WaybillExportPayload = z.infer<typeof waybillExportPayload>;

const ids = z.array(z.uuid()).min(1).max(BATCH_MAX_ROWS);

/** Copy up to 500 waybills as new orders. */
export const waybillCopyPayload = z.object({ ids });

/** Numbers pasted for a batch: split on new lines, spaces, commas and semicolons, without repeats. */
export function splitWaybillNumbers(text: string): string[] {
  return [...new Set(splitList(text.replace(/\s+/g, '\n')))];
}

/** At least one and at most 500 pasted numbers. */
export function parseBatchNumbers(text: string): { ok: true; nos: string[] } | ({ ok: false } & RuleFailure) {
  const nos = splitWaybillNumbers(text);
  if (nos.length === 0) return { ok: false, ...ruleFail('lmsChooseWaybills') };
  if (nos.length > BATCH_MAX_ROWS)
    return { ok: false, ...ruleFail('lmsBatchTooManyNumbers', BATCH_MAX_ROWS) };
  return { ok: true, nos };
}

/** Numbers lookup of the batch-update screen: `{records, missing}`. */
export const waybillFindByNosPayload = z.object({ numbers: z.string().max(40_000) });

/** Fields a batch update may set; `channelId` is staff work. */
export const BATCH_UPDATE_FIELDS = [
  'orderRemark',
  'tradeClause',
  'declareType',
  'packageType',
  'productId',
  'channelId',
  'isPaperLess',
  'customerExtraNo',
] as const;
export type BatchUpdateField = (typeof BATCH_UPDATE_FIELDS)[number];
export const STAFF_ONLY_BATCH_FIELDS: readonly BatchUpdateField[] = ['channelId'];

/** The batch-update fields a user type may set. */
export function batchUpdateFieldsFor(userType: UserType): BatchUpdateField[] {
  return BATCH_UPDATE_FIELDS.filter((f) => userType === 'staff' || !STAFF_ONLY_BATCH_FIELDS.includes(f));
}

/** Labels of the batch-update fields (form labels and validation messages). */
export const BATCH_UPDATE_LABELS: Record<BatchUpdateField, Message> = {
  orderRemark: WAYBILL_FIELD_LABELS.orderRemark!,
  tradeClause: WAYBILL_FIELD_LABELS.tradeClause!,
  declareType: WAYBILL_FIELD_LABELS.declareType!,
  packageType: WAYBILL_FIELD_LABELS.packageType!,
  productId: WAYBILL_FIELD_LABELS.productId!,
  channelId: l('渠道', 'Channel', 'Kênh'),
  isPaperLess: WAYBILL_FIELD_LABELS.isPaperLess!,
  customerExtraNo: WAYBILL_FIELD_LABELS.customerExtraNo!,
};

/** A field that may be cleared: empty text clears it (null). */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable().optional());

export const batchUpdateValues = z.object({
  orderRemark: clearable(z.string().trim().max(500)),
  tradeClause: clearable(z.enum(TRADE_CLAUSES)),
  declareType: clearable(z.string().trim().max(30)),
  packageType: z.enum(PACKAGE_TYPES).optional(),
  productId: z.uuid().optional(),
  channelId: clearable(z.uuid()),
  isPaperLess: z.boolean().optional(),
  customerExtraNo: clearable(z.string().trim().max(REFERENCE_MAX_LENGTH)),
});
export type BatchUpdateValues = z.infer<typeof batchUpdateValues>;

/** Batch update of up to 500 waybills, chosen by id or by pasted waybill numbers. */
export const waybillBatchUpdatePayload = z.object({
  ids: ids.optional(),
  numbers: z.string().max(40_000).optional(),
  values: batchUpdateValues,
});
export type WaybillBatchUpdatePayload = z.infer<typeof waybillBatchUpdatePayload>;

/** The fields a batch update sets (keys given, even as null to clear). */
export function chosenBatchFields(values: BatchUpdateValues): BatchUpdateField[] {
  return BATCH_UPDATE_FIELDS.filter((f) => values[f] !== undefined);
}

/** Not yet sent: the waybill is still with the forwarder (ordered or in the origin warehouse). */
export function isBeforeSend(status: WaybillStatus): boolean {
  return WaybillStatusCode[status] < WaybillStatusCode.departure;
}

/**
 * Whether a user may batch-update a waybill: staff until it is sent, customers until it is
 * received. The refusal names the waybill.
 */
export function checkBatchUpdatable(
  waybill: { waybillNo: string; status: WaybillStatus },
  userType: UserType,
): RuleFailure | undefined {
  if (userType === 'customer')
    return isBeforeReceive(waybill.status)
      ? undefined
      : ruleFail('lmsBatchUpdateOnlyBeforeReceive', waybill.waybillNo);
  return isBeforeSend(waybill.status)
    ? undefined
    : ruleFail('lmsBatchUpdateOnlyBeforeSend', waybill.waybillNo);
}
