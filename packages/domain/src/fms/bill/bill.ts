import Decimal from 'decimal.js';
import { z } from 'zod';
import { timestampAnswer } from '../../platform/answers.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { searchPayload } from '../../platform/schemas.ts';

/**
 * Statement bills (spec back-office §3 "Statement bill", §4 bill statuses, DESIGN §9): a bill gathers
 * a customer's unbilled confirmed fees with belong time in [from, to), in its settlement currency;
 * its status follows its write-offs. docs/finance.md.
 */
export const BillStatus = { waitPay: 0, partPay: 10, fullPay: 20 } as const;
export type BillStatusValue = (typeof BillStatus)[keyof typeof BillStatus];
export const BILL_STATUS_VALUES = Object.values(BillStatus) as BillStatusValue[];
export const BILL_STATUS_LABELS: Record<BillStatusValue, Message> = {
  0: { 'zh-CN': '待付款', 'en-US': 'Unpaid', 'vi-VN': 'Chưa thanh toán' },
  10: { 'zh-CN': '部分付款', 'en-US': 'Partly paid', 'vi-VN': 'Thanh toán một phần' },
  20: { 'zh-CN': '已付款', 'en-US': 'Paid', 'vi-VN': 'Đã thanh toán' },
};
/** Number rule of statement bill numbers (seeded: BL + yyMM + 5 digits, monthly). */
export const BILL_NUMBER_RULE = 'fmsStatementBillNo';

/** A bill's status from its total and written-off amount. */
export function billStatusOf(total: Decimal.Value, writtenOff: Decimal.Value): BillStatusValue {
  const w = new Decimal(writtenOff);
  if (w.isZero()) return BillStatus.waitPay;
  return w.eq(total) ? BillStatus.fullPay : BillStatus.partPay;
}

const uuid = z.uuid();
const day = z.coerce.date();
const requestKey = z.string().trim().min(8).max(64).optional();

export const billPeriodPayload = z
  .object({ customerId: uuid.optional(), from: day, to: day })
  .refine((v) => v.from.getTime() < v.to.getTime(), { message: 'from < to', path: ['to'] });
export type BillPeriodPayload = z.output<typeof billPeriodPayload>;
export const billPreviewAnswer = z.object({
  customerId: z.string(),
  feeCount: z.number().int(),
  total: z.string(),
  currency: z.string(),
});
export const billMakePayload = z
  .object({
    customerId: uuid.optional(),
    from: day,
    to: day,
    remark: z.string().trim().max(500).optional(),
    requestKey,
  })
  .refine((v) => v.from.getTime() < v.to.getTime(), { message: 'from < to', path: ['to'] });
export type BillMakePayload = z.output<typeof billMakePayload>;
export const billMakeAnswer = z.object({
  id: z.string(),
  billNo: z.string(),
  feeCount: z.number().int(),
  total: z.string(),
  currency: z.string(),
});
export const billIdPayload = z.object({ id: uuid });
export const billRemarkPayload = z.object({ id: uuid, remark: z.string().trim().max(500) });

export const billSearchPayload = searchPayload.extend({
  criteria: z
    .object({
      customerId: uuid.optional(),
      status: z.array(z.number().int()).max(3).optional(),
      billNo: z.string().trim().max(50).optional(),
      cancelled: z.boolean().optional(),
      billTime: z.tuple([day, day]).optional(),
    })
    .default({}),
});
export type BillSearchPayload = z.output<typeof billSearchPayload>;
export const billRecordAnswer = z.object({
  id: z.string(),
  billNo: z.string(),
  customerId: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  billTime: timestampAnswer,
  periodFrom: z.string(),
  periodTo: z.string(),
  feeCount: z.number().int(),
  total: z.string(),
  totalLocal: z.string(),
  writtenOff: z.string(),
  unwritten: z.string(),
  currency: z.string(),
  status: z.number().int(),
  remark: z.string().nullable(),
  cancelTime: timestampAnswer.nullable(),
  createdByName: z.string().nullable(),
});
export type BillRecord = z.output<typeof billRecordAnswer>;
export const billFeeAnswer = z.object({
  id: z.string(),
  feeId: z.string(),
  /** The spec's bill type of the fee's waybill: 0 LMS waybill, 200 PDS waybill (parcel). */
  billType: z.number().int(),
  waybillNo: z.string(),
  countryCode: z.string().nullable(),
  subjectName: z.string(),
  originalValue: z.string(),
  originalCurrency: z.string(),
  value: z.string(),
  writtenOff: z.string(),
  belongTime: timestampAnswer.nullable(),
});
const groupRow = z.object({ key: z.string(), feeCount: z.number().int(), value: z.string() });
export const billDetailAnswer = billRecordAnswer.extend({
  rate: z.string(),
  localCurrency: z.string(),
  fees: z.array(billFeeAnswer),
  byCountry: z.array(groupRow),
  bySubject: z.array(groupRow),
});
