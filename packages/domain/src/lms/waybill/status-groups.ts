import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import type { WaybillStatus } from './waybill-enums.ts';

/**
 * Status-group tabs of the waybill list (`statusGroup` answers one count per group). Every status
 * belongs to exactly one group; `workOrder` is not a status group but the waybills with an open
 * work order (openedWorkOrderCount > 0), counted beside them.
 */
export const WAYBILL_STATUS_GROUPS = [
  { key: 'ordered', statuses: ['waitConfirmWaybill', 'order'], label: l('已下单', 'Ordered', 'Đã đặt hàng') },
  { key: 'waitPickUp', statuses: ['waitPickUp'], label: l('待揽收', 'Wait pick-up', 'Chờ lấy hàng') },
  {
    key: 'waitConfirm',
    statuses: ['waitConfirm'],
    label: l('待确认', 'Wait confirm', 'Chờ xác nhận'),
  },
  {
    key: 'waitSend',
    statuses: ['received', 'warning', 'documentAuditDenied', 'waitChannelRoute', 'waitSend'],
    label: l('待发货', 'Wait send', 'Chờ gửi'),
  },
  { key: 'sent', statuses: ['departure'], label: l('已发货', 'Sent', 'Đã gửi') },
  { key: 'arrival', statuses: ['arrival'], label: l('已到港', 'Arrival', 'Đã đến') },
  { key: 'pickedUp', statuses: ['pickedUp'], label: l('已提货', 'Picked up', 'Đã lấy hàng') },
  {
    key: 'waitDelivered',
    statuses: ['waitDelivered'],
    label: l('待派送', 'Wait delivered', 'Chờ giao'),
  },
  {
    key: 'inTransit',
    statuses: ['inTransit'],
    label: l('目的地转运', 'In transit destination', 'Vận chuyển nơi đến'),
  },
  {
    key: 'outForDelivery',
    statuses: ['outForDelivery'],
    label: l('派送中', 'Out for delivery', 'Đang giao'),
  },
  {
    key: 'aliForPickUp',
    statuses: ['aliForPickUp'],
    label: l('到达待取', 'Arrived for pick-up', 'Chờ nhận tại điểm'),
  },
  { key: 'delivered', statuses: ['delivered'], label: l('已签收', 'Delivered', 'Đã giao') },
  { key: 'return', statuses: ['return'], label: l('退件中', 'Return', 'Đang hoàn') },
  {
    key: 'waitReturning',
    statuses: ['waitReturning'],
    label: l('待退件', 'Wait returning', 'Chờ hoàn'),
  },
  { key: 'returned', statuses: ['returned'], label: l('已退件', 'Returned', 'Đã hoàn') },
  { key: 'exception', statuses: ['exception'], label: l('异常', 'Exception', 'Ngoại lệ') },
  {
    key: 'deliveryFailure',
    statuses: ['deliveryFailure'],
    label: l('派送失败', 'Delivery failure', 'Giao thất bại'),
  },
] as const satisfies readonly { key: string; statuses: readonly WaybillStatus[]; label: Message }[];

export type WaybillStatusGroup = (typeof WAYBILL_STATUS_GROUPS)[number]['key'];

/** The extra tab of waybills with an open work order. */
export const WORK_ORDER_GROUP = {
  key: 'workOrder',
  label: l('工单', 'Work order', 'Phiếu công việc'),
} as const;

/** The status-group tab a status is counted in. */
export function statusGroupOf(status: WaybillStatus): WaybillStatusGroup {
  const group = WAYBILL_STATUS_GROUPS.find((g) => (g.statuses as readonly WaybillStatus[]).includes(status));
  // every status is listed in one group (a unit test holds this)
  return group!.key;
}

/** The statuses of a tab, for the search criteria when a tab is chosen. */
export function statusesOfGroup(key: WaybillStatusGroup): readonly WaybillStatus[] {
  return WAYBILL_STATUS_GROUPS.find((g) => g.key === key)?.statuses ?? [];
}
