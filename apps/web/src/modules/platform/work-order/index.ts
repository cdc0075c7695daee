/** What other web modules use of work orders (the waybill drawer's tab, the waybill lists' action). */

export { mayCreateWorkOrder } from './abilities.ts';
export { CreateWorkOrderDialog } from './create/CreateWorkOrderDialog.tsx';
export { WorkOrderDetailDialog } from './detail/WorkOrderDetailDialog.tsx';
export { WaybillWorkOrders } from './waybill/WaybillWorkOrders.tsx';
