import type { Message } from '../../platform/messages/catalogue.ts';

/** Refusals and notifications of no-deal rules. */
export const NO_DEAL_RULE_MESSAGES = {
  noDealFieldNotCustomer: {
    'zh-CN': '未成交规则只能按客户、客户等级和是否欠费设置条件，不能用{0}',
    'en-US': 'A no-deal rule tests only the customer, its level and arrears, not {0}',
    'vi-VN': 'Quy tắc khách không giao dịch chỉ xét khách hàng, cấp và tình trạng nợ, không dùng {0}',
  },
  noDealNotifyTitle: {
    'zh-CN': '客户{0}已{1}天未下单',
    'en-US': 'Customer {0} has not ordered for {1} days',
    'vi-VN': 'Khách hàng {0} đã {1} ngày không đặt hàng',
  },
  noDealNotifyContent: {
    'zh-CN': '规则“{0}”：客户{1}最后下单时间{2}。',
    'en-US': 'Rule "{0}": customer {1} last ordered {2}.',
    'vi-VN': 'Quy tắc "{0}": khách hàng {1} đặt hàng lần cuối {2}.',
  },
  noDealNeverOrdered: {
    'zh-CN': '从未下单',
    'en-US': 'never',
    'vi-VN': 'chưa từng',
  },
  noDealRuleOutcome: {
    'zh-CN': '列入未成交客户',
    'en-US': 'Listed as a no-deal customer',
    'vi-VN': 'Đưa vào danh sách khách không giao dịch',
  },
} as const satisfies Record<string, Message>;
