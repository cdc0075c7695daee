import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of write-off. */
export const WRITE_OFF_MESSAGES = {
  writeOffTooMuch: {
    'zh-CN': '核销金额{0}超过账单{1}的未核销金额{2}',
    'en-US': 'Write-off {0} exceeds the unwritten amount {2} of bill {1}',
    'vi-VN': 'Số cấn trừ {0} vượt quá số chưa cấn trừ {2} của hóa đơn {1}',
  },
  writeOffNoReceipt: {
    'zh-CN': '可核销的收款不足：需要{0}，可用{1}',
    'en-US': 'Not enough unmatched receipts: {0} needed, {1} available',
    'vi-VN': 'Không đủ phiếu thu chưa cấn trừ: cần {0}, có {1}',
  },
  writeOffOtherCustomer: {
    'zh-CN': '收款单与账单不属于同一客户',
    'en-US': 'The receipt and the bills belong to different customers',
    'vi-VN': 'Phiếu thu và hóa đơn không cùng một khách hàng',
  },
  writeOffAlreadyCancelled: {
    'zh-CN': '核销{0}已取消',
    'en-US': 'Write-off {0} is already cancelled',
    'vi-VN': 'Cấn trừ {0} đã bị hủy',
  },
  writeOffChargeNotConfirmed: {
    'zh-CN': '收款单{0}未确认，不能核销',
    'en-US': 'Receipt {0} is not confirmed; it cannot be written off',
    'vi-VN': 'Phiếu thu {0} chưa xác nhận, không thể cấn trừ',
  },
} satisfies Record<string, Message>;
