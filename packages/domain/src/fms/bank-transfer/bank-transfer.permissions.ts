import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Permission code of bank transfers between the company's own cash accounts. */
export const BANK_TRANSFER_PERMISSION_CODES = { bankTransfer: 'fms/bankTransfer' } as const;
export const BANK_TRANSFER_ACTIONS = ['make', 'cancel'] as const;

/** Names of the codes in the grant tree (and the screen's title). */
export const BANK_TRANSFER_PERMISSION_LABELS = {
  'fms/bankTransfer': l('银行转账', 'Bank transfers', 'Chuyển khoản ngân hàng'),
} as const satisfies Record<string, Message>;
