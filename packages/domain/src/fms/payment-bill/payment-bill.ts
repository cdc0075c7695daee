import Decimal from 'decimal.js';
import { z } from 'zod';
import { moneySchema } from '../../lms/waybill/index.ts';
import { timestampAnswer } from '../../platform/answers.ts';
import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { searchPayload } from '../../platform/schemas.ts';

/**
 * Payment bills (spec back-office §2 "payment bill", DESIGN §9 payables): the company pays an agent
 * from a cash account. Applied → (approved, needed above the setting `finance.paymentApprovalAbove`)
 * → paid; a paid bill's cancel-pay takes it back to where it was; an unpaid one can be cancelled.
 * Paying writes off the named agent bills; what is paid and not matched to a bill is an advance
 * payment, matched later by `writeOff`. docs/finance.md "Payment bills".
 */
export const PaymentBillStatus = { applied: 0, approved: 10, paid: 20, cancelled: 30 } as const;
export type PaymentBillStatusValue = (typeof PaymentBillStatus)[keyof typeof PaymentBillStatus];
export const PAYMENT_BILL_STATUS_LABELS: Record<PaymentBillStatusValue, Message> = {
  0: l('已申请', 'Applied', 'Đã đề nghị'),
  10: l('已审核', 'Approved', 'Đã duyệt'),
  20: l('已付款', 'Paid', 'Đã chi'),
  30: l('已取消', 'Cancelled', 'Đã hủy'),
};
/** The actions as the refusal "… it cannot be {2}" names them. */
export const PAYMENT_BILL_ACTION_LABELS = {
  approve: l('审核', 'approved', 'duyệt'),
  pay: l('付款', 'paid', 'chi'),
  cancelPay: l('取消付款', 'have its payment cancelled', 'hủy chi'),
  cancel: l('取消', 'cancelled', 'hủy'),
  writeOff: l('核销', 'written off', 'cấn trừ'),
} as const satisfies Record<string, Message>;

/** Number rule of payment numbers (seeded: FK + yyMM + 5 digits, monthly). */
export const PAYMENT_BILL_NUMBER_RULE = 'fmsPaymentBillNo';
/** The system setting: a payment above this value in the local currency needs approval ('' = never). */
export const PAYMENT_APPROVAL_KEY = 'finance.paymentApprovalAbove';

/** Whether a payment of `localValue` needs approval under the setting (empty: no threshold). */
export function paymentNeedsApproval(
  localValue: Decimal.Value,
  above: string | number | null | undefined,
): boolean {
  if (above === null || above === undefined || String(above).trim() === '') return false;
  return new Decimal(localValue).gt(above);
}

/**
 * The company's exchange gain (+) or loss (−) in the local currency of paying `value` of a bill booked
 * at `billRate` at `payRate`: paying more local money than booked is a loss.
 */
export function paymentExchange(value: Decimal.Value, billRate: Decimal.Value, payRate: Decimal.Value) {
  return new Decimal(value)
    .times(new Decimal(billRate).minus(payRate))
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/**
 * How `amount` is spread over bills in order (oldest first), each up to what it still owes; the rest
 * stays unmatched (an advance payment).
 */
export function spreadOverBills<B extends { id: string; unwritten: Decimal.Value }>(
  bills: readonly B[],
  amount: Decimal.Value,
): { items: { bill: B; value: Decimal }[]; rest: Decimal } {
  let rest = new Decimal(amount);
  const items: { bill: B; value: Decimal }[] = [];
  for (const bill of bills) {
    if (rest.lte(0)) break;
    const take = Decimal.min(rest, bill.unwritten);
    if (take.lte(0)) continue;
    items.push({ bill, value: take });
    rest = rest.minus(take);
  }
  return { items, rest };
}

const uuid = z.uuid();
const requestKey = z.string().trim().min(8).max(64).optional();
const money = moneySchema.refine((v) => new Decimal(v).gt(0), { message: 'positive' });

export const paymentBillApplyPayload = z.object({
  agentId: uuid.optional(),
  billIds: z.array(uuid).max(200).default([]),
  /** In `currency`; without it, what the named bills still owe. */
  value: money.optional(),
  currency: z.string().trim().toUpperCase().min(3).max(3),
  payeeAccount: z.string().trim().min(1).max(200),
  expectedPayTime: z.coerce.date().optional(),
  fileIds: z.array(uuid).max(10).default([]),
  remark: z.string().trim().max(500).optional(),
  requestKey,
});
export type PaymentBillApplyPayload = z.output<typeof paymentBillApplyPayload>;
export const paymentBillApplyAnswer = z.object({ id: z.string(), paymentNo: z.string() });

export const paymentBillIdPayload = z.object({ id: uuid });
export const paymentBillPayPayload = z.object({
  id: uuid,
  cashAccountId: uuid,
  payTime: z.coerce.date().optional(),
  requestKey,
});
export type PaymentBillPayPayload = z.output<typeof paymentBillPayPayload>;
export const paymentBillPayAnswer = z.object({
  id: z.string(),
  paymentNo: z.string(),
  writtenOff: z.string(),
  unmatched: z.string(),
  exchangeGainLoss: z.string(),
});

export const paymentBillWriteOffPayload = z.object({
  id: uuid,
  items: z
    .array(z.object({ billId: uuid, value: money }))
    .min(1)
    .max(50)
    .refine((items) => new Set(items.map((i) => i.billId)).size === items.length, {
      message: 'one item per bill',
    }),
  requestKey,
});
export type PaymentBillWriteOffPayload = z.output<typeof paymentBillWriteOffPayload>;

const PAYMENT_STATUS_VALUES = Object.values(PaymentBillStatus);
export const paymentBillSearchPayload = searchPayload.extend({
  criteria: z
    .object({
      agentId: uuid.optional(),
      status: z
        .array(z.number().int())
        .max(4)
        .refine((s) => s.every((v) => (PAYMENT_STATUS_VALUES as number[]).includes(v)), {
          message: 'a payment bill status',
        })
        .optional(),
      paymentNo: z.string().trim().max(50).optional(),
      /** Paid with something not matched to a bill (advance payments). */
      unmatched: z.boolean().optional(),
    })
    .default({}),
});
export type PaymentBillSearchPayload = z.output<typeof paymentBillSearchPayload>;

export const paymentBillRecordAnswer = z.object({
  id: z.string(),
  paymentNo: z.string(),
  agentId: z.string(),
  agentCode: z.string(),
  agentName: z.string(),
  value: z.string(),
  currency: z.string(),
  /** 1 unit of `currency` in the local currency: on the apply day, then on the pay day once paid. */
  rate: z.string(),
  localValue: z.string(),
  payeeAccount: z.string(),
  expectedPayTime: timestampAnswer.nullable(),
  fileIds: z.array(z.string()),
  status: z.number().int(),
  paidValue: z.string(),
  unpaidValue: z.string(),
  writtenOff: z.string(),
  unmatched: z.string(),
  exchangeGainLoss: z.string(),
  billNos: z.array(z.string()),
  appliedTime: timestampAnswer,
  approvedTime: timestampAnswer.nullable(),
  cashAccountId: z.string().nullable(),
  cashAccountName: z.string().nullable(),
  payTime: timestampAnswer.nullable(),
  cancelTime: timestampAnswer.nullable(),
  remark: z.string().nullable(),
  createdByName: z.string().nullable(),
});
export type PaymentBillRecord = z.output<typeof paymentBillRecordAnswer>;

export const paymentWriteOffAnswer = z.object({
  id: z.string(),
  billId: z.string(),
  billNo: z.string(),
  value: z.string(),
  exchangeGainLoss: z.string(),
  writeOffTime: timestampAnswer,
  cancelTime: timestampAnswer.nullable(),
});
export const paymentBillDetailAnswer = paymentBillRecordAnswer.extend({
  bills: z.array(
    z.object({
      id: z.string(),
      billNo: z.string(),
      total: z.string(),
      unwritten: z.string(),
      status: z.number(),
    }),
  ),
  writeOffs: z.array(paymentWriteOffAnswer),
});
export type PaymentBillDetail = z.output<typeof paymentBillDetailAnswer>;

/** Advance payments (paid, not matched, per agent) and advance collections (receipts not written off, per customer). */
export const advanceRowAnswer = z.object({
  partyId: z.string(),
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  count: z.number().int(),
  value: z.string(),
});
export const advancesAnswer = z.object({
  payments: z.array(advanceRowAnswer),
  collections: z.array(advanceRowAnswer),
});
export type AdvanceRow = z.output<typeof advanceRowAnswer>;
