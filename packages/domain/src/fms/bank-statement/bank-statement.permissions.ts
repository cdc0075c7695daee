import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Permission code of bank statements: import, match by hand or by rules, send to charge claim. */
export const BANK_STATEMENT_PERMISSION_CODES = { bankStatement: 'fms/bankStatement' } as const;
export const BANK_STATEMENT_ACTIONS = ['import', 'match', 'smartCategory', 'claim'] as const;

/** Names of the codes in the grant tree (and the screen's title). */
export const BANK_STATEMENT_PERMISSION_LABELS = {
  'fms/bankStatement': l('银行流水', 'Bank statements', 'Sao kê ngân hàng'),
} as const satisfies Record<string, Message>;
