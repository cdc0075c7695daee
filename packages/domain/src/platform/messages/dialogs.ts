import type { Message } from './catalogue.ts';

/** Confirmation texts shared by every dialog (spec platform-core §8 "Drawer and screen messages"). */
export const DIALOG_MESSAGES = {
  warning: { 'zh-CN': '警告', 'en-US': 'Warning', 'vi-VN': 'Cảnh báo' },
  confirm: { 'zh-CN': '确定', 'en-US': 'Confirm', 'vi-VN': 'Xác nhận' },
  cancel: { 'zh-CN': '取消', 'en-US': 'Cancel', 'vi-VN': 'Hủy' },
  confirmEnable: {
    'zh-CN': '启用，是否继续？',
    'en-US': 'Enable, continue?',
    'vi-VN': 'Kích hoạt, tiếp tục?',
  },
  confirmDisable: {
    'zh-CN': '停用，是否继续？',
    'en-US': 'Disable, continue?',
    'vi-VN': 'Vô hiệu hóa, tiếp tục?',
  },
  confirmPermanentDelete: {
    'zh-CN': '永久删除，是否继续？',
    'en-US': 'Permanent delete, continue?',
    'vi-VN': 'Xóa vĩnh viễn, tiếp tục?',
  },
  confirmOperation: {
    'zh-CN': '此操作将{0}，是否继续？',
    'en-US': 'This operation will {0}, continue?',
    'vi-VN': 'Thao tác này sẽ {0}, tiếp tục?',
  },
  confirmSave: { 'zh-CN': '确定保存吗？', 'en-US': 'Sure to save?', 'vi-VN': 'Chắc chắn lưu?' },
  countdownSeconds: { 'zh-CN': '{0}秒', 'en-US': '{0}s', 'vi-VN': '{0} giây' },
} as const satisfies Record<string, Message>;
