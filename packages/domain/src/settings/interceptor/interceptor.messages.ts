import type { Message } from '../../platform/messages/catalogue.ts';

/** What an interceptor answers and what its dry run says it would do ({0}: the tip). */
export const INTERCEPTOR_MESSAGES = {
  interceptTip: { 'zh-CN': '提示：{0}', 'en-US': 'Tip: {0}', 'vi-VN': 'Nhắc nhở: {0}' },
  interceptConfirm: {
    'zh-CN': '需确认：{0}',
    'en-US': 'Confirm: {0}',
    'vi-VN': 'Cần xác nhận: {0}',
  },
  interceptBlock: { 'zh-CN': '拦截：{0}', 'en-US': 'Blocked: {0}', 'vi-VN': 'Bị chặn: {0}' },
  /** An import has no one to confirm: a row an interceptor asks to confirm is refused. */
  interceptImportRow: {
    'zh-CN': '第{0}单：{1}',
    'en-US': 'Order {0}: {1}',
    'vi-VN': 'Đơn {0}: {1}',
  },
} as const satisfies Record<string, Message>;
