import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Permission codes of receipts (charge bills) and charge claim; `fms/payRecord` is the customer route. */
export const CHARGE_BILL_PERMISSION_CODES = {
  chargeBill: 'fms/chargeBill',
  chargeClaim: 'fms/chargeClaim',
  payRecord: 'fms/payRecord',
} as const;
export const CHARGE_BILL_ACTIONS = [
  'register',
  'confirm',
  'reject',
  'cancel',
  'cancelConfirm',
  'refund',
  'cancelRefund',
] as const;
export const CHARGE_CLAIM_ACTIONS = ['claim'] as const;

/** Names of the codes in the grant tree (and the screens' titles). */
export const CHARGE_BILL_PERMISSION_LABELS = {
  'fms/chargeBill': l('收款单', 'Receipts', 'Phiếu thu'),
  'fms/chargeClaim': l('收款认领', 'Charge claim', 'Nhận phiếu thu'),
  'fms/chargeBill:cancelConfirm': l('取消确认', 'Cancel confirmation', 'Hủy xác nhận'),
  'fms/chargeBill:cancelRefund': l('取消退款', 'Cancel refund', 'Hủy hoàn tiền'),
} as const satisfies Record<string, Message>;
