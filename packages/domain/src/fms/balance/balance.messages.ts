import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the customer balance, credit control and arrears detain. */
export const BALANCE_MESSAGES = {
  balanceCreditBlocked: {
    'zh-CN': '客户可用余额不足：可用{0} {2}，本单预估{1} {2}，不能下单',
    'en-US':
      'Not enough available balance: available {0} {2}, this order about {1} {2}; the order is refused',
    'vi-VN': 'Số dư khả dụng không đủ: khả dụng {0} {2}, đơn này ước tính {1} {2}; không thể đặt đơn',
  },
  balanceCreditWarn: {
    'zh-CN': '客户可用余额不足：可用{0} {2}，本单预估{1} {2}',
    'en-US': 'Available balance is short: available {0} {2}, this order about {1} {2}',
    'vi-VN': 'Số dư khả dụng không đủ: khả dụng {0} {2}, đơn này ước tính {1} {2}',
  },
  balanceCustomerRequired: {
    'zh-CN': '请选择客户',
    'en-US': 'Please select the customer',
    'vi-VN': 'Vui lòng chọn khách hàng',
  },
  balanceLedgerPeriod: {
    'zh-CN': '结束日期须晚于开始日期',
    'en-US': 'The end date must be after the start date',
    'vi-VN': 'Ngày kết thúc phải sau ngày bắt đầu',
  },
} satisfies Record<string, Message>;
