import { l, MESSAGES, POINT_FLOW_TYPE_LABELS, POINT_TITLES, WAYBILL_FIELD_LABELS } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of customer points in zh-CN, en-US and vi-VN. */
export const texts = {
  point: {
    title: POINT_TITLES.list,
    customer: MESSAGES.entityCustomer,
    held: l('当前积分', 'Points held', 'Điểm hiện có'),
    rate: l(
      '每核销 1.00 结算币种获得 {{rate}} 积分',
      '{{rate}} points per 1.00 written off (settlement currency)',
      '{{rate}} điểm cho mỗi 1.00 được cấn trừ (tiền tệ thanh toán)',
    ),
    pickCustomer: l('选择客户查看其积分', 'Pick a customer to see its points', 'Chọn khách hàng để xem điểm'),
    flowType: l('积分类型', 'Point type', 'Loại điểm'),
    type: POINT_FLOW_TYPE_LABELS,
    points: l('积分变动', 'Points', 'Điểm thay đổi'),
    balance: l('变动后积分', 'Points after', 'Điểm sau thay đổi'),
    amount: l('核销金额', 'Amount written off', 'Số tiền cấn trừ'),
    relatedNo: l('关联单号', 'Document no.', 'Số chứng từ'),
    reason: l('调整原因', 'Adjustment reason', 'Lý do điều chỉnh'),
    createdAt: WAYBILL_FIELD_LABELS.time!,
    operator: l('经办人', 'Handled by', 'Người xử lý'),
    adjust: l('调整积分', 'Adjust points', 'Điều chỉnh điểm'),
    adjustHint: l(
      '正数增加，负数扣减；不能扣到零以下。',
      'A positive number adds, a negative one takes; never below zero.',
      'Số dương để cộng, số âm để trừ; không thể xuống dưới 0.',
    ),
    adjusted: l(
      '积分已调整，现有 {{points}}',
      'Points adjusted: {{points}} held',
      'Đã điều chỉnh điểm: hiện có {{points}}',
    ),
    total_count: l('共 {{total}} 条积分流水', '{{total}} point flows', '{{total}} dòng điểm'),
  },
} satisfies TextTree;
