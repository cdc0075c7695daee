/** The public face of this module: what other modules use of it. */

export { workOrder, workOrderAssignRule, workOrderReply, workOrderType } from './work-order.schema.ts';
export type { WorkOrderRecord } from './work-order-access.ts';
export { WORK_ORDER_ENTITY, workOrderList } from './work-order-access.ts';
export { openWorkOrder } from './work-order-create.service.ts';
export type { WorkOrderEvent, WorkOrderEventType } from './work-order-events.ts';
export { onWorkOrderEvent } from './work-order-events.ts';
export { waitsFor, workOrdersOfWaybill } from './work-order-read.service.ts';
