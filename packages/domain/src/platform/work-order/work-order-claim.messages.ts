import type { Message } from '../messages/catalogue.ts';

/** Messages of the SLA clock, claims, detain and the work orders opened by waybills ({0} the order's code). */
export const WORK_ORDER_CLAIM_MESSAGES = {
  workOrderClaimNeedsWaybill: {
    'zh-CN': '理赔工单{0}有赔偿金额，但未关联运单，不能关闭',
    'en-US': 'Claim {0} has an indemnity but no linked waybill; it cannot be closed',
    'vi-VN': 'Phiếu bồi thường {0} có số tiền bồi thường nhưng chưa liên kết vận đơn; không thể đóng',
  },
  workOrderClaimNeedsAgent: {
    'zh-CN': '理赔工单{0}由代理负责，但运单没有派送代理',
    'en-US': 'Claim {0} names the agent as responsible but the waybill has no delivery agent',
    'vi-VN': 'Phiếu bồi thường {0} quy trách nhiệm cho đại lý nhưng vận đơn không có đại lý giao hàng',
  },
  workOrderOverdueTitle: {
    'zh-CN': '工单{0}已超时（{1}）',
    'en-US': 'Work order {0} is overdue ({1})',
    'vi-VN': 'Phiếu công việc {0} đã quá hạn ({1})',
  },
  workOrderSlaFirstResponse: {
    'zh-CN': '首次响应',
    'en-US': 'first response',
    'vi-VN': 'phản hồi đầu tiên',
  },
  workOrderSlaResolution: {
    'zh-CN': '解决',
    'en-US': 'resolution',
    'vi-VN': 'giải quyết',
  },
  workOrderAutoOpenTitle: {
    'zh-CN': '运单{0}状态变为{1}',
    'en-US': 'Waybill {0} is now {1}',
    'vi-VN': 'Vận đơn {0} chuyển sang trạng thái {1}',
  },
  workOrderAutoOpenDescription: {
    'zh-CN': '运单{0}进入{1}状态，系统自动创建此工单，请跟进处理。',
    'en-US': 'Waybill {0} entered the status {1}; this work order was opened automatically for follow-up.',
    'vi-VN': 'Vận đơn {0} chuyển sang trạng thái {1}; phiếu công việc này được mở tự động để theo dõi.',
  },
  workOrderSlaHolidayInvalid: {
    'zh-CN': '节假日日期格式应为YYYY-MM-DD',
    'en-US': 'A holiday is written YYYY-MM-DD',
    'vi-VN': 'Ngày nghỉ phải có dạng YYYY-MM-DD',
  },
} satisfies Record<string, Message>;
