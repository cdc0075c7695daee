import { WORK_ORDER_PERMISSION_CODES as CODES, WORK_ORDER_TITLES } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';
import { WorkOrderHeaderBadge } from './WorkOrderHeaderBadge.tsx';
import { WORK_ORDER_ROUTE_KEY } from './work-order-routes.ts';

/** OA → work orders (staff), "my work orders" (customers), the second types and the assignment rules. */
const list = () => import('./list/WorkOrderListPage.tsx').then((m) => ({ Component: m.WorkOrderListPage }));
const types = () =>
  import('./settings/WorkOrderTypePage.tsx').then((m) => ({ Component: m.WorkOrderTypePage }));
const rules = () => import('./settings/AssignRulePage.tsx').then((m) => ({ Component: m.AssignRulePage }));

export const workOrderModule: WebModule = {
  routes: [
    {
      key: WORK_ORDER_ROUTE_KEY,
      path: '/oa/work-order',
      area: 'staff',
      title: WORK_ORDER_TITLES.list,
      permission: CODES.workOrder,
      menuGroup: 'oa',
      load: list,
    },
    {
      key: 'oa/workOrderType',
      path: '/oa/work-order-type',
      area: 'staff',
      title: WORK_ORDER_TITLES.types,
      permission: CODES.workOrderType,
      menuGroup: 'oa',
      load: types,
    },
    {
      key: 'oa/workOrderAssignRule',
      path: '/oa/work-order-assign-rule',
      area: 'staff',
      title: 'workOrder.route.assignRules',
      permission: CODES.workOrderAssignRule,
      menuGroup: 'oa',
      load: rules,
    },
    {
      key: WORK_ORDER_ROUTE_KEY,
      path: '/client/oa/work-order',
      area: 'customer',
      title: 'workOrder.route.mine',
      permission: CODES.workOrder,
      menuGroup: 'oa',
      load: list,
    },
  ],
  headerItems: [WorkOrderHeaderBadge],
};
