import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Permission codes of the overdue bills and their reminders. */
export const URGE_PERMISSION_CODES = { urge: 'fms/urge', urgeSend: 'fms/urge:send' } as const;
export const URGE_ACTIONS = ['send'] as const;

/** Names of the codes in the grant tree (and the screen's title). */
export const URGE_PERMISSION_LABELS = {
  'fms/urge': l('催款', 'Urge', 'Nhắc nợ'),
} as const satisfies Record<string, Message>;
