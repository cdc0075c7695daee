import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the fee lists (issue 5): check refusals, export titles and job types. */
export const LMS_FEE_MESSAGES = {
  lmsFeeWrittenOffNoCheck: {
    'zh-CN': '运单{0}的费用“{1}”已核销，不能修改审核状态',
    'en-US': 'The fee "{1}" of waybill {0} is written off; its check flag cannot change',
    'vi-VN': 'Phí "{1}" của vận đơn {0} đã xóa sổ, không thể đổi trạng thái kiểm tra',
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
