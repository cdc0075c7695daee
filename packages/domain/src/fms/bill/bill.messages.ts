import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of statement bills. */
export const BILL_MESSAGES = {
  billNoFees: {
    'zh-CN': '该期间没有可出账的已确认费用',
    'en-US': 'There are no confirmed unbilled fees in this period',
    'vi-VN': 'Không có phí đã xác nhận chưa lập hóa đơn trong kỳ này',
  },
  billTotalNotPositive: {
    'zh-CN': '账单合计{0}不大于零，不能出账',
    'en-US': 'The bill total {0} is not above zero; no bill is made',
    'vi-VN': 'Tổng hóa đơn {0} không lớn hơn 0, không thể lập hóa đơn',
  },
  billAlreadyCancelled: {
    'zh-CN': '账单{0}已取消',
    'en-US': 'Bill {0} is already cancelled',
    'vi-VN': 'Hóa đơn {0} đã bị hủy',
  },
  billHasWriteOff: {
    'zh-CN': '账单{0}已有核销，不能取消',
    'en-US': 'Bill {0} has write-offs; it cannot be cancelled',
    'vi-VN': 'Hóa đơn {0} đã cấn trừ, không thể hủy',
  },
  billFeesChanged: {
    'zh-CN': '费用正在变更，请稍后重试',
    'en-US': 'The fees are being changed; please try again',
    'vi-VN': 'Phí đang được thay đổi, vui lòng thử lại',
  },
  billFeeBilled: {
    'zh-CN': '费用已出账单{0}，不能修改或删除',
    'en-US': 'The fee is on bill {0}; it cannot be changed or deleted',
    'vi-VN': 'Phí đã có trong hóa đơn {0}, không thể sửa hoặc xóa',
  },
} satisfies Record<string, Message>;
