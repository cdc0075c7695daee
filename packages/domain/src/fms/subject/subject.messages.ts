import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of income and expense subjects. */
export const SUBJECT_MESSAGES = {
  subjectSystem: {
    'zh-CN': '{0}是系统科目，不能修改或删除',
    'en-US': '{0} is a system subject; it cannot be changed or deleted',
    'vi-VN': '{0} là khoản mục hệ thống; không thể sửa hoặc xóa',
  },
  subjectAgentTypesOperating: {
    'zh-CN': '只有营业科目可以限定代理类型',
    'en-US': 'Only operating subjects can be limited to agent types',
    'vi-VN': 'Chỉ khoản mục kinh doanh mới giới hạn được loại đại lý',
  },
} satisfies Record<string, Message>;
