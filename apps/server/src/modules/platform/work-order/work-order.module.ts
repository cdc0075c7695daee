import { onWaybillWorkOrders } from '#modules/lms/waybill/index.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { seedWorkOrderDemo } from './work-order.demo.ts';
import { workOrderRoutes } from './work-order.routes.ts';
import { workOrder, workOrderAssignRule, workOrderReply, workOrderType } from './work-order.schema.ts';
import { workOrdersOfWaybill } from './work-order-read.service.ts';
import { seedWorkOrderTypes } from './work-order-type.service.ts';

onWaybillWorkOrders(workOrdersOfWaybill);

/** Work orders: create, assign (by hand and by rules), reply, close, re-open, pending, evaluate (issue 17). */
export const workOrderModule: ModuleManifest = {
  name: 'platform/work-order',
  tables: { workOrder, workOrderReply, workOrderType, workOrderAssignRule },
  routes: workOrderRoutes,
  seeds: { base: seedWorkOrderTypes, demo: seedWorkOrderDemo },
};
