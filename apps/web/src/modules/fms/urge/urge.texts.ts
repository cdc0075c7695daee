import {
  FEE_COLUMN_LABELS,
  L,
  l,
  MESSAGES,
  URGE_PERMISSION_LABELS,
  WAYBILL_FIELD_LABELS,
} from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Texts of the urge screen (the result names are the domain's `URGE_RESULT_LABELS`). */
export const texts = {
  urge: {
    title: URGE_PERMISSION_LABELS['fms/urge'],
    overdue: l('逾期账单', 'Overdue bills', 'Hóa đơn quá hạn'),
    records: l('催款记录', 'Reminders', 'Lịch sử nhắc nợ'),
    customer: MESSAGES.entityCustomer,
    billNo: FEE_COLUMN_LABELS.billNo,
    currency: FEE_COLUMN_LABELS.currency,
    billTime: l('出账时间', 'Bill time', 'Ngày lập hóa đơn'),
    dueTime: l('到期时间', 'Due', 'Hạn thanh toán'),
    overdueDays: l('逾期天数', 'Days overdue', 'Số ngày quá hạn'),
    unwritten: l('未核销', 'Unwritten', 'Chưa gạch nợ'),
    email: L.email,
    urgeCount: l('已催次数', 'Reminded', 'Đã nhắc'),
    send: l('发送催款邮件', 'Send reminder', 'Gửi email nhắc nợ'),
    sent: l(
      '已排队 {{queued}} 封，跳过 {{skipped}} 张（今天已催或已结清）',
      '{{queued}} queued, {{skipped}} skipped (reminded today or settled)',
      'Đã xếp hàng {{queued}}, bỏ qua {{skipped}} (đã nhắc hôm nay hoặc đã tất toán)',
    ),
    channel: l('方式', 'Channel', 'Kênh'),
    to: l('收件邮箱', 'To', 'Gửi tới'),
    time: WAYBILL_FIELD_LABELS.time!,
    by: l('操作人', 'By', 'Người thực hiện'),
    result: l('结果', 'Result', 'Kết quả'),
  },
} satisfies TextTree;
