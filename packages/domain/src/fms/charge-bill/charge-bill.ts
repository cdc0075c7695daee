import Decimal from 'decimal.js';
import { z } from 'zod';
import { moneySchema } from '../../lms/waybill/index.ts';
import { timestampAnswer } from '../../platform/answers.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { searchPayload } from '../../platform/schemas.ts';

/**
 * Receipts: charge bills (spec back-office §3 "Charge bill", §4 charge bill actions, DESIGN §9). A
 * receipt is registered (by staff, or by the customer in the portal), then confirmed, rejected or
 * cancelled; a confirmed one posts its value in the customer's settlement currency and can be
 * cancel-confirmed while nothing of it is written off, or partly refunded. docs/finance.md.
 */
export const ChargeBillStatus = { registered: 0, confirmed: 10, rejected: 20, cancelled: 30 } as const;
export type ChargeBillStatusValue = (typeof ChargeBillStatus)[keyof typeof ChargeBillStatus];
export const CHARGE_BILL_STATUS_VALUES = Object.values(ChargeBillStatus) as ChargeBillStatusValue[];
export const CHARGE_BILL_STATUS_LABELS: Record<ChargeBillStatusValue, Message> = {
  0: { 'zh-CN': '待确认', 'en-US': 'To confirm', 'vi-VN': 'Chờ xác nhận' },
  10: { 'zh-CN': '已确认', 'en-US': 'Confirmed', 'vi-VN': 'Đã xác nhận' },
  20: { 'zh-CN': '已驳回', 'en-US': 'Rejected', 'vi-VN': 'Đã từ chối' },
  30: { 'zh-CN': '已取消', 'en-US': 'Cancelled', 'vi-VN': 'Đã hủy' },
};
/** The actions as the refusal "… it cannot be {2}" names them. */
export const CHARGE_BILL_ACTION_LABELS = {
  confirm: { 'zh-CN': '确认', 'en-US': 'confirmed', 'vi-VN': 'xác nhận' },
  reject: { 'zh-CN': '驳回', 'en-US': 'rejected', 'vi-VN': 'từ chối' },
  cancel: { 'zh-CN': '取消', 'en-US': 'cancelled', 'vi-VN': 'hủy' },
  cancelConfirm: { 'zh-CN': '取消确认', 'en-US': 'unconfirmed', 'vi-VN': 'hủy xác nhận' },
  refund: { 'zh-CN': '退款', 'en-US': 'refunded', 'vi-VN': 'hoàn tiền' },
  claim: { 'zh-CN': '认领', 'en-US': 'claimed', 'vi-VN': 'nhận' },
} as const satisfies Record<string, Message>;
/** Number rule of receipt numbers (seeded: SK + yyMMdd + 4 digits, daily). */
export const CHARGE_BILL_NUMBER_RULE = 'fmsChargeBillNo';

const uuid = z.uuid();
const requestKey = z.string().trim().min(8).max(64).optional();
const currency = z.string().trim().length(3).toUpperCase();
const positiveMoney = moneySchema.refine((v) => new Decimal(v).gt(0), { message: 'positive' });

export const chargeRegisterPayload = z.object({
  /** Staff: the customer, or none for an unclaimed receipt; a customer user: ignored (its own). */
  customerId: uuid.optional(),
  value: positiveMoney,
  currency,
  payTime: z.coerce.date().optional(),
  ownAccountId: uuid.optional(),
  certificateFileIds: z.array(uuid).max(10).default([]),
  remark: z.string().trim().max(500).optional(),
  requestKey,
});
export type ChargeRegisterPayload = z.output<typeof chargeRegisterPayload>;
export const chargeRegisterAnswer = z.object({
  id: z.string(),
  chargeNo: z.string(),
  status: z.number().int(),
});
export const chargeIdPayload = z.object({ id: uuid, requestKey });
export const chargeRejectPayload = z.object({ id: uuid, reason: z.string().trim().min(1).max(500) });
export const chargeRefundPayload = z.object({
  id: uuid,
  value: positiveMoney,
  reason: z.string().trim().min(1).max(500),
  requestKey,
});
/** Whether a refund value fits the receipt's unmatched amount (the refund dialog checks it before sending). */
export function refundFits(value: Decimal.Value, unmatched: Decimal.Value): boolean {
  return new Decimal(value).gt(0) && new Decimal(value).lte(unmatched);
}
export const chargeRefundCancelPayload = z.object({ id: uuid });
export const chargeClaimPayload = z.object({ id: uuid, customerId: uuid });

export const chargeSearchPayload = searchPayload.extend({
  criteria: z
    .object({
      customerId: uuid.optional(),
      status: z.array(z.number().int()).max(4).optional(),
      chargeNo: z.string().trim().max(50).optional(),
      /** Only receipts registered without a customer (charge claim). */
      unclaimed: z.boolean().optional(),
      payTime: z.tuple([z.coerce.date(), z.coerce.date()]).optional(),
    })
    .default({}),
});
export type ChargeSearchPayload = z.output<typeof chargeSearchPayload>;
export const chargeRefundAnswer = z.object({
  id: z.string(),
  value: z.string(),
  reason: z.string(),
  cancelled: z.boolean(),
  createdAt: timestampAnswer,
});
export const chargeRecordAnswer = z.object({
  id: z.string(),
  chargeNo: z.string(),
  customerId: z.string().nullable(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  value: z.string(),
  currency: z.string(),
  /** Once confirmed: the value in the customer's settlement currency at the confirmation day's rate. */
  settledValue: z.string().nullable(),
  settlementCurrency: z.string().nullable(),
  rate: z.string().nullable(),
  writtenOff: z.string(),
  refunded: z.string(),
  unmatched: z.string(),
  status: z.number().int(),
  payTime: timestampAnswer.nullable(),
  ownAccountId: z.string().nullable(),
  certificateFileIds: z.array(z.string()),
  remark: z.string().nullable(),
  rejectReason: z.string().nullable(),
  byCustomer: z.boolean(),
  createdAt: timestampAnswer,
  createdByName: z.string().nullable(),
  confirmTime: timestampAnswer.nullable(),
  refunds: z.array(chargeRefundAnswer),
});
export type ChargeRecord = z.output<typeof chargeRecordAnswer>;
