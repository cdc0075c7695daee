import type { Message } from '../messages/catalogue.ts';

/** Messages of notifications and to-dos ({0}: the item's title; {1}: the job's name). */
export const NOTIFY_MESSAGES = {
  mailNotConfigured: {
    'zh-CN': '系统设置中未配置发信服务器（mail.smtpHost）',
    'en-US': 'No mail server in the system settings (mail.smtpHost)',
    'vi-VN': 'Chưa cấu hình máy chủ thư trong cài đặt hệ thống (mail.smtpHost)',
  },
  todoNotFound: {
    'zh-CN': '待办事项不存在或已完成',
    'en-US': 'The to-do item does not exist or is done',
    'vi-VN': 'Việc cần làm không tồn tại hoặc đã hoàn thành',
  },
  todoReminderTitle: {
    'zh-CN': '待办提醒：{0}',
    'en-US': 'To-do reminder: {0}',
    'vi-VN': 'Nhắc việc cần làm: {0}',
  },
  jobFinishedTitle: {
    'zh-CN': '任务已完成：{0}',
    'en-US': 'Finished: {0}',
    'vi-VN': 'Đã hoàn tất: {0}',
  },
  jobFailedTitle: {
    'zh-CN': '任务失败：{0}',
    'en-US': 'Failed: {0}',
    'vi-VN': 'Thất bại: {0}',
  },
  billIssuedTitle: {
    'zh-CN': '账单 {0} 已出账',
    'en-US': 'Statement bill {0} issued',
    'vi-VN': 'Đã phát hành bảng kê {0}',
  },
  billIssuedContent: {
    'zh-CN': '账单金额 {1} {2}。',
    'en-US': 'Amount {1} {2}.',
    'vi-VN': 'Số tiền {1} {2}.',
  },
  receiptConfirmedTitle: {
    'zh-CN': '收款 {0} 已确认',
    'en-US': 'Receipt {0} confirmed',
    'vi-VN': 'Đã xác nhận khoản thu {0}',
  },
} satisfies Record<string, Message>;
