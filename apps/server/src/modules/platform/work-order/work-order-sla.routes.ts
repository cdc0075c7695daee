import { Permission, WORK_ORDER_SLA_API } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { listSlaTargets, saveSlaTargets } from './work-order-sla.service.ts';
import { listHolidays, saveHolidays } from './work-order-sla-holidays.service.ts';

/** The SLA settings: targets per second type and urgency, holidays of the calendar (`WORK_ORDER_SLA_API`). */
export const workOrderSlaRoutes = [
  route({
    contract: WORK_ORDER_SLA_API.targets,
    permission: Permission.workOrderType,
    handler: (c) => listSlaTargets(c),
  }),
  route({
    contract: WORK_ORDER_SLA_API.saveTargets,
    permission: Permission.workOrderTypeUpdate,
    handler: (c, b) => saveSlaTargets(c, b),
  }),
  route({
    contract: WORK_ORDER_SLA_API.holidays,
    permission: Permission.workOrderType,
    handler: (c) => listHolidays(c),
  }),
  route({
    contract: WORK_ORDER_SLA_API.saveHolidays,
    permission: Permission.workOrderTypeUpdate,
    handler: (c, b) => saveHolidays(c, b),
  }),
];
