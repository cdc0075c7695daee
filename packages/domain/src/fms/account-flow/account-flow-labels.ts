import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/**
 * What moved money on a cash account (spec back-office §3 "Account flow"). In: a confirmed receipt,
 * a cancelled refund, the receiving side of a transfer; out: a receipt's cancel-confirm, a refund, the
 * paying side of a transfer, a transfer's cancel posting each side back; an income or an expense
 * under a subject, and its cancel; a payment bill paid to an agent (out) and its cancel-pay (in).
 */
export const AccountFlowSource = {
  charge: 'charge',
  chargeCancel: 'chargeCancel',
  refund: 'refund',
  refundCancel: 'refundCancel',
  transferOut: 'transferOut',
  transferIn: 'transferIn',
  transferCancel: 'transferCancel',
  income: 'income',
  expense: 'expense',
  incomeExpenseCancel: 'incomeExpenseCancel',
  payment: 'payment',
  paymentCancel: 'paymentCancel',
} as const;
export type AccountFlowSourceValue = (typeof AccountFlowSource)[keyof typeof AccountFlowSource];
export const ACCOUNT_FLOW_SOURCES = Object.values(AccountFlowSource) as AccountFlowSourceValue[];

export const ACCOUNT_FLOW_SOURCE_LABELS: Record<AccountFlowSourceValue, Message> = {
  charge: l('收款确认', 'Receipt confirmed', 'Xác nhận phiếu thu'),
  chargeCancel: l('收款取消确认', 'Receipt confirmation cancelled', 'Hủy xác nhận phiếu thu'),
  refund: l('退款', 'Refund', 'Hoàn tiền'),
  refundCancel: l('退款取消', 'Refund cancelled', 'Hủy hoàn tiền'),
  transferOut: l('转出', 'Transfer out', 'Chuyển đi'),
  transferIn: l('转入', 'Transfer in', 'Nhận chuyển khoản'),
  transferCancel: l('转账取消', 'Transfer cancelled', 'Hủy chuyển khoản'),
  income: l('收入', 'Income', 'Thu nhập'),
  expense: l('支出', 'Expense', 'Chi phí'),
  incomeExpenseCancel: l('收支取消', 'Income or expense cancelled', 'Hủy thu chi'),
  payment: l('付款', 'Payment to an agent', 'Chi cho đại lý'),
  paymentCancel: l('付款取消', 'Payment cancelled', 'Hủy chi cho đại lý'),
};
