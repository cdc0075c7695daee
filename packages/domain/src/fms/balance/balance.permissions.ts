import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Permission codes of balances, balance flows and the customer ledger (customer routes share them). */
export const BALANCE_PERMISSION_CODES = {
  balance: 'fms/balance',
  balanceFlow: 'fms/balanceFlow',
  customerLedger: 'fms/customerLedger',
} as const;

/** Names of the codes in the grant tree (and the screens' titles). */
export const BALANCE_PERMISSION_LABELS = {
  'fms/customerLedger': l('客户台账', 'Customer ledger', 'Sổ cái khách hàng'),
} as const satisfies Record<string, Message>;
