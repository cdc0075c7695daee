import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the parcel fee list: the confirm refusal and the export's sheet title. */
export const PDS_FEE_MESSAGES = {
  pdsFeeBilledNoConfirm: {
    'zh-CN': '小包运单{0}的费用“{1}”已出账单或已核销，不能修改确认状态',
    'en-US': 'The fee "{1}" of parcel {0} is billed or written off; it cannot be confirmed or unconfirmed',
    'vi-VN': 'Phí "{1}" của bưu kiện {0} đã lập hóa đơn hoặc đã xóa sổ, không thể đổi trạng thái xác nhận',
  },
  pdsFeeExportTitle: {
    'zh-CN': '小包客户费用',
    'en-US': 'Parcel fees',
    'vi-VN': 'Phí bưu kiện',
  },
} as const satisfies Record<string, Message>;
