import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Permission codes of waybill issues (platform-core §2 customer service). */
export const ISSUE_PERMISSION_CODES = {
  lmsIssue: 'lms/issue',
  lmsIssueRaise: 'lms/issue:raise',
  lmsIssueFollow: 'lms/issue:follow',
  lmsIssueClose: 'lms/issue:close',
} as const;
export const ISSUE_ACTIONS = ['raise', 'follow', 'close'] as const;

export const ISSUE_TITLES = {
  list: l('问题件', 'Issues', 'Hàng có vấn đề'),
} as const satisfies Record<string, Message>;

export const ISSUE_PERMISSION_LABELS = {
  'lms/issue': ISSUE_TITLES.list,
} as const satisfies Record<string, Message>;

/** What went wrong with the waybill. */
export const ISSUE_TYPES = ['damaged', 'lost', 'address', 'customs', 'overdue', 'other'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];
export const ISSUE_TYPE_LABELS: Record<IssueType, Message> = {
  damaged: l('破损', 'Damaged', 'Hư hỏng'),
  lost: l('丢失', 'Lost', 'Thất lạc'),
  address: l('地址问题', 'Address problem', 'Vấn đề địa chỉ'),
  customs: l('清关问题', 'Customs problem', 'Vấn đề thông quan'),
  overdue: l('时效超时', 'Overdue', 'Quá hạn'),
  other: l('其他问题', 'Other problem', 'Vấn đề khác'),
};

/** An issue is open until closed. */
export const IssueStatus = { open: 0, closed: 10 } as const;
export type IssueStatusValue = (typeof IssueStatus)[keyof typeof IssueStatus];
export const ISSUE_STATUS_LABELS: Record<IssueStatusValue, Message> = {
  0: l('处理中', 'Open', 'Đang xử lý'),
  10: l('已关闭', 'Closed', 'Đã đóng lại'),
};

/** The business log's names of the issue actions. */
export const ISSUE_LOG_ACTIONS = {
  raiseIssue: l('登记问题件', 'Raise an issue', 'Ghi nhận vấn đề'),
  followIssue: l('跟进问题件', 'Follow an issue', 'Theo dõi vấn đề'),
  closeIssue: l('关闭问题件', 'Close an issue', 'Đóng vấn đề'),
} as const satisfies Record<string, Message>;
