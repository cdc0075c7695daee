import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of bank transfers. */
export const BANK_TRANSFER_MESSAGES = {
  transferSameAccount: {
    'zh-CN': '转出账户与转入账户不能相同',
    'en-US': 'The paying and the receiving account must differ',
    'vi-VN': 'Tài khoản chuyển và tài khoản nhận phải khác nhau',
  },
  transferRateSameCurrency: {
    'zh-CN': '同币种转账的汇率只能是1',
    'en-US': 'A transfer within one currency has the rate 1',
    'vi-VN': 'Chuyển khoản cùng loại tiền có tỷ giá là 1',
  },
  transferCancelled: {
    'zh-CN': '转账{0}已取消',
    'en-US': 'Transfer {0} is already cancelled',
    'vi-VN': 'Chuyển khoản {0} đã bị hủy',
  },
} satisfies Record<string, Message>;
