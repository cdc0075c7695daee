import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Permission codes of month lock and carry-over. */
export const LOCK_RECORD_PERMISSION_CODES = {
  lockRecord: 'fms/lockRecord',
  carryOver: 'fms/carryOver',
} as const;
/** Lock and unlock are granted apart: who closes a month need not be who may reopen it. */
export const LOCK_RECORD_ACTIONS = ['lock', 'unlock'] as const;
export const CARRY_OVER_ACTIONS = ['run'] as const;

/** Names of the codes in the grant tree (and the screen's title and button). */
export const LOCK_RECORD_PERMISSION_LABELS = {
  'fms/lockRecord': l('月结锁账', 'Month lock', 'Khóa sổ tháng'),
  'fms/carryOver': l('结转未出账费用', 'Carry over unbilled fees', 'Kết chuyển phí chưa lập hóa đơn'),
} as const satisfies Record<string, Message>;
