import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Permission codes of payment bills: the list, its actions (approve is a grant of its own) and the advances. */
export const PAYMENT_BILL_PERMISSION_CODES = {
  paymentBill: 'fms/paymentBill',
  paymentBillApply: 'fms/paymentBill:apply',
  paymentBillApprove: 'fms/paymentBill:approve',
  paymentBillPay: 'fms/paymentBill:pay',
  paymentBillCancelPay: 'fms/paymentBill:cancelPay',
  paymentBillCancel: 'fms/paymentBill:cancel',
  paymentBillWriteOff: 'fms/paymentBill:writeOff',
  advancePayment: 'fms/advancePayment',
} as const;
export const PAYMENT_BILL_ACTIONS = ['apply', 'approve', 'pay', 'cancelPay', 'cancel', 'writeOff'] as const;

/** Screen titles of payment bills. */
export const PAYMENT_BILL_TITLES = {
  list: l('付款单', 'Payment bills', 'Phiếu chi'),
  advances: l('预付与预收', 'Advance payments and collections', 'Trả trước và thu trước'),
} as const satisfies Record<string, Message>;

/** Names of the codes in the grant tree (and the screens' titles). */
export const PAYMENT_BILL_PERMISSION_LABELS = {
  'fms/paymentBill': PAYMENT_BILL_TITLES.list,
  'fms/advancePayment': PAYMENT_BILL_TITLES.advances,
} as const satisfies Record<string, Message>;

/** The business log's names of payment bill actions (apply is `insert`, cancel is `cancel`). */
export const PAYMENT_BILL_LOG_ACTIONS = {
  approvePayment: l('审核付款', 'Approve payment', 'Duyệt chi'),
  pay: l('付款', 'Pay', 'Chi tiền'),
  cancelPay: l('取消付款', 'Cancel payment', 'Hủy chi tiền'),
  writeOffPayment: l('付款核销', 'Match payment to bills', 'Cấn trừ phiếu chi'),
} as const satisfies Record<string, Message>;
