import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of month lock and carry-over. */
export const LOCK_RECORD_MESSAGES = {
  lockMonthLocked: {
    'zh-CN': '{0}月已锁账，不能修改该月的单据',
    'en-US': 'Month {0} is locked; documents dated in it cannot be changed',
    'vi-VN': 'Tháng {0} đã khóa sổ, không thể thay đổi chứng từ trong tháng này',
  },
  lockMonthAlreadyLocked: {
    'zh-CN': '{0}月已经锁账',
    'en-US': 'Month {0} is already locked',
    'vi-VN': 'Tháng {0} đã được khóa sổ',
  },
  lockMonthNotLocked: {
    'zh-CN': '{0}月未锁账',
    'en-US': 'Month {0} is not locked',
    'vi-VN': 'Tháng {0} chưa khóa sổ',
  },
  lockReasonRequired: {
    'zh-CN': '请填写解锁原因',
    'en-US': 'Please give the reason for unlocking',
    'vi-VN': 'Vui lòng nhập lý do mở khóa',
  },
  carryOverMonthOpen: {
    'zh-CN': '{0}月未锁账，请先锁账再结转',
    'en-US': 'Month {0} is not locked; lock it before carrying its fees over',
    'vi-VN': 'Tháng {0} chưa khóa sổ; hãy khóa sổ trước khi kết chuyển',
  },
} satisfies Record<string, Message>;
