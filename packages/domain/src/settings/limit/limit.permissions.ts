import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Permission code of the limit monitor (settings centre › control). */
export const LIMIT_PERMISSION_CODES = { limitMonitor: 'setting/control/limitMonitor' } as const;

/** Its name in the grant tree and the menu. */
export const LIMIT_PERMISSION_LABELS = {
  'setting/control/limitMonitor': l('限量监控', 'Limit monitor', 'Giám sát giới hạn'),
} as const satisfies Record<string, Message>;
