import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the freight waybill drawer and the staff waybill edit (issue 4, drawer). */
export const WAYBILL_DRAWER_MESSAGES = {
  lmsUpdateOnlyBeforeSend: {
    'zh-CN': '运单状态为{0}，已发货的运单不能修改',
    'en-US': 'The waybill is {0}; a waybill can be edited only before it is sent',
    'vi-VN': 'Vận đơn đang ở trạng thái {0}; chỉ được sửa vận đơn trước khi gửi hàng',
  },
} satisfies Record<string, Message>;
