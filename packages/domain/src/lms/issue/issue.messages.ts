import type { Message } from '../../platform/messages/catalogue.ts';

/** Refusals of the issue actions. */
export const ISSUE_MESSAGES = {
  lmsIssueAlreadyClosed: {
    'zh-CN': '问题件已关闭',
    'en-US': 'The issue is already closed',
    'vi-VN': 'Vấn đề đã được đóng',
  },
} satisfies Record<string, Message>;
