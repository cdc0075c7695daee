import { l, MESSAGES, NO_DEAL_LABELS } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Texts of the no-deal rule screen, in zh-CN, en-US and vi-VN. */
export const texts = {
  noDeal: {
    customers: l('未成交客户', 'No-deal customers', 'Khách không giao dịch'),
    customer: MESSAGES.entityCustomer,
    rule: l('规则', 'Rule', 'Quy tắc'),
    lastOrderTime: NO_DEAL_LABELS.lastOrderTime,
    daysSince: NO_DEAL_LABELS.daysSince,
    sales: NO_DEAL_LABELS.sales,
    never: l('从未下单', 'Never ordered', 'Chưa từng đặt hàng'),
    none: l('没有未成交客户', 'No customer is without orders', 'Không có khách hàng nào'),
    truncated: l(
      '仅显示前面的客户',
      'Only the first customers are shown',
      'Chỉ hiển thị các khách hàng đầu tiên',
    ),
    dryRun: l('试运行', 'Dry run', 'Chạy thử'),
    dryRunTitle: l(
      '{{name}} 现在会列出的客户',
      'Customers {{name}} lists now',
      'Khách hàng mà {{name}} liệt kê lúc này',
    ),
    notifyNow: l('立即通知', 'Notify now', 'Thông báo ngay'),
    notified: l(
      '已通知 {{count}} 位客户的销售',
      'The sales of {{count}} customers were notified',
      'Đã thông báo cho nhân viên kinh doanh của {{count}} khách hàng',
    ),
  },
} satisfies TextTree;
