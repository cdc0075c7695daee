import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of agent bills (the rest are the statement bills' own: no fees, total, cancelled, …). */
export const AGENT_BILL_MESSAGES = {
  agentRequired: {
    'zh-CN': '请选择代理',
    'en-US': 'Please choose an agent',
    'vi-VN': 'Vui lòng chọn đại lý',
  },
  agentBillMixedCurrencies: {
    'zh-CN': '代理{0}未设置结算币种，其费用有多种币种（{1}），请先设置结算币种',
    'en-US':
      'Agent {0} has no settlement currency and its fees are in several currencies ({1}); set its settlement currency first',
    'vi-VN':
      'Đại lý {0} chưa có tiền tệ thanh toán và phí có nhiều loại tiền ({1}); hãy đặt tiền tệ thanh toán trước',
  },
} satisfies Record<string, Message>;
