import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

/** Finance → Account flows: the cash accounts' balances over a period and their flows (the treasurer's cash). */
const flows = () => import('./AccountFlowPage.tsx').then((m) => ({ Component: m.AccountFlowPage }));

export const accountFlowModule: WebModule = {
  routes: [
    {
      key: 'fms/accountFlow',
      path: '/fms/account-flow',
      area: 'staff',
      title: 'accountFlow.route.list',
      permission: Permission.accountFlow,
      menuGroup: 'fms',
      load: flows,
    },
  ],
};
