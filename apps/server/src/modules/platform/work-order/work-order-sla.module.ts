import { onWaybillsStatusChanged } from '#modules/lms/waybill/index.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { autoOpenOnStatus } from './work-order-auto.service.ts';
import { onWorkOrderEvent } from './work-order-events.ts';
import { workOrderSlaListener } from './work-order-sla.hooks.ts';
import { workOrderSlaRoutes } from './work-order-sla.routes.ts';
import { workOrderAutoOpen, workOrderSlaNotice, workOrderSlaTarget } from './work-order-sla.schema.ts';
import { checkWorkOrderSla, WORK_ORDER_SLA_EVERY_S, WORK_ORDER_SLA_TASK } from './work-order-sla.tasks.ts';

onWorkOrderEvent(workOrderSlaListener);
onWaybillsStatusChanged(autoOpenOnStatus);

/**
 * The service desk's clock and consequences (docs/service-desk.md "SLA", "Claims, detain and
 * auto-open"): due times and the overdue check, claim fees at close, the detain of detaining orders,
 * and the exception orders opened by waybill statuses.
 */
export const workOrderSlaModule: ModuleManifest = {
  name: 'platform/work-order-sla',
  tables: { workOrderSlaTarget, workOrderSlaNotice, workOrderAutoOpen },
  routes: workOrderSlaRoutes,
  tasks: { [WORK_ORDER_SLA_TASK]: checkWorkOrderSla },
  schedules: [{ name: WORK_ORDER_SLA_TASK, every: WORK_ORDER_SLA_EVERY_S, task: WORK_ORDER_SLA_TASK }],
};
