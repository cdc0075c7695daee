import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Permission code of the receivable ageing screen. */
export const BILL_AGE_PERMISSION_CODES = { billAge: 'fms/billAge' } as const;

/** Names of the codes in the grant tree (and the screen's title). */
export const BILL_AGE_PERMISSION_LABELS = {
  'fms/billAge': l('应收账龄', 'Receivable ageing', 'Tuổi nợ phải thu'),
} as const satisfies Record<string, Message>;
