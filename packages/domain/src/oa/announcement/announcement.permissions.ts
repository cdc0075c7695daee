import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Permission codes of the announcements screen (reading one's own needs none). */
export const ANNOUNCEMENT_PERMISSION_CODES = {
  announcement: 'oa/announcement',
  announcementRelease: 'oa/announcement:release',
  announcementWithdraw: 'oa/announcement:withdraw',
  announcementConfig: 'oa/announcement:config',
} as const;
export const ANNOUNCEMENT_ACTIONS = ['release', 'withdraw', 'config'] as const;

/** Names of the codes in the grant tree (and the screen's title). */
export const ANNOUNCEMENT_PERMISSION_LABELS = {
  'oa/announcement': l('公告', 'Announcements', 'Thông báo'),
} as const satisfies Record<string, Message>;

/** The business log's names of the announcement and its actions. */
export const ANNOUNCEMENT_LOG_ACTIONS = {
  release: l('发布公告', 'Release announcement', 'Phát hành thông báo'),
  withdraw: l('撤回公告', 'Withdraw announcement', 'Thu hồi thông báo'),
  saveConfig: l('保存公告配置', 'Save announcement settings', 'Lưu cấu hình thông báo'),
} as const satisfies Record<string, Message>;
