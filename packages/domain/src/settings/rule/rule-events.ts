import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** The events of a waybill's way that executors run on and webhooks deliver. */
export const WAYBILL_EVENTS = [
  'orderCreated',
  'received',
  'sent',
  'statusChanged',
  'exception',
  'weightChanged',
] as const;
export type WaybillEvent = (typeof WAYBILL_EVENTS)[number];

export const WAYBILL_EVENT_LABELS: Record<WaybillEvent, Message> = {
  orderCreated: l('订单创建', 'Order created', 'Tạo đơn hàng'),
  received: l('已收货', 'Received', 'Đã nhận hàng'),
  sent: l('已发货', 'Sent', 'Đã gửi hàng'),
  statusChanged: l('状态变更', 'Status changed', 'Thay đổi trạng thái'),
  exception: l('异常', 'Exception', 'Ngoại lệ'),
  weightChanged: l('重量变更', 'Weight changed', 'Thay đổi trọng lượng'),
};
