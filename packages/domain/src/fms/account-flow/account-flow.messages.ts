import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of account flows. */
export const ACCOUNT_FLOW_MESSAGES = {
  accountCurrencyDiffers: {
    'zh-CN': '资金账户{0}的币种是{1}，收款币种是{2}',
    'en-US': 'Cash account {0} is in {1}; the receipt is in {2}',
    'vi-VN': 'Tài khoản tiền {0} dùng {1}; phiếu thu dùng {2}',
  },
  accountNotEnough: {
    'zh-CN': '资金账户{0}余额{1}，不足支付{2}',
    'en-US': 'Cash account {0} holds {1}; it cannot pay {2}',
    'vi-VN': 'Tài khoản tiền {0} còn {1}; không đủ để chi {2}',
  },
  cashAccountDisabled: {
    'zh-CN': '资金账户{0}已停用',
    'en-US': 'Cash account {0} is disabled',
    'vi-VN': 'Tài khoản tiền {0} đã ngừng sử dụng',
  },
} satisfies Record<string, Message>;
