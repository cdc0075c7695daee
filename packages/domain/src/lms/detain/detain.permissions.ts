import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import type { FlagSource } from '../waybill/index.ts';

/** Permission codes of detain management (platform-core §2 customer service). */
export const DETAIN_PERMISSION_CODES = {
  lmsDetain: 'lms/detain',
  lmsDetainDetain: 'lms/detain:detain',
  lmsDetainRelease: 'lms/detain:release',
} as const;
export const DETAIN_ACTIONS = ['detain', 'release'] as const;

export const DETAIN_TITLES = {
  list: l('扣件管理', 'Detain management', 'Quản lý tạm giữ'),
} as const satisfies Record<string, Message>;

export const DETAIN_PERMISSION_LABELS = {
  'lms/detain': DETAIN_TITLES.list,
} as const satisfies Record<string, Message>;

/** Where a detain or delay change came from, as the records show it. */
export const FLAG_SOURCE_LABELS: Record<FlagSource, Message> = {
  manual: l('手工', 'Manual', 'Thủ công'),
  scan: l('扫描', 'Scan', 'Quét'),
  system: l('系统（欠费）', 'System (arrears)', 'Hệ thống (nợ phí)'),
  workOrder: l('工单', 'Work order', 'Phiếu công việc'),
};

/** What a detain record did: detained the waybill (with types) or released it (those types). */
export const DETAIN_RECORD_ACTIONS = ['detain', 'release'] as const;
export type DetainRecordAction = (typeof DETAIN_RECORD_ACTIONS)[number];
