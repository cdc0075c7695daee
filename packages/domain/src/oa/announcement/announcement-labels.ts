import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** The announcement's enums and names (light: the web's texts and first screen read them). */
export const ANNOUNCEMENT_TYPES = ['system', 'company'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const ANNOUNCEMENT_PERMISSION_TYPES = ['all', 'employee', 'customer'] as const;
export type AnnouncementPermissionType = (typeof ANNOUNCEMENT_PERMISSION_TYPES)[number];
/** Where the rolling line shows; the robot channel of the bot address. */
export const ANNOUNCEMENT_POSITIONS = ['top', 'bottom'] as const;
export const ANNOUNCEMENT_BOT_CHANNELS = ['wecom', 'dingtalk'] as const;
/** The longest countdown a must-read announcement may ask for. */
export const MAX_COUNTDOWN_SECONDS = 300;

export const ANNOUNCEMENT_TYPE_LABELS: Record<AnnouncementType, Message> = {
  system: l('系统公告', 'System', 'Hệ thống'),
  company: l('公司公告', 'Company', 'Công ty'),
};
export const ANNOUNCEMENT_PERMISSION_TYPE_LABELS: Record<AnnouncementPermissionType, Message> = {
  all: l('所有人', 'Everyone', 'Tất cả'),
  employee: l('员工', 'Staff', 'Nhân viên'),
  customer: l('客户用户', 'Customer users', 'Người dùng khách hàng'),
};

/** Names of the release payload's fields in validation messages. */
export const ANNOUNCEMENT_FIELD_LABELS = {
  title: l('公告标题', 'Title', 'Tiêu đề thông báo'),
  content: l('内容', 'Content', 'Nội dung'),
  type: l('公告类型', 'Type', 'Loại'),
  permissionType: l('接收范围', 'Audience', 'Đối tượng nhận'),
  countdownSeconds: l('倒计时（秒）', 'Countdown (seconds)', 'Đếm ngược (giây)'),
  botAddress: l('机器人地址', 'Bot address', 'Địa chỉ robot'),
} as const satisfies Record<string, Message>;
