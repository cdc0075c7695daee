import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of payment bills ({0} is the payment number where a bill is named). */
export const PAYMENT_BILL_MESSAGES = {
  paymentBillWrongStatus: {
    'zh-CN': '付款单{0}状态为{1}，不能{2}',
    'en-US': 'Payment bill {0} is {1}; it cannot be {2}',
    'vi-VN': 'Phiếu chi {0} đang ở trạng thái {1}; không thể {2}',
  },
  paymentBillApprovalRequired: {
    'zh-CN': '付款单{0}本位币金额{1}超过{2}，须审核后才能付款',
    'en-US': 'Payment bill {0} of {1} in local currency is above {2}; it must be approved before it is paid',
    'vi-VN': 'Phiếu chi {0} trị giá {1} nội tệ vượt quá {2}; phải được duyệt trước khi chi',
  },
  paymentBillNoValue: {
    'zh-CN': '请选择代理账单或填写付款金额',
    'en-US': 'Choose agent bills or enter an amount',
    'vi-VN': 'Hãy chọn hóa đơn đại lý hoặc nhập số tiền',
  },
  paymentBillValueNotPositive: {
    'zh-CN': '付款金额{0}必须大于零',
    'en-US': 'The payment value {0} must be above zero',
    'vi-VN': 'Số tiền chi {0} phải lớn hơn 0',
  },
  paymentBillCurrencyDiffers: {
    'zh-CN': '代理{0}的结算币种是{1}，付款币种是{2}',
    'en-US': 'Agent {0} settles in {1}; the payment is in {2}',
    'vi-VN': 'Đại lý {0} thanh toán bằng {1}; phiếu chi dùng {2}',
  },
  paymentBillAccountCurrency: {
    'zh-CN': '资金账户{0}的币种是{1}，付款币种是{2}',
    'en-US': 'Cash account {0} is in {1}; the payment is in {2}',
    'vi-VN': 'Tài khoản tiền {0} dùng {1}; phiếu chi dùng {2}',
  },
  agentBillOnPaymentBill: {
    'zh-CN': '代理账单{0}在付款单{1}上，请先取消付款单',
    'en-US': 'Agent bill {0} is on payment bill {1}; cancel the payment bill first',
    'vi-VN': 'Hóa đơn đại lý {0} nằm trong phiếu chi {1}; hãy hủy phiếu chi trước',
  },
  paymentBillOtherAgent: {
    'zh-CN': '账单{0}不是该代理的账单',
    'en-US': 'Bill {0} is not a bill of this agent',
    'vi-VN': 'Hóa đơn {0} không phải của đại lý này',
  },
  paymentBillUnmatchedTooSmall: {
    'zh-CN': '核销金额{0}超过付款单{1}的未核销金额{2}',
    'en-US': 'Write-off {0} exceeds the unmatched amount {2} of payment bill {1}',
    'vi-VN': 'Số cấn trừ {0} vượt quá số chưa cấn trừ {2} của phiếu chi {1}',
  },
} satisfies Record<string, Message>;
