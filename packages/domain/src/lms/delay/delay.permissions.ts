import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Permission codes of delay management (platform-core §2 customer service). */
export const DELAY_PERMISSION_CODES = {
  lmsDelay: 'lms/delay',
  lmsDelayDelay: 'lms/delay:delay',
  lmsDelayCancel: 'lms/delay:cancelDelay',
} as const;
export const DELAY_ACTIONS = ['delay', 'cancelDelay'] as const;

export const DELAY_TITLES = {
  list: l('延误管理', 'Delay management', 'Quản lý trễ hạn'),
} as const satisfies Record<string, Message>;

export const DELAY_PERMISSION_LABELS = {
  'lms/delay': DELAY_TITLES.list,
} as const satisfies Record<string, Message>;

export const DELAY_RECORD_ACTIONS = ['delay', 'cancelDelay'] as const;
export type DelayRecordAction = (typeof DELAY_RECORD_ACTIONS)[number];
