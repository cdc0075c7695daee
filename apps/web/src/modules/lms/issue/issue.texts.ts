import { ISSUE_LOG_ACTIONS, ISSUE_TITLES, l } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Texts of the issue screen (types and statuses are the domain's labels). */
export const texts = {
  issue: {
    title: ISSUE_TITLES.list,
    type: l('问题类型', 'Issue type', 'Loại vấn đề'),
    issueStatus: l('问题状态', 'Issue status', 'Trạng thái vấn đề'),
    description: l('问题描述', 'Description', 'Mô tả vấn đề'),
    workOrderId: l('关联工单ID', 'Work order id', 'ID phiếu công việc'),
    lastFollow: l('最新跟进', 'Last follow-up', 'Theo dõi gần nhất'),
    createdAt: l('登记时间', 'Raised at', 'Thời điểm ghi nhận'),
    createdBy: l('登记人', 'Raised by', 'Người ghi nhận'),
    raise: ISSUE_LOG_ACTIONS.raiseIssue,
    follow: ISSUE_LOG_ACTIONS.followIssue,
    close: ISSUE_LOG_ACTIONS.closeIssue,
    followContent: l('跟进内容', 'Follow-up', 'Nội dung theo dõi'),
    closeQuestion: l(
      '关闭选中的 {{count}} 个问题件？',
      'Close the {{count}} selected issues?',
      'Đóng {{count}} vấn đề đã chọn?',
    ),
  },
  permissionAction: {
    raise: ISSUE_LOG_ACTIONS.raiseIssue,
    follow: ISSUE_LOG_ACTIONS.followIssue,
    close: ISSUE_LOG_ACTIONS.closeIssue,
  },
} satisfies TextTree;
