import type { Message } from '../../platform/messages/catalogue.ts';

/** Refusals of the return registers ({0} the waybill number). */
export const RETURN_MESSAGES = {
  lmsReturnNotReceived: {
    'zh-CN': '运单 {0} 尚未收货，不能登记退件',
    'en-US': 'Waybill {0} has not been received: no return can be registered',
    'vi-VN': 'Vận đơn {0} chưa được nhận hàng: không thể đăng ký hoàn hàng',
  },
  lmsReturnAlreadyRegistered: {
    'zh-CN': '运单 {0} 已有同类退件登记',
    'en-US': 'Waybill {0} already has a return register of this kind',
    'vi-VN': 'Vận đơn {0} đã có đăng ký hoàn hàng cùng loại',
  },
  lmsReturnFeeBilled: {
    'zh-CN': '运单 {0} 的退件费用已出账，不能取消登记',
    'en-US': 'The return fees of waybill {0} are billed: the register cannot be cancelled',
    'vi-VN': 'Phí hoàn hàng của vận đơn {0} đã lập hóa đơn: không thể hủy đăng ký',
  },
  lmsReturnCancelled: {
    'zh-CN': '运单 {0} 的退件登记已取消',
    'en-US': 'The return register of waybill {0} is already cancelled',
    'vi-VN': 'Đăng ký hoàn hàng của vận đơn {0} đã bị hủy',
  },
} satisfies Record<string, Message>;
