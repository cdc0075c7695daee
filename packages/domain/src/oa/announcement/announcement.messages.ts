import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the announcements ({0} the value given). */
export const ANNOUNCEMENT_MESSAGES = {
  announcementCountdownRange: {
    'zh-CN': '必读公告的倒计时须在 0 到 300 秒之间（当前 {0}）',
    'en-US': 'The countdown of a must-read announcement must be 0 to 300 seconds (given {0})',
    'vi-VN': 'Thời gian đếm ngược của thông báo bắt buộc đọc phải từ 0 đến 300 giây (đã nhập {0})',
  },
  announcementJobPositionMissing: {
    'zh-CN': '所选职位不存在：{0}',
    'en-US': 'The chosen job position does not exist: {0}',
    'vi-VN': 'Chức vụ đã chọn không tồn tại: {0}',
  },
  announcementDepartmentMissing: {
    'zh-CN': '所选部门不存在：{0}',
    'en-US': 'The chosen department does not exist: {0}',
    'vi-VN': 'Phòng ban đã chọn không tồn tại: {0}',
  },
  announcementCustomerMissing: {
    'zh-CN': '所选客户不存在：{0}',
    'en-US': 'The chosen customer does not exist: {0}',
    'vi-VN': 'Khách hàng đã chọn không tồn tại: {0}',
  },
  announcementBotAddressInvalid: {
    'zh-CN': '机器人地址须是 http(s) 网址',
    'en-US': 'The bot address must be an http(s) URL',
    'vi-VN': 'Địa chỉ robot phải là URL http(s)',
  },
  announcementNotifyTitle: {
    'zh-CN': '新公告：{0}',
    'en-US': 'New announcement: {0}',
    'vi-VN': 'Thông báo mới: {0}',
  },
} satisfies Record<string, Message>;
