import Decimal from 'decimal.js';
import { z } from 'zod';
import { searchResultOf, timestampAnswer } from '../../platform/answers.ts';
import { BATCH_MAX_ROWS } from '../../platform/constants.ts';
import { l } from '../../platform/entity/define.ts';
import type { EnumOption } from '../../platform/entity/types.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { DETAIN_TYPES, measureSchema, WAYBILL_STATUSES, WeighMode } from '../waybill/index.ts';

/**
 * Scanning (spec platform-core §2 LMS menu "Scanning", "Other: scan records"): the scan types of the
 * staff scan screens, their payloads and permissions, the scan-record search and the weight-confirm
 * search. Every scan is one `POST lms/scan/<type>` by a scanned number (waybill, customer or track
 * number) and writes one scan record, also when refused.
 */
export const SCAN_TYPES = [
  'receive',
  'arrive',
  'updateWeight',
  'checkGoods',
  'package',
  'send',
  'verify',
  'query',
  'delay',
  'cancelDelay',
  'detain',
  'cancelDetain',
  'returnToCustomer',
  'returnIn',
] as const;
export type ScanType = (typeof SCAN_TYPES)[number];

export const SCAN_TYPE_LABELS: Record<ScanType, Message> = {
  receive: l('收货扫描', 'Receive', 'Nhận hàng'),
  arrive: l('到货扫描', 'Arrive', 'Hàng đến kho'),
  updateWeight: l('更新重量', 'Update weight', 'Cập nhật trọng lượng'),
  checkGoods: l('查验扫描', 'Check goods', 'Kiểm hàng'),
  package: l('打包/打板', 'Package / pallet', 'Đóng gói / pallet'),
  send: l('发货扫描', 'Send', 'Gửi hàng'),
  verify: l('校验扫描', 'Verify', 'Kiểm tra'),
  query: l('查询扫描', 'Query', 'Tra cứu'),
  delay: l('延误扫描', 'Delay', 'Trễ hạn'),
  cancelDelay: l('取消延误', 'Cancel delay', 'Hủy trễ hạn'),
  detain: l('扣件扫描', 'Detain', 'Tạm giữ'),
  cancelDetain: l('取消扣件', 'Cancel detain', 'Hủy tạm giữ'),
  returnToCustomer: l('退件给客户', 'Return to customer', 'Hoàn cho khách hàng'),
  returnIn: l('退件入库', 'Return-in', 'Hoàn hàng nhập kho'),
};
export const SCAN_TYPE_OPTIONS: EnumOption[] = SCAN_TYPES.map((value) => ({
  value,
  label: SCAN_TYPE_LABELS[value],
}));

/** Scan types that weigh and measure pieces. */
export const WEIGHING_SCANS: readonly ScanType[] = ['receive', 'updateWeight'];

export const SCAN_RESULTS = ['ok', 'failed'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];
export const SCAN_RESULT_LABELS = {
  ok: l('成功', 'OK', 'Thành công'),
  failed: l('失败', 'Failed', 'Thất bại'),
} as const;
export const SCAN_RESULT_OPTIONS: EnumOption[] = SCAN_RESULTS.map((value) => ({
  value,
  label: SCAN_RESULT_LABELS[value],
}));

/** The scanned number: a waybill number, else a track number, else a customer number. */
export const scanNumberSchema = z.string().trim().min(1).max(50);
const weighModeSchema = z.union([
  z.literal(WeighMode.weighing),
  z.literal(WeighMode.none),
  z.literal(WeighMode.onlyActual),
  z.literal(WeighMode.onlyVolume),
]);
const optionalMeasure = measureSchema.optional().or(z.literal('').transform(() => undefined));
export const scanPieceSchema = z.object({
  actualWeight: optionalMeasure,
  length: optionalMeasure,
  width: optionalMeasure,
  height: optionalMeasure,
});

/**
 * One scan. Besides the number: receive / update weight take the weigh mode and the pieces,
 * check goods pass or fail (a failure needs the reason), package a typed package number (else
 * one from the numbering rule), detain its types; delay and the others an optional reason.
 */
export const scanPayload = z.object({
  no: scanNumberSchema,
  weighMode: weighModeSchema.default(WeighMode.weighing),
  pieces: z.array(scanPieceSchema).max(999).default([]),
  passed: z.boolean().default(true),
  reason: z.string().trim().max(500).optional(),
  packageNo: z.string().trim().max(50).optional(),
  detainTypes: z.array(z.enum(DETAIN_TYPES)).max(DETAIN_TYPES.length).optional(),
  /** Go on past the interceptors asking for confirmation (business code 2000). */
  force: z.boolean().optional(),
});
export type ScanPayload = z.input<typeof scanPayload>;
export type ScanInput = z.output<typeof scanPayload>;

const timeRange = z.tuple([z.coerce.date(), z.coerce.date()]).optional();

/** `lms/scanRecord/search`: type, number, user (name or username), time range, result; newest first. */
export const scanRecordSearchPayload = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(BATCH_MAX_ROWS).default(20),
  criteria: z
    .object({
      type: z.enum(SCAN_TYPES).optional(),
      no: z.string().trim().max(50).optional(),
      user: z.string().trim().max(50).optional(),
      createdAt: timeRange,
      result: z.enum(SCAN_RESULTS).optional(),
    })
    .default({}),
});
export type ScanRecordSearchPayload = z.input<typeof scanRecordSearchPayload>;

/** Weight-confirm tabs (spec §4 "Weight-confirm counts: waiting, denied, confirmed, warning"). */
export const WEIGHT_CONFIRM_TABS = ['waiting', 'denied', 'confirmed', 'warning'] as const;
export type WeightConfirmTab = (typeof WEIGHT_CONFIRM_TABS)[number];
export const WEIGHT_CONFIRM_TAB_LABELS: Record<WeightConfirmTab, Message> = {
  waiting: l('待确认', 'Waiting', 'Chờ xác nhận'),
  denied: l('已拒绝', 'Denied', 'Đã từ chối'),
  confirmed: l('已确认', 'Confirmed', 'Đã xác nhận'),
  warning: l('预警', 'Warning', 'Cảnh báo'),
};

export const weightConfirmSearchPayload = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(BATCH_MAX_ROWS).default(20),
  tab: z.enum(WEIGHT_CONFIRM_TABS).default('waiting'),
  criteria: z
    .object({
      no: z.string().trim().max(50).optional(),
      customerId: z.uuid().optional(),
      receiveTime: timeRange,
    })
    .default({}),
});
export type WeightConfirmSearchPayload = z.input<typeof weightConfirmSearchPayload>;

/** A row of the weight-confirm list: weights as decimal text (kg, 3 places). */
export const weightConfirmRowAnswer = z.object({
  id: z.string(),
  waybillNo: z.string(),
  customerNo: z.string().nullable(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  status: z.enum(WAYBILL_STATUSES),
  weightConfirmStatus: z.number().int(),
  weightRejectReason: z.string().nullable(),
  pieceCount: z.number().int(),
  orderActualWeight: z.string().nullable(),
  orderVolumeWeight: z.string().nullable(),
  orderChargeWeight: z.string().nullable(),
  receiveActualWeight: z.string().nullable(),
  receiveVolumeWeight: z.string().nullable(),
  receivableRealChargeWeight: z.string().nullable(),
  receiveTime: timestampAnswer.nullable(),
  weightConfirmTime: timestampAnswer.nullable(),
});
export type WeightConfirmRow = z.output<typeof weightConfirmRowAnswer>;
/** `lms/weightConfirm/search`: a page of the tab's rows with every tab's count. */
export const weightConfirmPageAnswer = searchResultOf(weightConfirmRowAnswer).extend({
  counts: z.record(z.enum(WEIGHT_CONFIRM_TABS), z.number().int()),
});
export type WeightConfirmPage = z.output<typeof weightConfirmPageAnswer>;

const ids = z.array(z.uuid()).min(1).max(BATCH_MAX_ROWS);
export const weightConfirmPayload = z.object({ ids });
/** A rejection needs its reason (checked by the service: "Please enter the reason for rejecting"). */
export const weightRejectPayload = z.object({ ids, reason: z.string().trim().max(500).optional() });

/**
 * Receive charge weight minus order charge weight (3 decimals, signed: "+1.500", "-0.500", "0.000"),
 * shown next to the two weights on the weight-confirm screen; null while either is missing.
 */
export function chargeWeightDifference(
  order: string | null | undefined,
  receive: string | null | undefined,
): string | null {
  if (order == null || order === '' || receive == null || receive === '') return null;
  const diff = new Decimal(receive).minus(order);
  const text = diff.toFixed(3, Decimal.ROUND_HALF_UP);
  return diff.gt(0) ? `+${text}` : text;
}

// in a module without zod: the web's route table reads it on the first screen (docs/web.md)
export { SCAN_PERMISSIONS } from './scan-permissions.ts';
