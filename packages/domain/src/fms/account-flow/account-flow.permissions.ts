import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Permission code of the account-flow screen (the treasurer's cash). */
export const ACCOUNT_FLOW_PERMISSION_CODES = { accountFlow: 'fms/accountFlow' } as const;

/** Names of the codes in the grant tree (and the screen's title). */
export const ACCOUNT_FLOW_PERMISSION_LABELS = {
  'fms/accountFlow': l('账户流水', 'Account flows', 'Dòng tiền tài khoản'),
} as const satisfies Record<string, Message>;
