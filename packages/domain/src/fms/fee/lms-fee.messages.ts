import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the fee lists (issue 5): check and confirm refusals, export titles and job types. */
export const LMS_FEE_MESSAGES = {
  lmsFeeWrittenOffNoCheck: {
    'zh-CN': '运单{0}的费用“{1}”已核销，不能修改审核状态',
    'en-US': 'The fee "{1}" of waybill {0} is written off; its check flag cannot change',
    'vi-VN': 'Phí "{1}" của vận đơn {0} đã xóa sổ, không thể đổi trạng thái kiểm tra',
  },
  lmsFeeConfirmCustomerOnly: {
    'zh-CN': '只有客户费用可以确认或取消确认',
    'en-US': 'Only customer fees can be confirmed or unconfirmed',
    'vi-VN': 'Chỉ phí khách hàng mới có thể xác nhận hoặc bỏ xác nhận',
  },
  lmsFeeBilledNoConfirm: {
    'zh-CN': '运单{0}的费用“{1}”已出账单或已核销，不能修改确认状态',
    'en-US': 'The fee "{1}" of waybill {0} is billed or written off; it cannot be confirmed or unconfirmed',
    'vi-VN': 'Phí "{1}" của vận đơn {0} đã lập hóa đơn hoặc đã xóa sổ, không thể đổi trạng thái xác nhận',
  },
  lmsCustomerFeeExportTitle: {
    'zh-CN': '客户费用',
    'en-US': 'Customer fees',
    'vi-VN': 'Phí khách hàng',
  },
  lmsAgentFeeExportTitle: {
    'zh-CN': '代理费用',
    'en-US': 'Agent fees',
    'vi-VN': 'Phí đại lý',
  },
} as const satisfies Record<string, Message>;
