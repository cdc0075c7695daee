import Decimal from 'decimal.js';
import { z } from 'zod';
import { timestampAnswer } from '../../platform/answers.ts';
import { DEFAULT_CURRENCY } from '../../platform/constants.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { searchPayload } from '../../platform/schemas.ts';

/**
 * The customer's balance (DESIGN §9, spec back-office §4 "Balance flow types"): every money movement
 * is an immutable flow row; the balance is the sum of the counted types, in the customer's settlement
 * currency. docs/finance.md.
 */
export const BalanceFlowType = {
  bill: 0,
  billCancel: 1,
  charge: 2,
  chargeCancel: 3,
  writeOff: 4,
  writeOffCancel: 5,
  refund: 6,
  refundCancel: 7,
  init: 10,
} as const;
export type BalanceFlowTypeValue = (typeof BalanceFlowType)[keyof typeof BalanceFlowType];
export const BALANCE_FLOW_TYPE_VALUES = Object.values(BalanceFlowType) as BalanceFlowTypeValue[];

/** Types whose value moves the balance; write-off rows (4, 5) only record the matched amount. */
export const COUNTED_FLOW_TYPES: readonly BalanceFlowTypeValue[] = [0, 1, 2, 3, 6, 7, 10];
export const isCountedFlow = (type: number): boolean =>
  (COUNTED_FLOW_TYPES as readonly number[]).includes(type);

export const BALANCE_FLOW_TYPE_LABELS: Record<BalanceFlowTypeValue, Message> = {
  0: { 'zh-CN': '账单', 'en-US': 'Bill', 'vi-VN': 'Hóa đơn' },
  1: { 'zh-CN': '账单取消', 'en-US': 'Bill cancelled', 'vi-VN': 'Hủy hóa đơn' },
  2: { 'zh-CN': '收款', 'en-US': 'Receipt', 'vi-VN': 'Thu tiền' },
  3: { 'zh-CN': '收款取消', 'en-US': 'Receipt cancelled', 'vi-VN': 'Hủy thu tiền' },
  4: { 'zh-CN': '核销', 'en-US': 'Write-off', 'vi-VN': 'Cấn trừ' },
  5: { 'zh-CN': '核销取消', 'en-US': 'Write-off cancelled', 'vi-VN': 'Hủy cấn trừ' },
  6: { 'zh-CN': '退款', 'en-US': 'Refund', 'vi-VN': 'Hoàn tiền' },
  7: { 'zh-CN': '退款取消', 'en-US': 'Refund cancelled', 'vi-VN': 'Hủy hoàn tiền' },
  10: { 'zh-CN': '期初', 'en-US': 'Initial balance', 'vi-VN': 'Số dư đầu kỳ' },
};

export const DEFAULT_SETTLEMENT_CURRENCY = DEFAULT_CURRENCY;

type Money = Decimal.Value;
/** Estimated balance = balance + unconfirmed receipts − unbilled fees (DESIGN §9). */
export function estimatedBalance(balance: Money, unconfirmedCharges: Money, unbilledFees: Money): Decimal {
  return new Decimal(balance).plus(unconfirmedCharges).minus(unbilledFees);
}
/** Available = estimated balance + credit line. */
export function availableBalance(estimated: Money, creditLine: Money | null | undefined): Decimal {
  return new Decimal(estimated).plus(creditLine ?? 0);
}

const uuid = z.uuid();
const moneyText = z.string();

/** `fms/balance/detail?customerId=` (a customer user: its own). */
export const balanceDetailQuery = z.object({ customerId: uuid.optional() });
export const balanceDetailAnswer = z.object({
  customerId: z.string(),
  currency: z.string(),
  balance: moneyText,
  unconfirmedCharges: moneyText,
  unbilledFees: moneyText,
  estimatedBalance: moneyText,
  creditLine: moneyText,
  available: moneyText,
  creditControl: z.string(),
  warnTips: z.string().nullable(),
});
export type BalanceDetail = z.output<typeof balanceDetailAnswer>;

/** `fms/balance/search`: the customers' balances (staff). */
export const balanceSearchPayload = searchPayload.extend({
  criteria: z
    .object({
      customerId: uuid.optional(),
      /** Only customers whose balance is below zero. */
      negative: z.boolean().optional(),
    })
    .default({}),
});
export const balanceRecordAnswer = z.object({
  customerId: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  currency: z.string(),
  balance: moneyText,
  creditLine: moneyText,
  updatedAt: timestampAnswer.nullable(),
});

export const balanceFlowSearchPayload = searchPayload.extend({
  criteria: z
    .object({
      customerId: uuid.optional(),
      type: z.array(z.number().int()).max(10).optional(),
      relatedNo: z.string().trim().max(50).optional(),
      createdAt: z.tuple([z.coerce.date(), z.coerce.date()]).optional(),
    })
    .default({}),
});
export type BalanceFlowSearchPayload = z.output<typeof balanceFlowSearchPayload>;
export const balanceFlowRecordAnswer = z.object({
  id: z.string(),
  customerId: z.string(),
  customerCode: z.string(),
  type: z.number().int(),
  value: moneyText,
  balance: moneyText,
  currency: z.string(),
  relatedNo: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: timestampAnswer,
  createdByName: z.string().nullable(),
});

/** `fms/customerLedger/search`: per customer and period, opening, movements, closing. */
/** `[from, to)`; without them, the current month up to now. */
export const customerLedgerPayload = z.object({
  customerId: uuid.optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
});
export const customerLedgerAnswer = z.object({
  customerId: z.string(),
  currency: z.string(),
  opening: moneyText,
  billed: moneyText,
  billCancelled: moneyText,
  received: moneyText,
  receiptCancelled: moneyText,
  refunded: moneyText,
  refundCancelled: moneyText,
  writtenOff: moneyText,
  closing: moneyText,
  rows: z.array(balanceFlowRecordAnswer),
});
