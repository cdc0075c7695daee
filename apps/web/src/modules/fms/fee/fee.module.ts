import { LMS_FEE_TITLES, Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';
import type { AppRoute } from '#web/shell/route-types.ts';

/** Finance screens of the fee lists (issue 5): LMS customer fees and agent fees, staff only. */
const customerFees = () => import('./LmsFeePage.tsx').then((m) => ({ Component: m.CustomerFeePage }));
const agentFees = () => import('./LmsFeePage.tsx').then((m) => ({ Component: m.AgentFeePage }));

const lmsFeeStaffRoutes: AppRoute[] = [
  {
    key: 'fms/customer-fee/lms',
    path: '/fms/customer-fee/lms',
    area: 'staff',
    title: LMS_FEE_TITLES.customer,
    permission: Permission.customerFeeList,
    menuGroup: 'fms',
    load: customerFees,
  },
  {
    key: 'fms/agent-fee/lms',
    path: '/fms/agent-fee/lms',
    area: 'staff',
    title: LMS_FEE_TITLES.agent,
    permission: Permission.agentFeeList,
    menuGroup: 'fms',
    load: agentFees,
  },
];

export const feeModule: WebModule = { routes: lmsFeeStaffRoutes };
