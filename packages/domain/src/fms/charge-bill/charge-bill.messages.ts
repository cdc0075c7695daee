import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of receipts (charge bills). */
export const CHARGE_BILL_MESSAGES = {
  chargeWrongStatus: {
    'zh-CN': '收款单{0}当前状态为{1}，不能{2}',
    'en-US': 'Receipt {0} is {1}; it cannot be {2}',
    'vi-VN': 'Phiếu thu {0} đang ở trạng thái {1}, không thể {2}',
  },
  chargeUnclaimed: {
    'zh-CN': '收款单{0}尚未认领客户',
    'en-US': 'Receipt {0} has no customer yet; claim it first',
    'vi-VN': 'Phiếu thu {0} chưa có khách hàng, vui lòng nhận trước',
  },
  chargeAlreadyClaimed: {
    'zh-CN': '收款单{0}已属于客户',
    'en-US': 'Receipt {0} already belongs to a customer',
    'vi-VN': 'Phiếu thu {0} đã thuộc về khách hàng',
  },
  chargeHasWriteOff: {
    'zh-CN': '收款单{0}已有核销，请先取消核销',
    'en-US': 'Receipt {0} has write-offs; cancel them first',
    'vi-VN': 'Phiếu thu {0} đã cấn trừ, vui lòng hủy cấn trừ trước',
  },
  chargeRefundTooMuch: {
    'zh-CN': '退款金额不能超过未核销金额{0}',
    'en-US': 'The refund cannot exceed the unmatched amount {0}',
    'vi-VN': 'Số tiền hoàn không được vượt quá số chưa cấn trừ {0}',
  },
  chargeRefundCancelled: {
    'zh-CN': '该退款已取消',
    'en-US': 'This refund is already cancelled',
    'vi-VN': 'Khoản hoàn tiền này đã bị hủy',
  },
  chargeCustomerConfirmOwn: {
    'zh-CN': '客户不能确认自己的收款',
    'en-US': 'A customer cannot confirm its own receipt',
    'vi-VN': 'Khách hàng không thể tự xác nhận phiếu thu của mình',
  },
} satisfies Record<string, Message>;
