import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the customer's order flags (only make document, make-document limit, cut-off). */
export const CUSTOMER_MESSAGES = {
  customerOnlyMakeDocument: {
    'zh-CN': '贵司账号仅可制单：打印标签、预约揽收和发货由我司人员处理',
    'en-US':
      'Your account may only make documents: labels, pick-up requests and sending are done by our staff',
    'vi-VN':
      'Tài khoản của bạn chỉ được lập chứng từ: in nhãn, yêu cầu lấy hàng và gửi hàng do nhân viên của chúng tôi thực hiện',
  },
  customerMakeDocumentLimit: {
    'zh-CN': '已达每日制单上限{0}票（今日已下{1}票）',
    'en-US': 'The make-document limit of {0} waybills a day is reached ({1} ordered today)',
    'vi-VN': 'Đã đạt giới hạn lập chứng từ {0} vận đơn mỗi ngày (hôm nay đã đặt {1})',
  },
  customerOrderAfterCutOff: {
    'zh-CN': '在截单时间{0}之后下单：{1}发货',
    'en-US': 'Ordered after the cut-off {0}: ships on {1}',
    'vi-VN': 'Đặt sau giờ chốt {0}: gửi hàng ngày {1}',
  },
} as const satisfies Record<string, Message>;
