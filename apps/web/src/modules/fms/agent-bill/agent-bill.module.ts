import { AGENT_BILL_TITLES, Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

/** Finance → agent settlement: agent bills, payable ageing and the agent ledger (issue 16). */
const bills = () => import('./AgentBillPage.tsx').then((m) => ({ Component: m.AgentBillPage }));
const age = () => import('./AgentBillAgePage.tsx').then((m) => ({ Component: m.AgentBillAgePage }));
const ledger = () => import('./AgentLedgerPage.tsx').then((m) => ({ Component: m.AgentLedgerPage }));

export const agentBillModule: WebModule = {
  routes: [
    {
      key: 'fms/agentBill',
      path: '/fms/agent-bill',
      area: 'staff',
      title: AGENT_BILL_TITLES.list,
      permission: Permission.agentBill,
      menuGroup: 'fms',
      load: bills,
    },
    {
      key: 'fms/agentBillAge',
      path: '/fms/agent-bill-age',
      area: 'staff',
      title: AGENT_BILL_TITLES.age,
      permission: Permission.agentBillAge,
      menuGroup: 'fms',
      load: age,
    },
    {
      key: 'fms/agentLedger',
      path: '/fms/agent-ledger',
      area: 'staff',
      title: AGENT_BILL_TITLES.ledger,
      permission: Permission.agentLedger,
      menuGroup: 'fms',
      load: ledger,
    },
  ],
};
