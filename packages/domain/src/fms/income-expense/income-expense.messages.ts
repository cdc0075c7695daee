import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of income and expense. */
export const INCOME_EXPENSE_MESSAGES = {
  incomeExpenseSubjectKind: {
    'zh-CN': '科目{0}不属于此类收支',
    'en-US': 'Subject {0} is not a subject of this kind of income and expense',
    'vi-VN': 'Khoản mục {0} không thuộc loại thu chi này',
  },
  incomeExpenseSubjectDisabled: {
    'zh-CN': '科目{0}已停用',
    'en-US': 'Subject {0} is disabled',
    'vi-VN': 'Khoản mục {0} đã ngừng sử dụng',
  },
  incomeExpenseSystemSubject: {
    'zh-CN': '系统科目{0}只由系统记账',
    'en-US': 'System subject {0} is posted by the system only',
    'vi-VN': 'Khoản mục hệ thống {0} chỉ do hệ thống ghi',
  },
  incomeExpenseCancelled: {
    'zh-CN': '收支{0}已取消',
    'en-US': 'Income or expense {0} is already cancelled',
    'vi-VN': 'Thu chi {0} đã bị hủy',
  },
  incomeExpenseReimbursement: {
    'zh-CN': '只有营业外收支有报销人',
    'en-US': 'Only non-operating income and expense has a reimbursed user',
    'vi-VN': 'Chỉ thu chi ngoài kinh doanh mới có người được hoàn ứng',
  },
} satisfies Record<string, Message>;
