import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the freight waybill server (batch refusals, flag track rows, order track row). */
export const WAYBILL_MESSAGES = {
  lmsWaybillRefused: {
    'zh-CN': '运单{0}：{1}',
    'en-US': 'Waybill {0}: {1}',
    'vi-VN': 'Vận đơn {0}: {1}',
  },
  lmsTrackOrdered: {
    'zh-CN': '已下单',
    'en-US': 'Order placed',
    'vi-VN': 'Đã đặt hàng',
  },
  lmsTrackFlagSet: {
    'zh-CN': '已标记：{0}',
    'en-US': 'Marked: {0}',
    'vi-VN': 'Đã đánh dấu: {0}',
  },
  lmsTrackFlagCleared: {
    'zh-CN': '已取消：{0}',
    'en-US': 'Cleared: {0}',
    'vi-VN': 'Đã bỏ: {0}',
  },
  lmsReceiveWarnings: {
    'zh-CN': '收货超出预警：{0}',
    'en-US': 'Received goods above the warning thresholds: {0}',
    'vi-VN': 'Hàng nhận vượt ngưỡng cảnh báo: {0}',
  },
} satisfies Record<string, Message>;
