import { l } from '../entity/define.ts';
import type { Message } from '../messages/catalogue.ts';
import type { NotifyChannel, NotifyKind, TodoKind } from './notify-kinds.ts';

/** What each notification kind is called (message subscription, notification centre). */
export const NOTIFY_KIND_LABELS: Record<NotifyKind, Message> = {
  workOrderAssigned: l('工单已分配', 'Work order assigned', 'Phiếu công việc đã được giao'),
  workOrderReplied: l('工单有新回复', 'Work order replied', 'Phiếu công việc có phản hồi mới'),
  workOrderOverdue: l('工单已超时', 'Work order overdue', 'Phiếu công việc quá hạn'),
  workOrderClosed: l('工单已关闭', 'Work order closed', 'Phiếu công việc đã đóng'),
  announcement: l('公告', 'Announcement', 'Thông báo chung'),
  jobFinished: l('导入导出完成', 'Import or export finished', 'Nhập hoặc xuất dữ liệu hoàn tất'),
  waybillDetained: l('运单扣件', 'Waybill detained', 'Vận đơn bị giữ lại'),
  waybillReleased: l('运单放行', 'Waybill released', 'Vận đơn được giải phóng'),
  billIssued: l('账单已出', 'Statement bill issued', 'Đã phát hành bảng kê'),
  receiptConfirmed: l('收款已确认', 'Receipt confirmed', 'Đã xác nhận khoản thu'),
  paymentReminder: l('付款提醒', 'Payment reminder', 'Nhắc thanh toán'),
  noDealCustomer: l('未成交客户', 'No-deal customer', 'Khách không giao dịch'),
  todoReminder: l('待办提醒', 'To-do reminder', 'Nhắc việc cần làm'),
  webhookDisabled: l('Webhook已停用', 'Webhook disabled', 'Webhook đã bị ngừng'),
  executorNotice: l('执行器通知', 'Executor notice', 'Thông báo của bộ thực thi'),
};

/** What each channel is called. */
export const NOTIFY_CHANNEL_LABELS: Record<NotifyChannel, Message> = {
  site: l('站内信', 'Site message', 'Tin nhắn hệ thống'),
  email: l('邮件', 'Email', 'Thư điện tử'),
  wecom: l('企业微信机器人', 'WeCom robot', 'Robot WeCom'),
  dingtalk: l('钉钉机器人', 'DingTalk robot', 'Robot DingTalk'),
  wechat: l('微信', 'WeChat', 'WeChat'),
  sms: l('短信', 'SMS', 'Tin nhắn SMS'),
};

/** What each to-do kind is called. */
export const TO_DO_KIND_LABELS: Record<TodoKind, Message> = {
  workOrder: l('工单待处理', 'Work order to handle', 'Phiếu công việc cần xử lý'),
  slaOverdue: l('工单超时', 'Overdue work order', 'Phiếu công việc quá hạn xử lý'),
  reminder: l('提醒事项', 'Reminder', 'Việc cần nhắc'),
};

/** What a finished background job did, named in its notification (the job's type, grouped). */
export const JOB_ACTION_LABELS = {
  export: l('导出', 'Export', 'Xuất dữ liệu'),
  import: l('导入检查', 'Import check', 'Kiểm tra dữ liệu nhập'),
  confirmImport: l('确认导入', 'Import', 'Nhập dữ liệu'),
  recalculate: l('重新计算费用', 'Fee recalculation', 'Tính lại phí'),
  other: l('后台任务', 'Background task', 'Tác vụ nền'),
} as const satisfies Record<string, Message>;
export type JobAction = keyof typeof JOB_ACTION_LABELS;

/** The action of a job type (`lmsWaybillExport` → export, `confirmImport` → confirmImport, …). */
export function jobActionOf(type: string): JobAction {
  if (type === 'confirmImport') return 'confirmImport';
  if (/export/i.test(type)) return 'export';
  if (/import/i.test(type)) return 'import';
  if (/recalculate/i.test(type)) return 'recalculate';
  return 'other';
}
