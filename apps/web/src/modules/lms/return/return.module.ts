import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

const customerReturns = () => import('./ReturnPage.tsx').then((m) => ({ Component: m.CustomerReturnPage }));
const agentReturns = () => import('./ReturnPage.tsx').then((m) => ({ Component: m.AgentReturnPage }));

/** Customer and agent return registers (menu "Customer service"). */
export const returnModule: WebModule = {
  routes: [
    {
      key: 'lms/customer-return',
      path: '/lms/customer-return',
      area: 'staff',
      title: 'waybillReturn.customerTitle',
      permission: Permission.lmsCustomerReturn,
      menuGroup: 'lms.service',
      load: customerReturns,
    },
    {
      key: 'lms/agent-return',
      path: '/lms/agent-return',
      area: 'staff',
      title: 'waybillReturn.agentTitle',
      permission: Permission.lmsAgentReturn,
      menuGroup: 'lms.service',
      load: agentReturns,
    },
  ],
};
